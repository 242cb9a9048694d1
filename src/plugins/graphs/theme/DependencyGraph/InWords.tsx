/** The graph in words: each result, what it uses and what uses it. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {GraphNode} from '@site/src/plugins/graphs/graph';
import {boxName as nodeName} from '@site/src/plugins/graphs/geometry';
import type {LaidOutGraph} from '@site/src/plugins/graphs/layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

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
export default function InWords({graph, className}: {readonly graph: LaidOutGraph; readonly className?: string}): ReactNode {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const pages = graph.pages.filter((page) =>
    graph.nodes.some((node) => !node.externalPage && node.href.startsWith(`${page.permalink}#`)),
  );
  return (
    <section className={clsx(styles.words, className)} aria-labelledby="in-words">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the target of the figure's "in words" link, with no direct-link anchor of its own. */}
      <h2 id="in-words">The graph in words</h2>
      {pages.map((page) => (
        <React.Fragment key={page.permalink}>
          {pages.length > 1 && <Heading as="h3">{page.title}</Heading>}
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
