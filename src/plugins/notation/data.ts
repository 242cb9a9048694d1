/**
 * What the notation plugin writes (with createData, into `.docusaurus/notation/default/`) and who reads it:
 * - pages/<page>.json, one per published page, the site's channel into MDX steps
 *   (src/plugins/lib/page-data.ts): the page's declarations as the lists show them, and the warnings
 *   about them (a symbol its list declares with another meaning), read by ./remark/notation.ts;
 * - lists/<list>.json: each list of notation, the module of its route (theme/NotationList); the site's
 *   list, `lists/all.json`, is also read by search after the build (src/plugins/search, given this file in
 *   docusaurus.config.ts), which makes each entry a record of its own;
 * - macros.json: the notation each macro that a declaration names typesets, by the key its marked
 *   symbols carry (src/plugins/maths/marks.ts), loaded when a reader first points at one (theme/FormulaNotation).
 */
import path from 'node:path';
import {pageDataChannel, pageDataName, pluginDataDir, type PageDataChannel} from '../lib/page-data';
import type {NotationList, NotationTable, PageNotation} from './table';
import type {PageInput} from '../lib/published-pages';

/** The plugin's name, which names its folder of generated files. */
export const pluginName = 'notation';

/** Where each page's notation data is written and read. */
export function notationData(siteDir: string): PageDataChannel {
  return pageDataChannel(siteDir, pluginName);
}

/** The file of the notation marked symbols show (`@generated/notation/default/macros.json`). */
export const macrosFileName = 'macros.json';

/** Each published page's data file, written for every page: one that gains a clash compiles again. */
export function notationPageFiles(
  siteDir: string,
  pages: readonly PageInput[],
  table: NotationTable,
): {readonly name: string; readonly data: PageNotation}[] {
  const none: PageNotation = {entries: [], warnings: [], macros: table.macroKeys, undeclared: table.undeclared};
  return pages.map((page) => ({name: pageDataName(siteDir, page.file), data: table.pages.get(page.file) ?? none}));
}

const siteListFileName = 'lists/all.json';

/** The site's list of notation, every entry with its meaning and its definition's link: for search. */
export function siteNotationFile(siteDir: string): string {
  return path.join(pluginDataDir(siteDir, pluginName), siteListFileName);
}

/** The data file of a list: "/notation/a/b/" is `lists/a-b.json`, the site's list `lists/all.json`. */
export function listFileName(list: NotationList): string {
  const key = list.path
    .replace(/^\/notation\/?/, '')
    .replace(/\/$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  return key ? `lists/${key}.json` : siteListFileName;
}
