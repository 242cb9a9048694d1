/**
 * The components the citations step writes into pages (./remark/citations.ts), by the names
 * src/theme/MDXComponents registers them under: one source for both. No Node code here (the theme imports it).
 */
export const citationComponents = {
  /** Each citation: its links in the style, and its entry on hover, focus or tap (theme/Citation). */
  citation: 'Citation',
  /** The page's "References" section. */
  references: 'References',
} as const;

/** Classes of citations' markup that search, the feeds and the tests read. */
export const citationClasses = {
  /** An entry of the bibliography page (theme/Bibliography): search makes each a record. */
  bibliographyEntry: 'bibliography-entry',
  /** A References entry's links back to its citations: a feed leaves them out. */
  referenceBacklinks: 'reference-backlinks',
} as const;
