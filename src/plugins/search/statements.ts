/**
 * The theorem-style blocks of a page (theorems, lemmas, definitions, exercises, ...) as search
 * records of their own, so that a query naming a result lands on the result.
 *
 * They come from the site-wide statement table of src/plugins/cross-references (kinds, numbers,
 * titles, sources and typeset bodies, extracted once from the MDX), the same table that numbers
 * references, previews, backlinks and the results index, which the build writes as a file of its own
 * (src/plugins/cross-references/data.ts, `statementsFile`) for search to read.
 */
import {load} from 'cheerio';
import type {StatementEntry} from '../cross-references/table/table';
import {prepareForIndex, readableText} from '../maths/html-text';
import {withPlainJoins} from '../lib/spelling';
import {statementClasses} from '../cross-references/components';

export interface StatementRecord {
  /** The anchor of the block on its page, e.g. "munkres-26.8" or "lemma-32". */
  id: string;
  /** "Lemma 32 (Tube lemma) [Munkres, Lemma 26.8]", as the block's header reads. */
  heading: string;
  /** The statement itself, with formulas as readable Unicode. */
  body: string;
}

/** The blocks in the built HTML, which the page's sections leave out (each is a record of its own). */
export const statementSelector = `.${statementClasses.block}[id]`;

/** Every numbered block of each page, by permalink, as the cross-references plugin writes them. */
export type StatementsByPage = Readonly<Record<string, readonly StatementEntry[]>>;

/** The statements of the page at `permalink`, from the statement table. */
export function statementRecords(statements: StatementsByPage, permalink: string): StatementRecord[] {
  return (statements[permalink] ?? []).map((statement) => {
    const $ = load(statement.html, null, false);
    prepareForIndex($);
    const title = statement.title ? ` (${statement.title})` : '';
    const source = statement.source ? ` [${statement.source}]` : '';
    return {
      id: statement.id,
      heading: withPlainJoins(`${statement.kind} ${statement.number}${title}${source}`),
      body: readableText($, $.root().contents().toArray()),
    };
  });
}
