/**
 * Each declared notation as a search record of its own, so that a query for its name ("K-topology",
 * "closure") lands on the definition that introduces it, as the lists of notation link to it.
 *
 * They come from the site's list of notation (src/plugins/notation, `siteNotationFile`), which holds
 * each symbol and meaning already as readable text, by the site's one maths-to-text conversion.
 */
import type {NotationList} from '../notation/table';
import {withPlainJoins} from '../lib/spelling';

export interface NotationRecord {
  /**
   * The declaration's own anchor, which names the record: Pagefind keeps one record per URL, and a
   * definition's own record and each notation it declares would otherwise share its anchor.
   */
  url: string;
  /** Where a hit takes the reader, as the lists of notation link: the definition, or the declaration in the prose. */
  target: string;
  /** "ℝ_K: the real line with the K-topology, …", the symbol as readable text and its meaning. */
  heading: string;
  /** Where it is introduced: "Introduced in Definition 5 (Closed set, closure, interior)." */
  body: string;
  /** The page that introduces it. */
  page: string;
}

export function notationRecords(list: NotationList): NotationRecord[] {
  return list.entries.map((entry) => {
    const {definition} = entry;
    const where = definition
      ? `${definition.text}${definition.title ? ` (${definition.title})` : ''}`
      : `the prose of ${entry.page}`;
    return {
      url: `${entry.permalink}#${entry.anchor}`,
      target: entry.href,
      heading: withPlainJoins(`${entry.symbolText}: ${entry.meaningText}`),
      body: withPlainJoins(`Introduced in ${where}.`),
      page: entry.page,
    };
  });
}
