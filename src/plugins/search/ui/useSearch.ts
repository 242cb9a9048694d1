import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadSearch, loadVocabulary, searchHits, SearchIndexMissing, type Hit} from '../client';

export type SearchProblem = 'no-index' | 'failed';

export interface SearchState {
  hits: Hit[];
  /** How many hits the query has in all (`hits` are the first of them). */
  total: number;
  /** The query that `hits` answer. */
  answered: string;
  /** When it finds nothing, a query that would: its words the site does not contain replaced by their nearest. */
  suggestion?: string;
  /** A search for the current query is under way: `hits` still answer an earlier one. */
  pending: boolean;
  problem?: SearchProblem;
}

/**
 * The hits for `query`, updated as it changes. Nothing is downloaded until `active` is first
 * true (the box is focused, or the page shows results), so pages that never search pay nothing.
 */
export function useSearch(query: string, limit: number, active: boolean): SearchState {
  const indexUrl = useBaseUrl('/pagefind/');
  const trimmed = query.trim();
  const [result, setResult] = useState<Omit<SearchState, 'pending'>>({
    hits: [],
    total: 0,
    answered: '',
  });
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (active) {
      setWanted(true);
    }
  }, [active]);

  useEffect(() => {
    if (!wanted) {
      return undefined;
    }
    // A later keystroke supersedes this search: its results must not land after the newer ones.
    let current = true;
    loadSearch(indexUrl)
      // The vocabulary is read only for a query that finds nothing, a letter's worth at a time.
      .then((search) => (trimmed === '' ? {hits: [], total: 0} : searchHits(search, trimmed, limit, loadVocabulary(indexUrl))))
      .then((answer) => current && setResult({...answer, answered: trimmed}))
      .catch((error: unknown) => {
        if (current) {
          setResult({
            hits: [],
            total: 0,
            answered: trimmed,
            problem: error instanceof SearchIndexMissing ? 'no-index' : 'failed',
          });
        }
      });
    return () => {
      current = false;
    };
  }, [wanted, trimmed, limit, indexUrl]);

  return {...result, pending: result.answered !== trimmed};
}
