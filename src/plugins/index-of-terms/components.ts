/**
 * The component an author writes to index a place, `<Index term="Lindelöf space" />`, by the name
 * src/theme/MDXComponents registers it under and the index's extraction (./extract.ts) looks for: one
 * source for both. No Node code here.
 */
export const indexElement = 'Index';

/** The class of an `<Index>` element's anchor in a page (theme/Index). */
export const indexAnchorClass = 'index-term-anchor';
