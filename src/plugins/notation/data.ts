/**
 * What notation contributes (notationContribution, below, from the site model's extraction of every
 * page), written into `.docusaurus/site-model/default/notation/`, and who reads it:
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
import type {Contribution} from '../lib/contribution';
import {capabilityDataDir, pageDataChannel, pageDataName, type PageDataChannel} from '../lib/page-data';
import {
  buildNotationTable,
  formatNotationProblems,
  listsOfPages,
  type ExtractedNotationSite,
  type NotationList,
  type NotationTable,
  type PageNotation,
} from './table';
import type {PageInput} from '../lib/published-pages';

/** The capability's name, which names its folder of generated files. */
export const capability = 'notation';

/** Where each page's notation data is written and read. */
export function notationData(siteDir: string): PageDataChannel {
  return pageDataChannel(siteDir, capability);
}

/** The file of the notation marked symbols show (`@generated/site-model/default/notation/macros.json`). */
const macrosFileName = 'macros.json';

/** Each published page's data file, written for every page: one that gains a clash compiles again. */
export function notationPageFiles(
  siteDir: string,
  pages: readonly PageInput[],
  table: NotationTable,
): {readonly name: string; readonly data: PageNotation}[] {
  const none: PageNotation = {entries: [], warnings: [], macros: {}, undeclared: {}};
  return pages.map((page) => ({name: pageDataName(siteDir, page.file), data: table.pages.get(page.file) ?? none}));
}

export const siteListFileName = 'lists/all.json';

/** The site's list of notation, every entry with its meaning and its definition's link: for search. */
export function siteNotationFile(siteDir: string): string {
  return path.join(capabilityDataDir(siteDir, capability), siteListFileName);
}

/** The data file of a list: "/notation/a/b/" is `lists/a-b.json`, the site's list `lists/all.json`. */
function listFileName(list: NotationList): string {
  const key = list.path
    .replace(/^\/notation\/?/, '')
    .replace(/\/$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  return key ? `lists/${key}.json` : siteListFileName;
}

/** The component of a list's route. */
const listComponent = '@theme/NotationList';

/**
 * What notation contributes: each page's data, `macros.json`, each list with its route, and which list
 * holds each page's notation (global data: theme/NotationLink). A declaration KaTeX cannot typeset, a
 * macro two declarations name or one the macro file lists that none declares stop a build; a symbol
 * with two meanings in one list is a warning.
 */
export function notationContribution(
  siteDir: string,
  site: ExtractedNotationSite,
  macroPlaces: Parameters<typeof buildNotationTable>[2],
): Contribution {
  const table = buildNotationTable(siteDir, site, macroPlaces);
  const lists = [...table.lists, table.all];
  return {
    capability,
    files: [
      {name: macrosFileName, data: table.macros},
      ...notationPageFiles(
        siteDir,
        site.map(({page}) => page),
        table,
      ),
      ...lists.map((list) => ({name: listFileName(list), data: list})),
    ],
    routes: lists.map((list) => ({path: list.path, component: listComponent, modules: {list: listFileName(list)}})),
    globalData: listsOfPages(table.lists),
    warnings: table.warnings.length > 0 ? [formatNotationProblems(siteDir, table.warnings)] : [],
    problems: {lines: table.problems.length > 0 ? [formatNotationProblems(siteDir, table.problems)] : [], stopsBuild: true},
    // A problem of the macro file, or a macro two declarations name (the declaration's own step does not
    // see the other): a page's own declarations and formulas fail where they are (./remark/notation.ts).
    siteWide: table.problems
      .filter((problem) => !/\.mdx?$/.test(problem.file) || problem.reason.startsWith('The macro '))
      .map((problem) => formatNotationProblems(siteDir, [problem])),
  };
}
