import React, {useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {usePreviewPopover} from '@site/src/plugins/cross-references/theme/CrossReference';
import type {GraphEdge, GraphNode} from '@site/src/plugins/graphs/graph';
import {boxName as nodeName, boxTitle, firstBaseline, lineHeight, padding} from '@site/src/plugins/graphs/geometry';
import type {LaidOutGraph, NodePlacement} from '@site/src/plugins/graphs/layout';
import {kindInfo, type KindFamily} from '@site/src/plugins/cross-references/kinds';
import styles from './styles.module.css';

export type Props = {
  /** One graph of src/plugins/cross-references, laid out at build time (a createData module of its route). */
  readonly graph: LaidOutGraph;
};

/** A node's shape: one per family of kinds (src/plugins/cross-references/kinds.ts). */
const familyClass: Record<KindFamily, string> = {
  definition: styles.definition!,
  theorem: styles.theorem!,
  example: styles.example!,
  exercise: styles.exercise!,
};

type Lineage = {readonly ancestors: ReadonlySet<string>; readonly descendants: ReadonlySet<string>};

/** What a node uses, directly or not, and what uses it. */
function lineageOf(id: string, edges: readonly GraphEdge[]): Lineage {
  const walk = (start: string, next: (edge: GraphEdge) => [string, string]) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const current = queue.pop()!;
      for (const edge of edges) {
        const [here, there] = next(edge);
        if (here === current && !seen.has(there) && there !== start) {
          seen.add(there);
          queue.push(there);
        }
      }
    }
    return seen;
  };
  return {ancestors: walk(id, (edge) => [edge.to, edge.from]), descendants: walk(id, (edge) => [edge.from, edge.to])};
}

function GraphNodeView({
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
  const preview = usePreviewPopover(node.anchor, target, ref);
  const history = useHistory();
  const lastPointer = useRef('mouse');
  const title = boxTitle(node);
  return (
    <>
      <a
        ref={ref}
        href={node.href}
        id={node.id}
        className={clsx(styles.node, familyClass[kindInfo(node.kind).family], node.externalPage && styles.external, state && styles[state], 'graph-node')}
        data-kind={node.kind}
        data-state={state}
        // Axe and some screen readers take no name from an SVG link's text: the same words, and a title cut short whole.
        aria-label={`${nodeName(node)} ${title}`.trim()}
        aria-describedby={preview.open ? preview.previewId : undefined}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onPointerEnter={(event) => event.pointerType === 'mouse' && preview.showSoon()}
        onPointerLeave={(event) => event.pointerType === 'mouse' && preview.hideSoon()}
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && preview.show()}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          // Tabbing on to the next node closes this preview at once, so only one is ever open.
          if (next instanceof Element && next.closest('.graph-node')) {
            preview.hide();
          } else if (!next || !document.getElementById(preview.previewId)?.contains(next)) {
            preview.hideSoon();
          }
        }}
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
        <rect x={x} y={y} width={width} height={height} />
        {/* Each line was measured at build time in the font the page serves; the box fits the widest. */}
        <text x={x + padding} y={y + firstBaseline} className={styles.nodeName}>
          {nodeName(node)}
        </text>
        {lines.map((line, index) => (
          <text key={index} x={x + padding} y={y + firstBaseline + lineHeight * (index + 1)}>
            {line}
          </text>
        ))}
        {node.externalPage && (
          <path d={`M${x + width - 16} ${y + 14}l8 -8m-6 0h6v6`} className={styles.externalMark} aria-hidden="true" />
        )}
      </a>
      {preview.card}
    </>
  );
}

function Legend(): ReactNode {
  const items: [string, string, string][] = [
    ['Definition', styles.definition!, 'square corners'],
    ['Theorem, lemma, proposition, corollary', styles.theorem!, 'rounded corners'],
    ['Example, remark', styles.example!, 'cut corners'],
    ['Exercise', styles.exercise!, 'round ends'],
    ['Result of another page', clsx(styles.theorem, styles.external), 'dashed, marked ↗'],
  ];
  return (
    <ul className={styles.legend} aria-label="Legend">
      {items.map(([name, className, shape]) => (
        <li key={name}>
          <svg width="34" height="18" aria-hidden="true" className={clsx(styles.node, className)}>
            <rect x="1" y="1" width="32" height="16" />
          </svg>{' '}
          {name} <span className={styles.shape}>({shape})</span>
        </li>
      ))}
    </ul>
  );
}

const zoomSteps = [0.35, 0.5, 0.7, 0.85, 1, 1.25, 1.5];

