/** The drawn graph: its nodes and edges as laid out at build time, selection, and zoom. */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {boxName as nodeName} from '@site/src/plugins/graphs/geometry';
import type {LaidOutGraph} from '@site/src/plugins/graphs/layout';
import {lineageOf} from './lineage';
import GraphNodeView from './Node';
import {idleStatus, longestStatus, selectionStatus} from './status';
import styles from './styles.module.css';

const zoomSteps = [0.35, 0.5, 0.7, 0.85, 1, 1.25, 1.5];

export default function GraphFigure({
  graph,
  className,
  ...props
}: {readonly graph: LaidOutGraph} & ComponentProps<'figure'>): ReactNode {
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
      const next =
        zoomSteps[Math.max(0, Math.min(zoomSteps.length - 1, (index === -1 ? zoomSteps.length - 1 : index) + direction))]!;
      return direction === 1 && next <= current ? (zoomSteps.find((candidate) => candidate > current) ?? current) : next;
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
  const roomForStatus = useMemo(() => longestStatus(graph.nodes), [graph.nodes]);

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
        <span className={styles.zoom} aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        {/* Its place is kept while nothing is selected (hidden, so neither seen nor reached): appearing, it would wrap the toolbar on a phone and move the graph. */}
        <button
          type="button"
          className={clsx('button button--sm button--secondary', !selected && styles.unavailable)}
          onClick={() => {
            if (selected) {
              choose(undefined);
              // The button goes with the selection: focus goes back to the node that was selected, not to the page's start.
              document.getElementById(selected)?.focus();
            }
          }}>
          Clear selection
        </button>
      </div>
      {/* As tall as the longest thing it can say (the hidden copy), so that selecting a box moves nothing. */}
      <p className={styles.status}>
        <span aria-live="polite">
          {selectedNode && lineage
            ? selectionStatus(nodeName(selectedNode), lineage.ancestors.size, lineage.descendants.size)
            : idleStatus}
        </span>
        <span className={styles.statusRoom} aria-hidden="true">
          {roomForStatus}
        </span>
      </p>
      <div
        ref={viewport}
        className={styles.viewport}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse' && !(event.target as Element).closest('a') && viewport.current) {
            drag.current = {
              x: event.clientX,
              y: event.clientY,
              left: viewport.current.scrollLeft,
              top: viewport.current.scrollTop,
            };
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
