import React, {type ReactNode} from 'react';
import type {Hit} from '../client';
import type {SearchProblem} from './useSearch';
import styles from './hit.module.css';

const kindLabel: Record<Hit['kind'], string> = {
  statement: 'Result',
  page: 'Page',
  section: 'Section',
  source: 'Source',
  notation: 'Notation',
};

/** Title, where it is, and the snippet with the matched words marked. */
export function HitSummary({hit}: {hit: Hit}): ReactNode {
  return (
    <>
      <span className={styles.title}>{hit.title}</span>
      <span className={styles.context}>
        {kindLabel[hit.kind]}
        {hit.page ? ` in ${hit.page}` : ''}
      </span>
      {/* Pagefind's excerpt is the indexed text, escaped, with <mark> around the matches. */}
      <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
    </>
  );
}

/** What a search that finds nothing says, with what to try instead: the `suggestion`, a link or button that runs it, if there is one. */
export function NoResults({
  query,
  examples = false,
  suggestion,
}: {
  query: string;
  examples?: boolean;
  suggestion?: ReactNode;
}): ReactNode {
  if (suggestion) {
    return (
      <>
        No results for “{query}”. Did you mean {suggestion}?
      </>
    );
  }
  return (
    <>
      No results for “{query}”. Check its spelling, or try{' '}
      {examples ? 'a name, a result or a term: “Heine-Borel”, “tube lemma”, “compact”.' : 'other words.'}
    </>
  );
}

export function IndexProblem({problem}: {problem: SearchProblem}): ReactNode {
  if (problem === 'no-index' && process.env.NODE_ENV === 'development') {
    return (
      <>
        No search index yet: run <code>npm run build</code> once, and <code>npm start</code> then searches the last build.
      </>
    );
  }
  return <>Search is unavailable: its index could not be loaded.</>;
}
