/** What the citations plugin writes for pages and the bibliography page, and what their components read. */

/** One bibliography entry as pages show it, in the site's CSL style (./style.ts). */
export type EntryView = {
  readonly key: string;
  /** The entry cited alone, without brackets: "Munkres 2000", "Strogatz 1994a" (labels, search titles). */
  readonly label: string;
  /** The entry as the style's reference list shows it, as HTML and as plain text. */
  readonly html: string;
  readonly text: string;
};

/** A run of a formatted citation: plain text, or the text that names one item (its index) and links to its entry. */
export type CitationPart = {readonly text: string; readonly item?: number};

/** An entry a page cites, with the ids of the places on the page that cite it. */
export type PageReference = EntryView & {readonly cites: readonly string[]};

/** What a page imports for its components: the entries it cites ("References", the citations' previews). */
export type PageReferences = {
  /** What the page cites, in the order of the style's reference list. */
  readonly references: readonly PageReference[];
};

/** A page's data file in the citations channel (src/plugins/lib/page-data.ts), which its MDX step reads. */
export type PageCitations = {
  /** What the page cites, in the order of the style's reference list. */
  readonly references: readonly PageReference[];
  /** Each citation of the page in the style, in runs, by the id of its first item's link. */
  readonly citations: Readonly<Record<string, readonly CitationPart[]>>;
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