function GraphFigure({graph, className, ...props}: {readonly graph: LaidOutGraph} & ComponentProps<'figure'>): ReactNode {
  const {layout} = graph;
  const [selected, setSelected] = useState<string>();
  const [zoom, setZoom] = useState(1);
  const viewport = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const nodes = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph.nodes]);
  const lineage = useMemo(() => (selected ? lineageOf(selected, graph.edges) : undefined), [selected, graph.edges]);

  // Read by the click handler, which may run again before React re-renders (two quick Enters).
  const current = useRef<string>(undefined);
  const choose = useCallback((id: string | undefined) => {
    current.current = id;
    setSelected(id);
  }, []);
  const select = useCallback(
    (id: string) => {
      if (id === current.current) {
        return false;
      }
      choose(id);
      return true;
    },
    [choose],
  );

  // A link to a node (from a result's "Used in" line) selects it and brings it into view.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (nodes.has(id)) {
      choose(id);
      document.getElementById(id)?.scrollIntoView({block: 'center', inline: 'center'});
    }
  }, [location.hash, nodes, choose]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && choose(undefined);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [choose]);

  const fit = () => {
    const width = viewport.current?.clientWidth ?? layout.width;
    setZoom(Math.min(1, width / layout.width));
  };
  const step = (direction: 1 | -1) =>
    setZoom((current) => {
      const index = zoomSteps.findIndex((candidate) => candidate >= current - 0.001);
      const next = zoomSteps[Math.max(0, Math.min(zoomSteps.length - 1, (index === -1 ? zoomSteps.length - 1 : index) + direction))]!;
      return direction === 1 && next <= current ? zoomSteps.find((candidate) => candidate > current) ?? current : next;
    });

  // Dragging the background with a mouse pans, as touch scrolling does on a phone.
  const drag = useRef<{x: number; y: number; left: number; top: number}>(undefined);

  const stateOf = (id: string) => {
    if (!selected || !lineage) {
      return undefined;
    }
    if (id === selected) {
      return 'selected';
    }
    return lineage.ancestors.has(id) ? 'ancestor' : lineage.descendants.has(id) ? 'descendant' : 'dimmed';
  };
  const edgeLit = (edge: {from: string; to: string}) =>
    !!lineage &&
    ((lineage.ancestors.has(edge.from) && (edge.to === selected || lineage.ancestors.has(edge.to))) ||
      (lineage.descendants.has(edge.to) && (edge.from === selected || lineage.descendants.has(edge.from))));
  const selectedNode = selected ? nodes.get(selected) : undefined;

  return (
    <figure {...props} className={clsx(styles.figure, className)}>
      <div className={styles.toolbar} role="toolbar" aria-label="Graph view">
        <button type="button" className="button button--sm button--secondary" onClick={() => step(-1)} aria-label="Zoom out">
          −
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => step(1)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={fit}>
          Fit width
        </button>
        {selected && (
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              choose(undefined);
              // The button goes with the selection: focus goes back to the node that was selected, not to the page's start.
              document.getElementById(selected)?.focus();
            }}>
            Clear selection
          </button>
        )}
        <span className={styles.zoom} aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
      </div>
      <p className={styles.status} aria-live="polite">
        {selectedNode && lineage
          ? `${nodeName(selectedNode)} selected: it builds on ${lineage.ancestors.size} result(s) and ${lineage.descendants.size} result(s) build on it. Activate it again to open it; Escape clears.`
          : ''}
      </p>
      <div
        ref={viewport}
        className={styles.viewport}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse' && !(event.target as Element).closest('a') && viewport.current) {
            drag.current = {x: event.clientX, y: event.clientY, left: viewport.current.scrollLeft, top: viewport.current.scrollTop};
          }
        }}
        onPointerMove={(event) => {
          if (drag.current && viewport.current) {
            viewport.current.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
            viewport.current.scrollTop = drag.current.top - (event.clientY - drag.current.y);
          }
        }}
        onPointerUp={() => {
          drag.current = undefined;
        }}
        onPointerLeave={() => {
          drag.current = undefined;
        }}>
        <svg
          className={clsx(styles.graph, selected && styles.hasSelection)}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={Math.round(layout.width * zoom)}
          height={Math.round(layout.height * zoom)}
          role="group"
          aria-label={`Dependency graph of ${graph.title}: ${graph.nodes.length} results and ${graph.edges.length} uses. The list after the graph says the same in words.`}>
          <defs>
            <marker id="graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
              <path d="M0 0L10 5L0 10z" className={styles.arrow} />
            </marker>
            <marker id="graph-arrow-lit" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
              <path d="M0 0L10 5L0 10z" className={styles.arrowLit} />
            </marker>
          </defs>
          <g aria-hidden="true">
            {layout.edges.map((edge) => {
              const lit = edgeLit(edge);
              return (
                <path
                  key={`${edge.from}>${edge.to}`}
                  d={edge.path}
                  className={clsx(styles.edge, lit && styles.edgeLit, selected && !lit && styles.edgeDimmed)}
                  data-from={edge.from}
                  data-to={edge.to}
                  markerEnd={lit ? 'url(#graph-arrow-lit)' : 'url(#graph-arrow)'}
                />
              );
            })}
          </g>
          {graph.nodes.map((node) => {
            const place = layout.nodes[node.id];
            return place ? (
              <GraphNodeView key={node.id} node={node} place={place} state={stateOf(node.id)} onSelect={select} />
            ) : null;
          })}
        </svg>
      </div>
    </figure>
  );
}

