import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {usePrintId} from '@site/src/plugins/lib/print-context';

export type Props = {
  /** The declaration's anchor, given by src/plugins/notation/remark/notation.ts. */
  readonly id?: string;
};

/**
 * A declaration of notation, `<Notation tex="\R_K">the real line with the K-topology</Notation>`: the
 * page shows the definition around it, the lists of notation show the declaration, so in the page
 * it is only the anchor a list links to (for notation introduced in the prose).
 */
export default function Notation({id}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchor = usePrintId(id);
  if (anchor) {
    brokenLinks.collectAnchor(anchor);
  }
  return <span id={anchor} />;
}
