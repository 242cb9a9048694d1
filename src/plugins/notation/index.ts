/**
 * Notation you can point at. A definition (or the prose) declares the notation it introduces,
 * `<Notation tex="\R_K">the real line with the K-topology</Notation>`. Once all content has loaded,
 * this plugin extracts every published page's declarations (./site.ts, ./extract.ts), builds the
 * notation table (./table.ts) and writes with createData the files ./data.ts lists: each page's data
 * (the site's channel into MDX steps, read by ./remark/notation.ts) and each list of notation, one per
 * chapter or notes page that declares any and one for the site, each the module of its route
 * (theme/NotationList), which each of those pages links (theme/NotationLink). A declaration may name the site macros that typeset its symbol
 * (`macro="\RK"`): their symbols in formulas are marked (src/plugins/maths/marks.ts, asked by
 * ./remark/notation.ts) and show the notation from `macros.json` (theme/FormulaNotation).
 * A declaration KaTeX cannot typeset, a macro that is not a site macro or that two declarations name,
 * and a macro the macro file lists as notation that no definition declares fail the build with
 * file:line:column; a symbol declared twice with different meanings in one list is a warning naming both places.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {logger, PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {publishedPages} from '../lib/published-pages';
import {notationMacroPlaces} from '../maths/macro-file';
import {listFileName, macrosFileName, notationData, notationPageFiles, pluginName, siteNotationFile} from './data';
import {notationExtractor} from './site';
import {buildNotationTable, formatNotationProblems, listsOfPages} from './table';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export default function notationPlugin(context: LoadContext): Plugin {
  const themePath = path.join(here, 'theme');
  const channel = notationData(context.siteDir);
  const extractSite = notationExtractor();
  return {
    name: pluginName,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async allContentLoaded({allContent, actions}) {
      const pages = publishedPages(context.siteDir, allContent);
      // Timed with DOCUSAURUS_PERF_LOGGER=true: this runs again after every edit in `npm start`.
      const site = await PerfLogger.async('Notation: extract pages', () => extractSite(pages));
      const table = buildNotationTable(context.siteDir, site, notationMacroPlaces());
      // Each page that declares notation links its list (theme/NotationLink).
      actions.setGlobalData(listsOfPages(table.lists));
      await Promise.all([
        actions.createData(macrosFileName, table.macros),
        ...notationPageFiles(context.siteDir, pages, table).map(async ({name, data}) => {
          const written = await actions.createData(name, data);
          // The MDX step reads these files where it derives them: where createData writes.
          if (!written.startsWith(channel.dir)) {
            throw new Error(`notation: createData wrote to ${written}, not under ${channel.dir} where the MDX step reads.`);
          }
        }),
        ...[...table.lists, table.all].map(async (list) => {
          const written = await actions.createData(listFileName(list), list);
          // Search reads the site's list where it derives it (docusaurus.config.ts).
          if (list === table.all && written !== siteNotationFile(context.siteDir)) {
            throw new Error(
              `notation: createData wrote the site's list to ${written}, not ${siteNotationFile(context.siteDir)} where search reads it.`,
            );
          }
          actions.addRoute({path: list.path, exact: true, component: '@theme/NotationList', modules: {list: written}});
        }),
      ]);
      if (table.warnings.length > 0) {
        logger.warn(`Notation: ${table.warnings.length} warning(s):\n${formatNotationProblems(context.siteDir, table.warnings)}`);
      }
      if (table.problems.length > 0) {
        const message = `Notation: ${table.problems.length} problem(s):\n${formatNotationProblems(context.siteDir, table.problems)}`;
        // The dev server keeps running (the page shows the error where it is); a build stops.
        if (process.env.NODE_ENV === 'production') {
          throw new Error(message);
        }
        logger.error(message);
      }
    },
  };
}
