import {createContext, useContext} from 'react';
import type {Backlink, PageCrossReferences, ResolvedReference} from '@site/src/plugins/cross-references/table/table';

/** The page's cross-reference data (src/plugins/cross-references), provided by the page itself. */
export const CrossReferencesContext = createContext<PageCrossReferences | undefined>(undefined);

export function useReferenceTarget(label: string): ResolvedReference | undefined {
  return useContext(CrossReferencesContext)?.targets[label];
}

const noBacklinks: readonly Backlink[] = [];

/** Where the block or equation with this anchor is used, in reading order. */
export function useBacklinks(anchor: string | undefined): readonly Backlink[] {
  const data = useContext(CrossReferencesContext);
  return (anchor && data?.usedIn[anchor]) || noBacklinks;
}

/** The link to the block's node in its chapter's dependency graph, when it is one. */
export function useGraphLink(anchor: string | undefined): string | undefined {
  const data = useContext(CrossReferencesContext);
  return anchor ? data?.inGraph?.[anchor] : undefined;
}
