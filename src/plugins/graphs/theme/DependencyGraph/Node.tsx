/** One result of the graph: a box with its name and title, a link to it, and its preview. */
import React, {useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {previewTrigger, usePreview} from '@site/src/plugins/cross-references/theme/Preview';
import {kindInfo, type KindFamily} from '@site/src/plugins/cross-references/kinds';
import type {GraphNode} from '@site/src/plugins/graphs/graph';
import {boxName as nodeName, boxTitle, firstBaseline, lineHeight, textInset} from '@site/src/plugins/graphs/geometry';
import type {NodePlacement} from '@site/src/plugins/graphs/layout';
import Outline from './Outline';
import styles from './styles.module.css';

/** A node's shape: one per family of kinds (src/plugins/cross-references/kinds.ts). */
const familyClass: Record<KindFamily, string> = {
  definition: styles.definition!,
  theorem: styles.theorem!,
  example: styles.example!,
  exercise: styles.exercise!,
};

export default function GraphNodeView({
  node,
  place: {x, y, width, height, lines},
  state,
  onSelect,
}: {
  readonly node: GraphNode;
  readonly place: NodePlacement;
  readonly state: 'selected' | 'ancestor' | 'descendant' | 'dimmed' | undefined;
  readonly onSelect: (id: string) => boolean;
}): ReactNode {
  // React types every <a> as HTML; inside the SVG it is an SVG <a>, and only its box is used.
  const ref = useRef<HTMLAnchorElement>(null);
  // Results' "in the graph" links land on the node: the build checks that anchor exists.
  useBrokenLinks().collectAnchor(node.id);
  const target = useMemo(
    () => ({
      href: node.href,
      text: nodeName(node),
      ...(node.title ? {title: node.title} : {}),
      ...(node.externalPage ? {page: node.externalPage} : {}),
      previews: node.previews,
    }),
    [node],
  );
  const preview = usePreview(node.anchor, target, ref);
  const history = useHistory();
  const lastPointer = useRef('mouse');
  const title = boxTitle(node);
  const family = kindInfo(node.kind).family;
  const inset = textInset(family === 'exercise', lines.length);
  return (
    <>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- an SVG link: <Link> renders an HTML <a>. */}
      <a
        ref={ref}
        href={node.href}
        id={node.id}
        className={clsx(
          styles.node,
          familyClass[family],
          node.externalPage && styles.external,
          state && styles[state],
          'graph-node',
        )}
        data-kind={node.kind}
        data-state={state}
        // Axe and some screen readers take no name from an SVG link's text: the same words, and a title cut short whole.
        aria-label={`${nodeName(node)} ${title}`.trim()}
        aria-describedby={preview.open ? preview.previewId : undefined}
        // Tabbing on to the next node closes this preview at once, so only one is ever open.
        {...previewTrigger(preview, lastPointer, '.graph-node')}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
            return;
          }
          event.preventDefault();
          // The first activation selects the node (and previews it); the next one opens the result.
          if (onSelect(node.id)) {
            preview.show();
          } else {
            history.push(node.href);
          }
        }}>
        <Outline family={family} x={x} y={y} width={width} height={height} />
        {/* Each line was measured at build time in the font the page serves; the box fits the widest. */}
        <text x={x + inset} y={y + firstBaseline} className={styles.nodeName}>
          {nodeName(node)}
        </text>
        {lines.map((line, index) => (
          // eslint-disable-next-line react/no-array-index-key -- a title's lines, fixed at build time.
          <React.Fragment key={index}>
            {/* Not drawn (outside any <text>): the lines' words kept apart in the link's text, which its name must contain (WCAG 2.5.3). */}{' '}
            <text x={x + inset} y={y + firstBaseline + lineHeight * (index + 1)}>
              {line}
            </text>
          </React.Fragment>
        ))}
        {node.externalPage && (
          <path d={`M${x + width - inset - 8} ${y + 14}l8 -8m-6 0h6v6`} className={styles.externalMark} aria-hidden="true" />
        )}
      </a>
      {preview.card}
    </>
  );
}
