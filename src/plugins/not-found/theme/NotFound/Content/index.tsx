// Replaces theme-classic's not-found text ("We could not find what you were looking for…", with
// nothing to go on) wherever it shows: the not-found page, and a missing path under /docs/, where
// the docs render this content alone. It gives the page its title and description, the search box,
// the ways to the notes and the blog, and for a mistyped address the pages nearest to it.
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import MathTitle from '@site/src/plugins/maths/theme/MathTitle';
import {closestPages, type SitePage} from '../../../closest';
import styles from './styles.module.css';

/** The pages nearest to this address, once the page has hydrated (the same 404.html answers every address). */
function useClosestPages(): SitePage[] {
  const {pathname} = useLocation();
  const [closest, setClosest] = useState<SitePage[]>([]);
  useEffect(() => {
    let current = true;
    import('@generated/not-found/default/pages.json')
      .then((module) => current && setClosest(closestPages(pathname, module.default)))
      // Offline, the page still offers the search and the ways to the notes and the blog.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname]);
  return closest;
}

export default function NotFoundContent({className}: Props): ReactNode {
  const closest = useClosestPages();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const [query, setQuery] = useState('');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description="This page does not exist. Use the search, the notes or the blog to find what you were looking for."
      />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address: it may have moved, or the link to it may be mistyped.</p>
          {closest.length > 0 && (
            <section aria-label="Perhaps you were looking for">
              <Heading as="h2" className={styles.closestTitle}>
                Perhaps you were looking for
              </Heading>
              <ul>
                {closest.map((page) => (
                  <li key={page.permalink}>
                    <Link to={page.permalink}>
                      <MathTitle text={page.title} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {/* A plain form: without JavaScript it still opens the results page. */}
          <form
            role="search"
            action={searchPage}
            method="get"
            className={styles.search}
            onSubmit={(event) => {
              event.preventDefault();
              history.push(`${searchPage}?q=${encodeURIComponent(query.trim())}`);
            }}>
            <input
              type="search"
              name="q"
              className={styles.input}
              aria-label="Search the notes and the blog"
              placeholder="Theorem, name or word"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </form>
          <p>
            Or browse <Link to="/docs/home">the notes</Link> or <Link to="/blog">the blog</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
