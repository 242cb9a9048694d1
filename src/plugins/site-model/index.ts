/**
 * The site model's plugin. Once every content plugin has loaded (allContentLoaded, before any page
 * compiles), it loads the site model (./model.ts: each published page parsed once, the bibliography
 * read once), derives each capability's contribution (./contributions.ts) and applies them all here:
 * each file written with createData into the capability's folder
 * (`.docusaurus/site-model/default/<capability>/`, where its MDX step and components read it), each
 * route added, each capability's global data set, each problem reported. `npm start` runs this again
 * after every edit, and when the bibliography or its style changes.
 */
import path from 'node:path';
import {logger, PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import {citationFiles} from '../citations/load';
import {siteModelPluginName, type Contribution} from '../lib/contribution';
import {capabilityDataDir} from '../lib/page-data';
import {publishedPages} from '../lib/published-pages';
import {siteContributions} from './contributions';
import {siteModelLoader} from './model';

/** Writes every capability's files, adds its routes and sets its global data. */
async function apply(siteDir: string, contributions: readonly Contribution[], actions: PluginContentLoadedActions) {
  const globalData: Record<string, unknown> = {};
  await Promise.all(
    contributions.map(async ({capability, files, routes = [], globalData: data}) => {
      const dir = capabilityDataDir(siteDir, capability);
      const written = new Map<string, string>();
      await Promise.all(
        files.map(async ({name, data: content}) => {
          const file = await actions.createData(`${capability}/${name}`, content);
          // The MDX steps, search and the components read each file where capabilityDataDir says it is.
          if (file !== path.join(dir, name)) {
            throw new Error(
              `site-model: createData wrote ${file}, not ${path.join(dir, name)} where its readers look ` +
                '(src/plugins/lib/page-data.ts); see README, "Docusaurus internals".',
            );
          }
          written.set(name, file);
        }),
      );
      for (const route of routes) {
        const modules = Object.fromEntries(
          Object.entries(route.modules).map(([prop, name]) => {
            const file = written.get(name);
            if (!file) {
              throw new Error(`site-model: the route ${route.path} of ${capability} names ${name}, which it does not write.`);
            }
            return [prop, file];
          }),
        );
        actions.addRoute({path: route.path, exact: true, component: route.component, modules});
      }
      if (data !== undefined) {
        globalData[capability] = data;
      }
    }),
  );
  actions.setGlobalData(globalData);
}

/** Prints each capability's warnings and problems; a production build stops on problems that stop it. */
function report(contributions: readonly Contribution[]) {
  const stopping: string[] = [];
  for (const {capability, warnings = [], problems} of contributions) {
    if (warnings.length > 0) {
      logger.warn(`${capability}: ${warnings.length} warning(s):\n${warnings.join('\n')}`);
    }
    if (problems && problems.lines.length > 0) {
      const message = `${capability}: problem(s):\n${problems.lines.join('\n')}`;
      if (problems.stopsBuild && process.env.NODE_ENV === 'production') {
        stopping.push(message);
      } else {
        logger.error(message);
      }
    }
  }
  if (stopping.length > 0) {
    // The lines are the message: a stack of the plugin's internals would only bury them.
    const error = new Error(stopping.join('\n'));
    error.stack = error.message;
    throw error;
  }
}

export default function siteModelPlugin(context: LoadContext): Plugin {
  const load = siteModelLoader(context.siteDir);
  const citations = citationFiles(context.siteDir);
  return {
    name: siteModelPluginName,
    // An edit of the .bib or the style reloads the content, so every page's data is derived again.
    getPathsToWatch: () => [citations.bibliography, citations.style],
    async allContentLoaded({allContent, actions}) {
      // Timed with DOCUSAURUS_PERF_LOGGER=true: this runs again after every edit in `npm start`.
      const model = await PerfLogger.async('Site model', () => load(publishedPages(context.siteDir, allContent)));
      const contributions = await PerfLogger.async('Contributions', () => siteContributions(context.siteDir, model));
      await PerfLogger.async('Write contributions', () => apply(context.siteDir, contributions, actions));
      report(contributions);
    },
  };
}
