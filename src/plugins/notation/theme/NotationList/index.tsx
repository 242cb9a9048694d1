/**
 * A list of notation (one route per chapter or notes page that declares notation, and one for the
 * site, added by src/plugins/notation): each symbol typeset, its meaning, and the definition that
 * introduces it, a reference with that definition's preview. In the order the symbols are introduced;
 * the whole list is in the static HTML, and in the browser it can be narrowed by words.
 */
import React, {useDeferredValue, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {notationListPageClass} from '@site/src/plugins/notation/components';
import {foldForMatching} from '@site/src/plugins/lib/spelling';
import {CrossReference, CrossReferencesProvider} from '@site/src/plugins/cross-references/theme/CrossReference';
import type {NotationEntry, NotationList as List} from '@site/src/plugins/notation/table';
import styles from './styles.module.css';

export type Props = {
  /** One list of src/plugins/notation (a createData module of its route). */
  readonly list: List;
};

/**
 * Whether each word typed is found in what the list says the entry is: its symbol (as text) or its
 * meaning. Not the TeX, which the list does not show (`\mathbb` would find every blackboard
 * symbol), nor the definition or page that introduces it, which say what a whole block or page is
 * about: "norm" would find the T₁ axiom, introduced with normal spaces.
 */
function matches(entry: NotationEntry, words: readonly string[]): boolean {
  const haystack = foldForMatching(`${entry.symbolText} ${entry.meaningText}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * The words only a page's title has ("Urysohn", "Banach"): that page's symbols, as the results
 * index does for its results (src/plugins/cross-references/theme/ResultsIndex), and said so.
 */
function onPagesNamed(entry: NotationEntry, words: readonly string[]): boolean {
  const title = foldForMatching(entry.page);
  return words.every((word) => title.includes(word));
}

function DefinedIn({entry, site}: {readonly entry: NotationEntry; readonly site: boolean}): ReactNode {
  const {definition} = entry;
  if (!definition) {
    return (
      <Link to={entry.href}>
        {site ? entry.page : 'In the prose'}
        {site ? '' : ` of ${entry.page}`}
      </Link>
    );
  }
  const {anchor, ...target} = definition;
  return (
    <>
      <CrossReferencesProvider value={{targets: {[anchor]: target}, usedIn: {}}}>
        <CrossReference to={anchor}>
          {definition.text}
          {definition.title ? ` (${definition.title})` : ''}
        </CrossReference>
      </CrossReferencesProvider>
      <span className={styles.pageName}>, {entry.page}</span>
    </>
  );
}

export default function NotationList({list}: Props): ReactNode {
  const site = list.lists !== undefined;
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const words = useMemo(() => foldForMatching(deferredQuery).split(/\s+/).filter(Boolean), [deferredQuery]);
  const ids = {query: useId(), count: useId()};
  const byEntry = list.entries.filter((entry) => matches(entry, words));
  const byPage = byEntry.length === 0 && words.length > 0 ? list.entries.filter((entry) => onPagesNamed(entry, words)) : [];
  const shown = byPage.length > 0 ? byPage : byEntry;
  const total = list.entries.length;
  const status =
    byPage.length > 0
      ? `No symbol has these words; ${shown.length} of ${total} symbols are on pages whose title has them`
      : shown.length === total
        ? `${total} symbols`
        : `${shown.length} of ${total} symbols`;
  // A chapter's or page's title may have a colon of its own ("Chapter 2: Topological spaces…"): the
  // list's title and intro name it whole, and add none.
  const title = site ? 'All notation' : `Notation of ${list.title}`;
  const description = site
    ? 'Every symbol the notes introduce, with its meaning and the definition that introduces it.'
    : `Every symbol of ${list.title}, with its meaning and the definition that introduces it.`;
  return (
    // The page's own class on <html> (search indexes the lists by it: src/plugins/search).
    <HtmlClassNameProvider className={notationListPageClass}>
      <Layout title={title} description={description}>
        <main className={clsx('container', 'margin-vert--lg', styles.page)}>
          <div className="markdown">
            <Heading as="h1">{title}</Heading>
            <p>
              {site ? (
                'Every symbol the notes introduce'
              ) : (
                <>
                  Every symbol of <Link to={list.home}>{list.title}</Link>
                </>
              )}
              , in the order they are introduced, with what each means and the definition that introduces it: hover, focus or tap
              the definition to preview it.{' '}
              {site ? (
                'Each chapter has a list of its own: '
              ) : (
                <>
                  All the notes&apos; notation is in the <Link to="/notation/">list of all notation</Link>.
                </>
              )}
              {list.lists?.map((own, index) => (
                <React.Fragment key={own.path}>
                  {index > 0 && ', '}
                  <Link to={own.path}>{own.title}</Link>
                </React.Fragment>
              ))}
              {site ? '.' : ''}
            </p>
            <form
              className={styles.filters}
              role="search"
              aria-label="Filter the notation"
              onSubmit={(event) => event.preventDefault()}>
              <label htmlFor={ids.query}>Words</label>
              <input
                id={ids.query}
                type="search"
                value={query}
                disabled={!isBrowser}
                placeholder="e.g. closure"
                aria-describedby={ids.count}
                onChange={(event) => setQuery(event.target.value)}
              />
              <p id={ids.count} className={styles.count} aria-live="polite">
                {status}
              </p>
            </form>
            <div className={styles.tableWrapper}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Symbol</th>
                    <th scope="col">Meaning</th>
                    <th scope="col">Introduced in</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((entry) => (
                    <tr key={`${entry.href}\u0000${entry.tex}`} className="notation-entry">
                      {/* KaTeX's HTML and MathML, typeset at build time. */}
                      <td className={styles.symbol} dangerouslySetInnerHTML={{__html: entry.symbolHtml}} />
                      <td dangerouslySetInnerHTML={{__html: entry.meaningHtml}} />
                      <td>
                        <DefinedIn entry={entry} site={site} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {shown.length === 0 && <p className={styles.empty}>No symbol matches these words.</p>}
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
