/**
 * Each print edition's share of the site-wide tables: the notation its pages declare, the sources they
 * cite and its index, cut at build time so that the edition renders them as they are. Written by the site model with the other
 * capabilities' files (src/plugins/site-model/contributions.ts), one file per edition, which the print
 * plugin gives the edition's route as its `share` (./index.ts): an edition loads its own share, not the
 * site's whole list of notation, bibliography and index (340 kB of JSON that chapter 3's edition parsed
 * in a task of 100 ms on a slow phone, to show a tenth of it).
 */
import type {BibliographyEntry} from '../citations/types';
import {documentIndex} from '../index-of-terms/print-index';
import type {IndexGroup} from '../index-of-terms/table';
import type {Contribution} from '../lib/contribution';
import {printKey} from '../lib/print-context';
import type {PageInput} from '../lib/published-pages';
import type {NotationEntry} from '../notation/table';
import {siteDocuments, type PrintDocument} from './documents';

/** The folder of the shares among the site model's generated files (src/plugins/lib/page-data.ts). */
export const printShareCapability = 'print';

/** An edition's share, as its route gives it to theme/PrintEdition. */
export type PrintShare = {
  /** The notation its pages declare, in the site list's order. */
  readonly notation: readonly NotationEntry[];
  /** The entries of the bibliography its pages cite, each with those pages' places only. */
  readonly sources: readonly BibliographyEntry[];
  /** Its index: the entries with places in its pages, those places only, in reading order, and "see" entries to them. */
  readonly index: readonly IndexGroup[];
};

/** The share's file name, beside the others in the print folder: the PDF's name with `.json`. */
export const printShareFile = (document: PrintDocument): string => document.pdf.replace(/\.pdf$/, '.json');

/** The site-wide tables the shares are cut from, as the capabilities write them. */
export type SiteTables = {
  readonly notation: readonly NotationEntry[];
  readonly bibliography: readonly BibliographyEntry[];
  readonly index: readonly IndexGroup[];
};

/** One edition's share of the tables. */
function printShare(document: PrintDocument, tables: SiteTables): PrintShare {
  const pages = new Set(document.pages.map((page) => printKey(page.permalink)));
  return {
    notation: tables.notation.filter((entry) => pages.has(printKey(entry.permalink))),
    sources: tables.bibliography.flatMap((entry) => {
      const citedBy = entry.citedBy.filter((page) => pages.has(printKey(page.permalink)));
      return citedBy.length > 0 ? [{...entry, citedBy}] : [];
    }),
    index: documentIndex(tables.index, pages),
  };
}

/** Every edition's share, as the print capability's files. */
export function printContribution(siteDir: string, pages: readonly PageInput[], tables: SiteTables): Contribution {
  return {
    capability: printShareCapability,
    files: siteDocuments(siteDir, pages).map((document) => ({
      name: printShareFile(document),
      data: printShare(document, tables),
    })),
  };
}
