/**
 * The components the cross-references step writes into pages (./remark/references.ts), by the names
 * src/theme/MDXComponents registers them under: one source for both. No Node code here (the theme imports it).
 */
export const crossReferenceComponents = {
  /** A reference to a numbered block or a labelled equation, with its preview. */
  reference: 'CrossReference',
  /** A labelled equation, its number and anchor. */
  equation: 'Equation',
} as const;
