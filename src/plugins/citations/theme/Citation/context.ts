import {createContext, useContext} from 'react';
import type {PageReference, PageReferences} from '@site/src/plugins/citations/types';

/** The page's citation data (src/plugins/citations), provided by the page itself. */
export const CitationsContext = createContext<PageReferences | undefined>(undefined);

export function useCitedEntry(key: string): PageReference | undefined {
  return useContext(CitationsContext)?.references.find((entry) => entry.key === key);
}

const noReferences: readonly PageReference[] = [];

export function usePageReferences(): readonly PageReference[] {
  return useContext(CitationsContext)?.references ?? noReferences;
}
