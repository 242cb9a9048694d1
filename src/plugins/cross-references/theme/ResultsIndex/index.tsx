import React, {useDeferredValue, useId, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {foldForMatching, namesStatement} from '@site/src/plugins/lib/spelling';
import type {ResultEntry, ResultsGroup, ResultsPage} from '@site/src/plugins/cross-references/table/table';
import {kinds} from '../../kinds';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = ComponentProps<'div'> & {
  /** The statement table's results, grouped by area in reading order (results.json of src/plugins/cross-references). */
  readonly groups: readonly ResultsGroup[];
};

/** What the filter reads of a result: its own words, folded once, never its page's. */
type Searchable = {readonly result: ResultEntry; readonly folded: string};

/**
 * Whether a result is one the reader asks for: each word typed found in its kind, number, title,
 * source or statement, or the words naming it as search does ("HeineBorel").
 */
function matches({result, folded}: Searchable, query: string, words: readonly string[]): boolean {
  return words.every((word) => folded.includes(word)) || (result.title !== undefined && namesStatement(query, result.title));
}

type SearchableGroup = {
  readonly group: ResultsGroup;
  readonly pages: readonly {page: ResultsPage; results: readonly Searchable[]}[];
};

type Shown = {readonly group: ResultsGroup; readonly pages: readonly {page: ResultsPage; results: readonly ResultEntry[]}[]};

/** The groups and pages narrowed to the results `keep` accepts, without the emptied ones. */
function narrow(groups: readonly SearchableGroup[], keep: (result: Searchable, page: ResultsPage) => boolean): Shown[] {
  return groups
    .map(({group, pages}) => ({
      group,
      pages: pages
        .map(({page, results}) => ({page, results: results.filter((result) => keep(result, page)).map(({result}) => result)}))
        .filter(({results}) => results.length > 0),
    }))
    .filter(({pages}) => pages.length > 0);
}

const count = (shown: readonly Shown[]) =>
  shown.reduce((sum, {pages}) => sum + pages.reduce((subtotal, {results}) => subtotal + results.length, 0), 0);

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
  const searchable = useMemo(
    () =>
      groups.map((group) => ({
        group,
        pages: group.pages.map((page) => ({
          page,
          results: page.results.map((result) => ({
            result,
            folded: foldForMatching(
              `${result.kind} ${result.number} ${result.title ?? ''} ${result.source ?? ''} ${result.text}`,
            ),
          })),
        })),
      })),
    [groups],
  );
  const total = count(narrow(searchable, () => true));
  const ofKind = ({result}: Searchable) => !kind || result.kind === kind;
  const byResult = narrow(searchable, (result) => ofKind(result) && matches(result, deferredQuery, words));
  // A page's title says what a whole page is about, not what each result states: it keeps a result
  // only when no result has the words ("calculus", "coprime probability" name pages, not results).
  const byPage =
    byResult.length === 0 && words.length > 0
      ? narrow(searchable, (result, page) => ofKind(result) && words.every((word) => foldForMatching(page.title).includes(word)))
      : [];
  const filtered = byPage.length > 0 ? byPage : byResult;
  const shown = count(filtered);
  const status =
    byPage.length > 0
      ? `No result has these words; ${shown} of ${total} results are on pages whose title has them`
      : shown === total
        ? `${total} results`
        : `${shown} of ${total} results`;
  return (
    <div {...props} className={clsx(styles.index, className)}>
      <form className={styles.filters} role="search" aria-label="Filter the results" onSubmit={(event) => event.preventDefault()}>
        {/* Each label with its field: a narrow screen wraps between the pairs, never inside one. */}
        <span className={clsx(styles.field, styles.words)}>
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
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.kind}>Kind</label>
          <select id={ids.kind} value={kind} disabled={!isBrowser} onChange={(event) => setKind(event.target.value)}>
            <option value="">All kinds</option>
            {kinds.map(({name, plural}) => (
              <option key={name} value={name}>
                {plural}
              </option>
            ))}
          </select>
        </span>
        <p id={ids.count} className={styles.count} aria-live="polite">
          {status}
        </p>
      </form>
      {filtered.map(({group, pages}) => (
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
          {pages.map(({page, results}) => (
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
                    {results.map((result) => (
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
