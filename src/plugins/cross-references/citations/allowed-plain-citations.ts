/**
 * Citations of results the site states that stay plain text on purpose, each with its reason.
 * `npm run check:citations` and the build tests (tests/build/cross-references.test.ts) accept
 * exactly these; an entry that no longer matches anything fails the tests too.
 */
export type AllowedPlainCitation = {
  /** The page, relative to the site. */
  readonly file: string;
  /** The citation as it stands in the text, e.g. "Theorem 25.1". */
  readonly text: string;
  readonly reason: string;
  /** The check it is allowed in: the citations of stated results (the default), or the prose's pointers into books (./prose.ts). */
  readonly check?: 'prose';
};

export const allowedPlainCitations: readonly AllowedPlainCitation[] = [
  {
    file: 'docs/results.mdx',
    text: 'Theorem 26.7',
    reason: 'It shows the form of the Source column ("Munkres 2000, Theorem 26.7"); the entry itself is in the index below.',
  },
  {
    file: 'docs/bibliography.mdx',
    text: '§26',
    reason:
      'It quotes how a citation reads ("[Munkres 2000, §26]"); a citation written there would list the book in the page\'s own references.',
    check: 'prose',
  },
];
