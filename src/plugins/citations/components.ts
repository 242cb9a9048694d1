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
