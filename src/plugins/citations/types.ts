/** What the citations plugin writes for pages and the bibliography page, and what their components read. */

/** One bibliography entry as pages show it. */
export type EntryView = {
  readonly key: string;
  /** "Munkres", "Hardy and Wright", "Graham et al.". */
  readonly names: string;
  /** "2000", or "1994a" where two entries would read alike. */
  readonly year: string;
  /** The entry in the site's style, as HTML and as plain text. */
  readonly html: string;
  readonly text: string;
};

/** An entry a page cites, with the ids of the places on the page that cite it. */
export type PageReference = EntryView & {readonly cites: readonly string[]};

/** A page's data file in the citations channel (src/plugins/lib/page-data.ts). */
export type PageCitations = {
  /** What the page cites, in the order of a reference list. */
  readonly references: readonly PageReference[];
  /** Each cited key the bibliography lacks, with the error that says so and the closest keys. */
  readonly unknown?: Readonly<Record<string, string>>;
  /** Errors in the bibliography file itself, as file:line:col lines (a page that cites fails with them). */
  readonly bibliography?: readonly string[];
};

/** A page that cites an entry, for the bibliography page and the print editions' bibliographies. */
export type CitingPage = {
  readonly title: string;
  readonly permalink: string;
  /** The ids of the places on the page that cite the entry, in reading order. */
  readonly cites: readonly string[];
};

export type BibliographyEntry = EntryView & {readonly citedBy: readonly CitingPage[]};

/** The anchor of an entry in a page's "References" and on the bibliography page. */
export function entryAnchor(key: string): string {
  return `ref-${key}`;
}
