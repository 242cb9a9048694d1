/**
 * What cross-references contribute (./contribution.ts), written into
 * `.docusaurus/site-model/default/cross-references/`, and who reads it:
 * - pages/<page>.json, one per published page, the site's channel into MDX steps
 *   (src/plugins/lib/page-data.ts): its references' numbers and links, its blocks' "Used in" lists
 *   and graph links, and the labels it cites that no page defines. The MDX step
 *   (./remark/references.ts) reads it and the page imports it;
 * - previews/<page>.json: the typeset statements of a page, loaded by a preview when a reader opens one
 *   (./theme/Preview/load.ts);
 * - results.json: the results index, imported by docs/results.mdx;
 * - statements.json: every numbered block of every page, typeset, by permalink: read by search after
 *   the build (src/plugins/search, given this file in docusaurus.config.ts).
 */
import path from 'node:path';
import {capabilityDataDir, pageDataChannel, pageDataName, type PageDataChannel} from '../lib/page-data';
import type {ExtractedSite, PageCrossReferences, StatementTable} from './table/table';

/** The capability's name, which names its folder of generated files. */
export const capability = 'cross-references';

/** Where each page's cross-reference data is written and read. */
export function crossReferencesData(siteDir: string): PageDataChannel {
  return pageDataChannel(siteDir, capability);
}

/** The results index (docs/results.mdx imports it). */
export const resultsFileName = 'results.json';

/** A page's previews, by its page key (theme/Preview/load.ts imports it when a reader opens a preview). */
export function previewsFileName(pageKey: string): string {
  return `previews/${pageKey}.json`;
}

export const statementsFileName = 'statements.json';

/** The statements of every page, for search. */
export function statementsFile(siteDir: string): string {
  return path.join(capabilityDataDir(siteDir, capability), statementsFileName);
}

/** The data of a page that cites nothing and is cited by nothing. */
const noCrossReferences: PageCrossReferences = {targets: {}, usedIn: {}};

/**
 * Each published page's data file, written for every page, whether or not it has data: a page that
 * gains or loses a cited result, or whose cited label disappears, compiles again when it changes.
 * `inGraph` gives each block's link to its node in a dependency graph, by page.
 */
export function pageDataFiles(
  siteDir: string,
  site: ExtractedSite,
  table: StatementTable,
  inGraph: ReadonlyMap<string, Readonly<Record<string, string>>> = new Map(),
): {readonly name: string; readonly data: PageCrossReferences}[] {
  return site.map(({page}) => {
    const data = table.pages.get(page.file);
    const links = inGraph.get(page.file);
    const unknown = table.unknownLabels.get(page.file);
    return {
      name: pageDataName(siteDir, page.file),
      data: {
        ...(data && links ? {...data, inGraph: links} : (data ?? noCrossReferences)),
        ...(unknown ? {unknown} : {}),
      },
    };
  });
}

/** Whether the page shows any of its data: a resolved reference or a backlink. A page without either imports none. */
export function showsData(data: PageCrossReferences): boolean {
  return Object.keys(data.targets).length > 0 || Object.keys(data.usedIn).length > 0;
}
