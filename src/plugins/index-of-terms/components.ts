/**
 * The component an author writes to index a place, `<Index term="Lindelöf space" />`, by the name
 * src/theme/MDXComponents registers it under and the index's extraction (./extract.ts) looks for: one
 * source for both. No Node code here.
 */
export const indexElement = 'Index';

/** The class of an `<Index>` element's anchor in a page (theme/Index). */
export const indexAnchorClass = 'index-term-anchor';

/**
 * The classes of the index's markup that others read: the index page's entries, their places and
 * the definition among them (its tests, search's record of the page), and the print index's
 * entries and places, whose page numbers the PDF's printing reads (print/pdf.ts).
 */
export const indexClasses = {
  entry: 'index-entry',
  subentry: 'index-subentry',
  locator: 'index-locator',
  definition: 'index-definition',
  printEntry: 'print-index-entry',
  printLocator: 'print-index-locator',
} as const;
