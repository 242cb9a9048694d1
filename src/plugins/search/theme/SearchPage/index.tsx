// The /search?q=… results page: shareable, every hit with its snippet, the matches marked.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import {useSearch} from '../../ui/useSearch';
import {HitSummary, IndexProblem, NoResults} from '../../ui/HitSummary';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** Hits shown at first, and added by each "Show more". */
const pageSize = 30;

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The page is built without a query: it hydrates as built, then reads the query of the address.
  const isBrowser = useIsBrowser();
  const urlQuery = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [query, setQuery] = useState(urlQuery);
  const [limit, setLimit] = useState(pageSize);
  const state = useSearch(query, limit, true);
  const trimmed = query.trim();
  const more = Math.min(pageSize, state.total - state.hits.length);
  const results = useRef<HTMLOListElement>(null);
  const searchPage = useBaseUrl('/search');
  // After "Show more", focus goes to the first of the added results (the button may be gone).
  const focusFrom = useRef<number>(undefined);

  // Back and forward, or a search from the navbar while on this page, change the URL's query.
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  useEffect(() => setLimit(pageSize), [trimmed]);
  useEffect(() => {
    const from = focusFrom.current;
    if (from !== undefined && state.hits.length > from) {
      focusFrom.current = undefined;
      results.current?.querySelectorAll('a')[from]?.focus();
    }
  }, [state.hits]);

  const onChange = (value: string) => {
    setQuery(value);
    // Replace, not push: each keystroke is not a page of history, but the URL stays shareable.
    history.replace({...location, search: value.trim() ? `?q=${encodeURIComponent(value)}` : ''});
  };

  return (
    <Layout>
      <PageMetadata
        title={urlQuery ? `Search results for "${urlQuery}"` : 'Search'}
        description="Search the notes and the blog. The index is part of the site, so search works offline."
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Search</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            className={styles.input}
            aria-label="Search the notes and the blog"
            placeholder="Theorem, name or word"
            value={query}
            onChange={(event) => onChange(event.target.value)}
          />
        </form>
        <p className={styles.status} aria-live="polite">
          {state.problem ? (
            <IndexProblem problem={state.problem} />
          ) : trimmed === '' ? (
            'Type a word, a name or a result: “Heine-Borel”, “tube lemma”, “compact”.'
          ) : state.pending ? (
            'Searching…'
          ) : state.total === 0 ? (
            <NoResults
              query={state.answered}
              examples
              suggestion={
                state.suggestion && <Link to={`${searchPage}?q=${encodeURIComponent(state.suggestion)}`}>{state.suggestion}</Link>
              }
            />
          ) : (
            `${state.total} result${state.total === 1 ? '' : 's'} for “${state.answered}”${state.hits.length < state.total ? `, the first ${state.hits.length} shown` : ''}`
          )}
        </p>
        <ol ref={results} className={styles.results}>
          {state.hits.map((hit) => (
            <li key={hit.id}>
              <article className={styles.result}>
                <Link to={hit.url} className={styles.link}>
                  <HitSummary hit={hit} />
                </Link>
              </article>
            </li>
          ))}
        </ol>
        {!state.pending && more > 0 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              focusFrom.current = state.hits.length;
              setLimit(state.hits.length + pageSize);
            }}>
            {`Show ${more} more result${more === 1 ? '' : 's'}`}
          </button>
        )}
      </main>
    </Layout>
  );
}
