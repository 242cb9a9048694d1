/**
 * Cross-references between results. Once every content plugin has loaded (allContentLoaded, before
 * any page compiles), this plugin reads each published doc and blog post once (./table/site.ts),
 * builds the site-wide statement table (./table/table.ts), and writes with createData the files
 * ./data.ts lists: each page's data (the site's channel into MDX steps, read by ./remark/references.ts
 * and imported by the page), each page's previews, the results index and the statements search reads.
 * Links to the dependency graphs' nodes and pages come in its options (docusaurus.config.ts).
 * Duplicate or unknown labels fail the build with file:line:column.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {logger, PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {publishedPages} from '../lib/published-pages';
import {crossReferencesData, pageDataFiles, pluginName, statementsFile} from './data';
import {siteExtractor} from './table/site';
import {buildTable, formatProblems, type ExtractedSite, type ResultsGroup, type StatementTable} from './table/table';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Links from results to another capability's pages, given by the config: the dependency graphs
 * (src/plugins/graphs/links.ts), which read the statement table and so cannot be imported here.
 */
export type ResultLinks = (
  siteDir: string,
  site: ExtractedSite,
  table: StatementTable,
) => {
  /** For each page (by file), each block's link to its node, by anchor. */
  readonly inPage: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** The results index with links to each group's and page's graph. */
  readonly results: readonly ResultsGroup[];
};

export type CrossReferencesOptions = {readonly resultLinks?: ResultLinks};

export default function crossReferencesPlugin(context: LoadContext, {resultLinks}: CrossReferencesOptions): Plugin {
  const themePath = path.join(here, 'theme');
  const channel = crossReferencesData(context.siteDir);
  const extractSite = siteExtractor();
  return {
    name: pluginName,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.join(here, 'client/solutions.ts')],
    async allContentLoaded({allContent, actions}) {
      // Timed with DOCUSAURUS_PERF_LOGGER=true: this runs again after every edit in `npm start`.
      const site = await PerfLogger.async('Extract pages', () => extractSite(publishedPages(context.siteDir, allContent)));
      const table = await PerfLogger.async('Statement table', () => buildTable(context.siteDir, site));
      const links = resultLinks?.(context.siteDir, site, table);
      await PerfLogger.async('Write data', async () => {
        const results = await actions.createData('results.json', links?.results ?? table.results);
        // The MDX step and search read these files where they derive them: where createData writes.
        if (path.dirname(results) !== channel.dir) {
          throw new Error(
            `cross-references: createData wrote to ${path.dirname(results)}, not ${channel.dir} where the MDX step reads ` +
              '(src/plugins/lib/page-data.ts); see README, "Docusaurus internals".',
          );
        }
        await Promise.all([
          ...pageDataFiles(context.siteDir, site, table, links?.inPage).map(({name, data}) => actions.createData(name, data)),
          ...[...table.previews].map(([key, previews]) => actions.createData(`previews/${key}.json`, previews)),
          // For search, which indexes a production build only (3 MB: `npm start` spares each reload writing it).
          ...(process.env.NODE_ENV === 'production'
            ? [
                actions.createData(
                  path.relative(channel.dir, statementsFile(context.siteDir)),
                  JSON.stringify(Object.fromEntries(table.statements)),
                ),
              ]
            : []),
        ]);
      });
      if (table.problems.length > 0) {
        const message = `Cross-references: ${table.problems.length} problem(s):\n${formatProblems(table.problems)}`;
        // The dev server keeps running (the page shows the error where it is); a build stops.
        if (process.env.NODE_ENV === 'production') {
          throw new Error(message);
        }
        logger.error(message);
      }
    },
  };
}
