// Ejected from theme-classic 3.10.2 (shipped by the maths capability, whose MDX step writes the label it reads): the anchor's "Direct link to …" label reads a heading's
// `data-anchor-label` (its text with maths as Unicode, from src/plugins/maths/remark/math-headings.ts) when the
// heading is not plain text, instead of falling back to the heading's id; in a print edition its anchor is
// made unique in the document.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {usePrintId} from '@site/src/plugins/lib/print-context';
import type {Props as HeadingProps} from '@theme/Heading';
import './styles.module.css';

type Props = HeadingProps & {readonly 'data-anchor-label'?: string};

export default function Heading({as: As, id: pageId, 'data-anchor-label': anchorLabel, ...props}: Props): ReactNode {
  // In a print edition, the anchor is made unique in the document (src/plugins/lib/print-context.ts).
  const id = usePrintId(pageId);
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);

  // H1 headings do not need an id because they don't appear in the TOC.
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }

  brokenLinks.collectAnchor(id);

  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {
      heading: typeof props.children === 'string' ? props.children : (anchorLabel ?? id),
    },
  );

  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={anchorTitle} title={anchorTitle} translate="no">
        &#8203;
      </Link>
    </As>
  );
}
