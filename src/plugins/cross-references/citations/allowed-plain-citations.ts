/**
 * Citations of results the site states that stay plain text on purpose, each with its reason.
 * `npm run check:citations` and the build test (tests/build/cross-references.test.ts) accept
 * exactly these; an entry that no longer matches anything fails the test too.
 */
export type AllowedPlainCitation = {
  /** The page, relative to the site. */
  readonly file: string;
  /** The citation as it stands in the text, e.g. "Theorem 25.1". */
  readonly text: string;
  readonly reason: string;
};

export const allowedPlainCitations: readonly AllowedPlainCitation[] = [
  {
    file: 'docs/results.mdx',
    text: 'Theorem 26.7',
    reason: 'It shows the form of the Source column ("Munkres 2000, Theorem 26.7"); the entry itself is in the index below.',
  },
];
