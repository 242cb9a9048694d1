/**
 * The class on <html> of every list of notation (theme/NotationList), by which search indexes the
 * lists as pages (src/plugins/search).
 */
export const notationListPageClass = 'notation-list-page';

/**
 * The component the notation step adds to a page whose formulas mark notation (./remark/notation.ts),
 * by the name src/theme/MDXComponents registers it under: one source for both. No Node code here.
 */
export const notationComponents = {
  /** Shows a marked symbol's notation on hover, focus or tap (theme/FormulaNotation). */
  formulaNotation: 'FormulaNotation',
} as const;
