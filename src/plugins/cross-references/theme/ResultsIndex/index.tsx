import React, {useDeferredValue, useId, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {foldForMatching, namesStatement} from '@site/src/plugins/search/spelling';
import type {ResultEntry, ResultsGroup} from '@site/src/plugins/cross-references/table/table';
import {kinds} from '../../kinds';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = ComponentProps<'div'> & {
  /** The statement table's results, grouped by area in reading order (results.json of src/plugins/cross-references). */
  readonly groups: readonly ResultsGroup[];
};

/**
 * Whether a result is one the reader asks for: of the chosen kind, and each word typed found in its
 * kind, number, title, source or page, or the words naming it as search does ("HeineBorel").
 */
function matches(result: ResultEntry, page: string, kind: string, query: string, words: readonly string[]): boolean {
  if (kind && result.kind !== kind) {
    return false;
  }
  const haystack = foldForMatching(`${result.kind} ${result.number} ${result.title ?? ''} ${result.source ?? ''} ${page}`);
  return words.every((word) => haystack.includes(word)) || (result.title !== undefined && namesStatement(query, result.title));
}

function ResultRow({result}: {readonly result: ResultEntry}): ReactNode {
  return (
    <tr>
      <td className={styles.result}>
        <Link to={result.href}>
          {result.kind} {result.number}
        </Link>
      </td>
      <td>{result.title}</td>
      <td className={styles.source}>{result.source}</td>
    </tr>
  );
}

/**
 * Every numbered result of the site, grouped by area and page in reading order. The whole list is
 * in the static HTML; in the browser it can be narrowed by kind and by words.
 */
export default function ResultsIndex({groups, className, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [kind, setKind] = useState('');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const words = useMemo(() => foldForMatching(deferredQuery).split(/\s+/).filter(Boolean), [deferredQuery]);
  const ids = {kind: useId(), query: useId(), count: useId()};
  const total = groups.reduce((sum, group) => sum + group.pages.reduce((count, page) => count + page.results.length, 0), 0);
  const filtered = groups
    .map((group) => ({
      ...group,
      pages: group.pages
        .map((page) => ({
          ...page,
          results: page.results.filter((result) => matches(result, page.title, kind, deferredQuery, words)),
        }))
        .filter((page) => page.results.length > 0),
    }))
    .filter((group) => group.pages.length > 0);
  const shown = filtered.reduce((sum, group) => sum + group.pages.reduce((count, page) => count + page.results.length, 0), 0);
  return (
    <div {...props} className={clsx(styles.index, className)}>
      <form className={styles.filters} role="search" aria-label="Filter the results" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.query}>Words</label>
        <input
          id={ids.query}
          type="search"
          value={query}
          disabled={!isBrowser}
          placeholder="e.g. compact Hausdorff"
          aria-describedby={ids.count}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label htmlFor={ids.kind}>Kind</label>
        <select id={ids.kind} value={kind} disabled={!isBrowser} onChange={(event) => setKind(event.target.value)}>
          <option value="">All kinds</option>
          {kinds.map(({name, plural}) => (
            <option key={name} value={name}>
              {plural}
            </option>
          ))}
        </select>
        <p id={ids.count} className={styles.count} aria-live="polite">
          {shown === total ? `${total} results` : `${shown} of ${total} results`}
        </p>
      </form>
      {filtered.map((group) => (
        <section key={group.area.join('/')} className={styles.group}>
          <Heading as="h2">{group.area.length > 0 ? group.area.join(' › ') : 'Notes'}</Heading>
          {group.graphs && (
            <p className={styles.graphs}>
              How these results build on each other:{' '}
              {group.graphs.map((graph, index) => (
                <React.Fragment key={graph.path}>
                  {index > 0 && ', '}
                  <Link to={graph.path}>dependency graph of {graph.title}</Link>
                </React.Fragment>
              ))}
            </p>
          )}
          {group.pages.map((page) => (
            <React.Fragment key={page.permalink}>
              <Heading as="h3">
                <Link to={page.permalink}>{page.title}</Link>
              </Heading>
              {page.graph && (
                <p className={styles.graphs}>
                  <Link to={page.graph.path}>Dependency graph of this page</Link>
                </p>
              )}
              <div className={styles.tableWrapper}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Result</th>
                      <th scope="col">Title</th>
                      <th scope="col">Source</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.results.map((result) => (
                      <ResultRow key={result.href} result={result} />
                    ))}
                  </tbody>
                </table>
              </div>
            </React.Fragment>
          ))}
        </section>
      ))}
      {shown === 0 && <p className={styles.empty}>No result matches these words and kind.</p>}
    </div>
  );
}
