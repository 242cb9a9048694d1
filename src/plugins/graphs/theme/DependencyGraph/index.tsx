/**
 * A dependency graph page (one route per graph, added by src/plugins/cross-references with the
 * graph laid out at build time): the graph drawn (./Figure.tsx, ./Node.tsx, ./Legend.tsx), the same
 * information in words (./InWords.tsx), and links back.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import type {LaidOutGraph} from '@site/src/plugins/graphs/layout';
import GraphFigure from './Figure';
import InWords from './InWords';
import Legend from './Legend';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = {
  /** One graph of src/plugins/cross-references, laid out at build time (a createData module of its route). */
  readonly graph: LaidOutGraph;
};

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
          <Heading as="h1">Dependency graph: {graph.title}</Heading>
          <p>
            Each box is a numbered result of{' '}
            {graph.pages.map((page, index) => (
              <React.Fragment key={page.permalink}>
                {index > 0 && (index === graph.pages.length - 1 ? ' and ' : ', ')}
                <Link to={page.permalink}>{page.title}</Link>
              </React.Fragment>
            ))}
            . An arrow from A to B means that B uses A: a reference to A stands in B&apos;s statement, or in its proof or
            solution. Hover or focus a box to preview the result; select it (click, tap or Enter) to light up what it builds on
            and what builds on it, and activate it again to open it.
          </p>
          {graph.nodes.length > 0 ? (
            <p>
              Only results that use another or are used are drawn: {results - unconnected} of the {results} results of these pages
              {graph.nodes.some((node) => node.externalPage) ? ', with the results of other pages they touch' : ''}. The others
              are in the <Link to="/docs/results">index of results</Link>.
            </p>
          ) : (
            <p className={styles.empty}>
              No result of these pages cites another yet, so there is nothing to draw. As soon as a statement, proof or solution
              here refers to another result, both will appear in this graph. Meanwhile the {results} results are listed in the{' '}
              <Link to="/docs/results">index of results</Link>.
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
