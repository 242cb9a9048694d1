/**
 * Dependency graphs: one page per chapter, notes area and notes page, drawing which results each
 * result uses. Once all content has loaded, this plugin extracts the published pages as the statement
 * table does (src/plugins/cross-references/table/site.ts), derives the relation (./graph.ts), lays each
 * graph out with Graphviz (./layout.ts), every title measured in the boxes' own font
 * (./text-metrics.ts, theme/DependencyGraph/fonts), and writes each graph with createData and adds its
 * route: the page (theme/DependencyGraph) only draws finished geometry (./geometry.ts). The links from
 * results to their graphs reach the cross-references plugin through the config (./links.ts).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {publishedPages} from '../lib/published-pages';
import {siteExtractor} from '../cross-references/table/site';
import {siteTargets} from '../cross-references/table/table';
import {dependencyGraphs} from './build';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export default function graphsPlugin(context: LoadContext): Plugin {
  const themePath = path.join(here, 'theme');
  const extractSite = siteExtractor();
  return {
    name: 'graphs',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async allContentLoaded({allContent, actions}) {
      // Timed with DOCUSAURUS_PERF_LOGGER=true: this runs again after every edit in `npm start`.
      const site = await PerfLogger.async('Graphs: extract pages', () =>
        extractSite(publishedPages(context.siteDir, allContent)),
      );
      const graphs = await PerfLogger.async('Dependency graphs', () =>
        dependencyGraphs(context.siteDir, site, siteTargets(site)),
      );
      await Promise.all(
        graphs.map(async (graph) => {
          const key = graph.path
            .replace(/^\/|\/$/g, '')
            .replace(/[^A-Za-z0-9]+/g, '-')
            .toLowerCase();
          actions.addRoute({
            path: graph.path,
            exact: true,
            component: '@theme/DependencyGraph',
            modules: {graph: await actions.createData(`${key}.json`, graph)},
          });
        }),
      );
    },
  };
}