/** A result in words; its page is named when it is not the page the list is under. */
function ResultLink({node, page}: {readonly node: GraphNode; readonly page: string}): ReactNode {
  const elsewhere = node.externalPage ?? (node.page !== page ? node.page : undefined);
  return (
    <>
      <Link to={node.href}>{nodeName(node)}</Link>
      {node.title && ` (${node.title})`}
      {elsewhere && <span className={styles.pageName}>, {elsewhere}</span>}
    </>
  );
}

function List({nodes, page}: {readonly nodes: readonly GraphNode[]; readonly page: string}): ReactNode {
  return nodes.length === 0
    ? 'nothing in this graph'
    : nodes.map((node, index) => (
        <React.Fragment key={node.id}>
          {index > 0 && '; '}
          <ResultLink node={node} page={page} />
        </React.Fragment>
      ));
}

/** The graph in words, for screen readers and readers without JavaScript: each result, what it uses and what uses it. */
function InWords({graph, className}: {readonly graph: LaidOutGraph; readonly className?: string}): ReactNode {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const pages = graph.pages.filter((page) => graph.nodes.some((node) => !node.externalPage && node.href.startsWith(`${page.permalink}#`)));
  return (
    <section className={clsx(styles.words, className)} aria-labelledby="in-words">
      <h2 id="in-words">The graph in words</h2>
      {pages.map((page) => (
        <React.Fragment key={page.permalink}>
          {pages.length > 1 && <h3>{page.title}</h3>}
          <ul>
            {graph.nodes
              .filter((node) => !node.externalPage && node.href.startsWith(`${page.permalink}#`))
              .map((node) => (
                <li key={node.id} id={`words-${node.id}`}>
                  <ResultLink node={node} page={page.title} />. <span className={styles.relation}>Uses:</span>{' '}
                  <List
                    page={page.title}
                    nodes={graph.edges.filter((edge) => edge.to === node.id).map((edge) => byId.get(edge.from)!)}
                  />
                  . <span className={styles.relation}>Used in:</span>{' '}
                  <List
                    page={page.title}
                    nodes={graph.edges.filter((edge) => edge.from === node.id).map((edge) => byId.get(edge.to)!)}
                  />
                  .
                </li>
              ))}
          </ul>
        </React.Fragment>
      ))}
    </section>
  );
}

/** A dependency graph page: the graph drawn at build time, the same information in words, and links back. */
export default function DependencyGraph({graph}: Props): ReactNode {
  const unconnected = graph.pages.reduce((sum, page) => sum + page.unconnected, 0);
  const results = graph.pages.reduce((sum, page) => sum + page.results, 0);
  const description = `How the results of ${graph.title} build on each other: which definitions, theorems and exercises each one uses.`;
  return (
    <Layout title={`Dependency graph: ${graph.title}`} description={description}>
      <main className={clsx('container', 'margin-vert--lg', styles.page)}>
        {/* Prose in the site's Markdown style (underlined links); the drawing keeps its own. */}
        <div className="markdown">
          <h1>Dependency graph: {graph.title}</h1>
          <p>
            Each box is a numbered result of{' '}
            {graph.pages.map((page, index) => (
              <React.Fragment key={page.permalink}>
                {index > 0 && (index === graph.pages.length - 1 ? ' and ' : ', ')}
                <Link to={page.permalink}>{page.title}</Link>
              </React.Fragment>
            ))}
            . An arrow from A to B means that B uses A: a reference to A stands in B&apos;s statement, or in its proof
            or solution. Hover or focus a box to preview the result; select it (click, tap or Enter) to light up what
            it builds on and what builds on it, and activate it again to open it.
          </p>
          {graph.nodes.length > 0 ? (
            <p>
              Only results that use another or are used are drawn: {results - unconnected} of the {results} results of
              these pages
              {graph.nodes.some((node) => node.externalPage) ? ', with the results of other pages they touch' : ''}. The
              others are in the <Link to="/docs/results">index of results</Link>.
            </p>
          ) : (
            <p className={styles.empty}>
              No result of these pages cites another yet, so there is nothing to draw. As soon as a statement, proof or
              solution here refers to another result, both will appear in this graph. Meanwhile the {results} results
              are listed in the <Link to="/docs/results">index of results</Link>.
            </p>
          )}
        </div>
        {graph.nodes.length > 0 && (
          <>
            <Legend />
            <GraphFigure graph={graph} />
            <InWords graph={graph} className="markdown" />
          </>
        )}
      </main>
    </Layout>
  );
}
