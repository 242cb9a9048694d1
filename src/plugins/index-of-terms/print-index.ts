/**
 * A print edition's index (src/plugins/print): the entries of the index of terms that have places in the
 * edition's pages, with those places only. Run at build time for each edition's share of the index
 * (src/plugins/print/share.ts), which the edition's index renders as it is (./theme/IndexInPrint).
 */
import {printKey} from '../lib/print-context';
import type {IndexEntry, IndexGroup, IndexSubentry} from './table';

/** The edition's pages, by their print key (printKey of their permalinks). */
export type DocumentPages = {has(key: string): boolean};

/** The entry with only the places in the document (in reading order); none when nothing of it is. */
function inDocument<Entry extends IndexSubentry>(entry: Entry, pages: DocumentPages): Entry | undefined {
  const locators = entry.locators.filter((locator) => pages.has(printKey(locator.permalink))).sort((a, b) => a.order - b.order);
  return locators.length > 0 ? {...entry, locators} : undefined;
}

/** The document's index: its entries, their sub-entries and "see" entries whose targets it has. */
export function documentIndex(groups: readonly IndexGroup[], pages: DocumentPages): IndexGroup[] {
  const kept = groups.map((group) => ({
    letter: group.letter,
    entries: group.entries.flatMap((entry): IndexEntry[] => {
      const subentries = entry.subentries.flatMap((subentry) => inDocument(subentry, pages) ?? []);
      const own = inDocument(entry, pages);
      return own || subentries.length > 0 ? [{...entry, locators: own?.locators ?? [], subentries}] : [];
    }),
  }));
  const keys = new Set(kept.flatMap((group) => group.entries.map((entry) => entry.key)));
  // A "see" to a term the document has stays, as an entry of its own when it had no places.
  for (const [position, group] of groups.entries()) {
    for (const entry of group.entries) {
      if (!keys.has(entry.key) && entry.see.length > 0 && entry.see.every((target) => keys.has(target.key))) {
        kept[position]!.entries.push({...entry, locators: [], subentries: [], seeAlso: []});
      }
    }
  }
  return kept
    .map((group) => ({
      ...group,
      entries: group.entries.map((entry) => ({...entry, seeAlso: entry.seeAlso.filter((target) => keys.has(target.key))})),
    }))
    .filter((group) => group.entries.length > 0);
}
