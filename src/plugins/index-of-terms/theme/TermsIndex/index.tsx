/**
 * The index of terms (docs/index-of-terms.mdx): every term of the site by letter, with a bar of the
 * letters, each term's definitions first (in bold) and the other places it is indexed, each a link
 * that previews its place as the references do (hover, focus, tap); sub-entries under their term,
 * "see" and "see also" as links to the entries they name. The whole index is in the static HTML; in
 * the browser it can be narrowed by words, accents and case aside.
 */
import React, {useDeferredValue, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePreviewLink} from '@site/src/plugins/cross-references/theme/Preview';
import {indexClasses} from '@site/src/plugins/index-of-terms/components';
import {foldForMatching} from '@site/src/plugins/lib/spelling';
import type {IndexEntry, IndexGroup, IndexLocator, IndexSubentry} from '@site/src/plugins/index-of-terms/table';
import styles from './styles.module.css';

export type Props = {
  /** The index, grouped by letter (src/plugins/index-of-terms, `index.json`). */
  readonly groups: readonly IndexGroup[];
};

/** The anchor of a letter's heading. */
const letterId = (letter: string) => `letter-${letter.toLowerCase()}`;

/** A place the term is indexed: a link that previews it, as a reference does. */
function Locator({locator, term}: {readonly locator: IndexLocator; readonly term: string}): ReactNode {
  const entry = locator.paragraphHtml ? {html: locator.paragraphHtml, label: `Where “${term}” is indexed`} : undefined;
  const {preview, linkProps} = usePreviewLink(locator.target.anchor, locator.target, entry);
  const link = (
    <Link {...linkProps} to={locator.href} className={clsx(styles.locator, indexClasses.locator)}>
      {locator.text}
    </Link>
  );
  return (
    <>
      {locator.defines ? (
        <strong className={indexClasses.definition}>
          {link}
          <span className={styles.visuallyHidden}> (definition)</span>
        </strong>
      ) : (
        link
      )}
      {preview.card}
    </>
  );
}

/** Locators one after another on one page, under that page's title. */
function byPage(locators: readonly IndexLocator[]): {page: string; permalink: string; locators: IndexLocator[]}[] {
  const runs: {page: string; permalink: string; locators: IndexLocator[]}[] = [];
  for (const locator of locators) {
    const last = runs.at(-1);
    if (last?.permalink === locator.permalink) {
      last.locators.push(locator);
    } else {
      runs.push({page: locator.page, permalink: locator.permalink, locators: [locator]});
    }
  }
  return runs;
}

/** "see X" or "see also X; Y", each a link to the entry it names; after what comes before it. */
function CrossReferences({
  label,
  targets,
  after,
}: {
  readonly label: string;
  readonly targets: IndexSubentry['see'];
  readonly after: boolean;
}): ReactNode {
  if (targets.length === 0) {
    return null;
  }
  return (
    <span className={styles.crossReference}>
      {after ? '; ' : ', '}
      <em>{label}</em>{' '}
      {targets.map((target, index) => (
        <React.Fragment key={target.key + target.text}>
          {index > 0 && '; '}
          {/* KaTeX's HTML and MathML, typeset at build time. */}
          <Link to={`#${target.key}`} dangerouslySetInnerHTML={{__html: target.html}} />
        </React.Fragment>
      ))}
    </span>
  );
}

/** An entry's or sub-entry's term, its places and its cross-references. */
function EntryLine({entry}: {readonly entry: IndexSubentry}): ReactNode {
  return (
    <>
      {/* KaTeX's HTML and MathML, typeset at build time. */}
      <span className={styles.term} dangerouslySetInnerHTML={{__html: entry.html}} />
      {byPage(entry.locators).map((run, index) => (
        <span key={run.locators[0]!.href} className={styles.run}>
          {index > 0 ? '; ' : ': '}
          <span className={styles.page}>{run.page}</span>{' '}
          {run.locators.map((locator, position) => (
            <React.Fragment key={locator.href}>
              {position > 0 && ', '}
              <Locator locator={locator} term={entry.plain} />
            </React.Fragment>
          ))}
        </span>
      ))}
      <CrossReferences label="see" targets={entry.see} after={entry.locators.length > 0} />
      <CrossReferences label="see also" targets={entry.seeAlso} after={entry.locators.length > 0 || entry.see.length > 0} />
    </>
  );
}

/** Whether the words typed are all in the entry's term or one of its sub-entries'. */
function matches(entry: IndexEntry, words: readonly string[]): boolean {
  const haystack = foldForMatching([entry.plain, ...entry.subentries.map((subentry) => subentry.plain)].join(' '));
  return words.every((word) => haystack.includes(word));
}

export default function TermsIndex({groups}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const words = useMemo(() => foldForMatching(deferredQuery).split(/\s+/).filter(Boolean), [deferredQuery]);
  const ids = {query: useId(), count: useId()};
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const filtered = useMemo(
    () =>
      groups
        .map((group) => ({...group, entries: group.entries.filter((entry) => matches(entry, words))}))
        .filter((group) => group.entries.length > 0),
    [groups, words],
  );
  const shown = filtered.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <div className={styles.index}>
      <form className={styles.filter} role="search" aria-label="Filter the index" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.query}>Terms</label>
        <input
          id={ids.query}
          type="search"
          value={query}
          disabled={!isBrowser}
          placeholder="e.g. compact"
          aria-describedby={ids.count}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={ids.count} className={styles.count} aria-live="polite">
          {shown === total ? `${total} terms` : `${shown} of ${total} terms`}
        </p>
      </form>
      <nav className={styles.letters} aria-label="Letters">
        <ul>
          {filtered.map((group) => (
            <li key={group.letter}>
              <Link to={`#${letterId(group.letter)}`}>{group.letter}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {filtered.map((group) => (
        <section key={group.letter} className={styles.group}>
          <Heading as="h2" id={letterId(group.letter)}>
            {group.letter}
          </Heading>
          <ul className={styles.entries}>
            {group.entries.map((entry) => (
              <li key={entry.key} id={entry.key} className={clsx(styles.entry, indexClasses.entry)}>
                <EntryLine entry={entry} />
                {entry.subentries.length > 0 && (
                  <ul className={styles.subentries}>
                    {entry.subentries.map((subentry) => (
                      <li key={subentry.text} className={indexClasses.subentry}>
                        <EntryLine entry={subentry} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shown === 0 && <p className={styles.empty}>No term of the index has these words.</p>}
    </div>
  );
}
