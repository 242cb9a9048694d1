/**
 * The theorem-style blocks of a page (theorems, lemmas, definitions, exercises, ...) as search
 * records of their own, so that a query naming a result lands on the result.
 *
 * This is the ONE place that knows where statements come from. For now it reads the built HTML,
 * where each statement renders as `<div id="…" class="… theorem-block">` whose first child is the
 * header `<p>` (label "Lemma 32", optional title, optional [source]) and whose other children
 * are the body. When the site-wide statement table of the cross-references plugin exists, point
 * this function at it; the search plugin uses nothing else about statements.
 */
import type {CheerioAPI} from 'cheerio';
import {readableText} from './text';

export interface StatementRecord {
  /** The anchor of the block on its page, e.g. "lemma-32". */
  id: string;
  /** "Lemma 32 (Tube lemma) [Munkres, Lemma 26.8]", as the header reads. */
  heading: string;
  /** The statement itself, with formulas as readable Unicode. */
  body: string;
}

export const statementSelector = '.theorem-block[id]';

/** The statements of one built page; `$` is the page, already prepared by `prepareForIndex`. */
export function statementRecords($: CheerioAPI): StatementRecord[] {
  return $(statementSelector)
    .toArray()
    .map((block) => {
      const parts = $(block).children().toArray();
      const [header, ...body] = parts;
      return {
        id: $(block).attr('id')!,
        heading: readableText($, header ? [header] : []).replace(/\.$/, ''),
        body: readableText($, body),
      };
    })
    .filter((record) => record.heading !== '');
}
