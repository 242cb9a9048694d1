/**
 * Cross-references between results. Once every content plugin has loaded (allContentLoaded, before
 * any page compiles), this plugin reads each published doc and blog post once (./table/site.ts),
 * builds the site-wide statement table (./table/table.ts), and writes with createData the files
 * ./data.ts lists: each page's data (the site's channel into MDX steps, read by ./remark/references.ts
 * and imported by the page), each page's previews, the results index and the statements search reads.
 * Links to the dependency graphs' nodes and pages, and how a block's source reads as text, come in
 * its options (docusaurus.config.ts).
 * Duplicate or unknown labels fail the build with file:line:column.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {logger, PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {publishedPages} from '../lib/published-pages';
import {crossReferencesData, pageDataFiles, pluginName, statementsFile} from './data';
import {visit} from 'unist-util-visit';
import type {ExtractedStatement} from './table/extract';
import {siteExtractor} from './table/site';
import {
  buildTable,
  formatProblems,
  untitledResults,
  type ExtractedSite,
  type ResultsGroup,
  type StatementTable,
} from './table/table';

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

/**
 * How a block's `source` attribute and the citations in its statement read as text where the block is
 * shown out of its page (previews, the results index, search), given by the config: a source that cites
 * a book (`source="@munkres2000, Theorem 26.8"`) and a citation in the statement
 * (`[@munkres2000, Lemma 13.4]`) read in the citation style of src/plugins/citations, which reads this
 * plugin's MDX parser and so cannot be imported here.
 */
export type SourceText = (siteDir: string) => Promise<{
  readonly source: (source: string) => string;
  readonly text: (text: string) => string;
}>;

export type CrossReferencesOptions = {readonly resultLinks?: ResultLinks; readonly sourceText?: SourceText};

/**
 * A statement with the citations of its text written out: a copy of its tree (the extraction is kept
 * across reloads of `npm start`), made only for the few statements that cite.
 */
function withCitedText(node: ExtractedStatement['node'], asText: (text: string) => string): ExtractedStatement['node'] {
  let cites = false;
  visit(node, 'text', (text) => {
    cites ||= asText(text.value) !== text.value;
  });
  if (!cites) {
    return node;
  }
  const copy = structuredClone(node);
  visit(copy, 'text', (text) => {
    text.value = asText(text.value);
  });
  return copy;
}

/** The site's pages with each block's source, and the citations in its statement, as text. */
function withCitationsAsText(site: ExtractedSite, asText: Awaited<ReturnType<SourceText>>): ExtractedSite {
  return site.map(({page, extracted}) => ({
    page,
    extracted: {
      ...extracted,
      statements: extracted.statements.map((statement) => {
        const node = withCitedText(statement.node, asText.text);
        return statement.source || node !== statement.node
          ? {...statement, ...(statement.source ? {source: asText.source(statement.source)} : {}), node}
          : statement;
      }),
    },
  }));
}

export default function crossReferencesPlugin(context: LoadContext, {resultLinks, sourceText}: CrossReferencesOptions): Plugin {
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
      const extracted = await PerfLogger.async('Extract pages', () => extractSite(publishedPages(context.siteDir, allContent)));
      const asText = await sourceText?.(context.siteDir);
      const site = asText ? withCitationsAsText(extracted, asText) : extracted;
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
      const untitled = untitledResults(site);
      if (untitled.length > 0) {
        logger.warn(`Cross-references: ${untitled.length} result(s) without a title:\n${formatProblems(untitled)}`);
      }
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
