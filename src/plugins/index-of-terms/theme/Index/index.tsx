import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {usePrintId} from '@site/src/plugins/lib/print-context';
import {indexAnchorClass} from '@site/src/plugins/index-of-terms/components';

export type Props = {
  /** The place's anchor, given by src/plugins/index-of-terms/remark/index-terms.ts. */
  readonly id?: string;
  readonly children?: ReactNode;
};

/**
 * A place of the index of terms, `<Index term="Lindelöf space" />`: the anchor the index page and the
 * print edition's index link. Words inside it (`<Index term="…">*closed*</Index>`) read as written.
 */
export default function Index({id, children}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchor = usePrintId(id);
  if (anchor) {
    brokenLinks.collectAnchor(anchor);
  }
  return (
    <span id={anchor} className={indexAnchorClass}>
      {children}
    </span>
  );
}
