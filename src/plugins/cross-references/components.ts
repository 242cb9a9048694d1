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

/**
 * Classes of the blocks' markup (theme/Statements) and of references to them (theme/CrossReference) that
 * other capabilities and the tests read: search makes each numbered block a record, the print edition
 * unfolds solutions and gives each reference its page, the build checks read proofs.
 */
export const statementClasses = {
  /** Every numbered block (its id is its anchor; `data-kind` its kind). */
  block: 'theorem-block',
  proof: 'proof-block',
  solution: 'solution-block',
  /** A block's "Used in" list. */
  usedIn: 'used-in',
  /** A block's link to its node in a dependency graph. */
  usedInGraph: 'used-in-graph',
  /** A reference to a block or an equation (a link). */
  reference: 'cross-reference',
} as const;
