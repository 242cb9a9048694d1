// The navbar search box: Pagefind results as you type, in a listbox driven by the keyboard.
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSearch, type SearchState} from '../../ui/useSearch';
import {HitSummary, IndexProblem, NoResults} from '../../ui/HitSummary';
import hitStyles from '../../ui/hit.module.css';
import styles from './styles.module.css';

const shownHits = 8;

function isShortcut(event: globalThis.KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

export default function SearchBar(): ReactNode {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The option picked by the arrows, by its hit: results that arrive afterwards (the last letters typed
  // answered late) keep it picked where it still is, and drop it where it is not.
  const [activeHit, setActiveHit] = useState<string | undefined>(undefined);
  const [isApple, setIsApple] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const listId = useId();
  const searchPage = useBaseUrl('/search');
  const state: SearchState = useSearch(query, shownHits, open);
  const allResults = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  const active = state.hits.findIndex((hit) => hit.id === activeHit);

  useEffect(() => {
    setIsApple(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (isShortcut(event)) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const go = useCallback(
    (url: string) => {
      setOpen(false);
      input.current?.blur();
      history.push(url);
    },
    [history],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = state.hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count > 0) {
        const next = event.key === 'ArrowDown' ? (active + 1) % count : (active - 1 + count) % count;
        setActiveHit(state.hits[next]!.id);
      }
    } else if (event.key === 'Enter' && query.trim() !== '') {
      event.preventDefault();
      const hit = state.hits[active];
      go(hit ? hit.url : allResults);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded = open && query.trim() !== '';
  return (
    <div className={styles.searchBar}>
      <input
        ref={input}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search the notes and the blog"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        {isApple ? '⌘' : 'Ctrl'} K
      </kbd>
      <div className={clsx(styles.panel, !expanded && styles.hidden)}>
        {/* A mousedown in the panel would blur the input and close the panel before the click lands. */}
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          aria-busy={state.pending}
          className={styles.list}
          onMouseDown={(event) => event.preventDefault()}>
          {state.hits.map((hit, index) => (
            <li
              key={hit.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={clsx(styles.option, index === active && styles.active)}>
              <Link to={hit.url} tabIndex={-1} className={styles.link} onClick={() => setOpen(false)}>
                <HitSummary hit={hit} />
              </Link>
            </li>
          ))}
        </ul>
        {/* Rendered only when open: a hidden link to /search would be a link on every page. */}
        {expanded && (
          // A press on the status keeps focus in the box (its link still works): not an interaction of its own.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <p className={styles.status} aria-live="polite" onMouseDown={(event) => event.preventDefault()}>
            {state.problem ? (
              <IndexProblem problem={state.problem} />
            ) : state.pending && state.hits.length === 0 ? (
              'Searching…'
            ) : state.hits.length === 0 ? (
              <NoResults
                query={state.answered}
                suggestion={
                  state.suggestion && (
                    // Runs the suggestion in the box, which keeps the focus (the press does not take it: see above).
                    <button
                      type="button"
                      tabIndex={-1}
                      className={hitStyles.suggestion}
                      onClick={() => setQuery(state.suggestion!)}>
                      {state.suggestion}
                    </button>
                  )
                }
              />
            ) : (
              <Link to={allResults} tabIndex={-1} onClick={() => setOpen(false)}>
                All results for “{query.trim()}”
              </Link>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
