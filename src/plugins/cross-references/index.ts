/**
 * Cross-references between results. Once every content plugin has loaded
 * (allContentLoaded, before any page compiles), this plugin reads each
 * published doc and blog post once (./extract.ts), builds the site-wide
 * statement table (./table.ts), and writes with createData:
 * - pages/<page>.json: what one page needs for its references and "Used in" lists,
 *   imported by that page (./remark.ts);
 * - previews/<page>.json: the typeset statements of one page, loaded by a
 *   reference's preview only when a reader asks for it;
 * - results.json: the results index (docs/results.mdx);
 * - graphs/<graph>.json: a dependency graph laid out at build time (src/plugins/graphs/build.ts),
 *   one route per graph (src/plugins/graphs/theme/DependencyGraph).
 * Duplicate or unknown labels fail the build with file:line:column.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {logger, PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {extractPage, parseMdx, type ExtractedPage} from './table/extract';
import {
  buildTable,
  formatProblems,
  pageKey,
  type ExtractedSite,
  type PageCrossReferences,
  type PageInput,
  type StatementTable,
} from './table/table';
import {setCrossReferenceRegistry} from './table/registry';
import {dependencyGraphs, graphLinks, withGraphLinks} from '../graphs/build';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

type SidebarItem = {
  readonly type: string;
  readonly id?: string;
  readonly label?: string;
  readonly items?: readonly SidebarItem[];
  readonly link?: {readonly type: string; readonly id?: string};
};

/** Each doc's categories in the sidebar, in reading order. */
function sidebarAreas(items: readonly SidebarItem[], trail: readonly string[] = [], areas = new Map<string, string[]>()) {
  for (const item of items) {
    if (item.type === 'doc' && item.id) {
      areas.set(item.id, [...trail]);
    } else if (item.type === 'category') {
      const inner = [...trail, item.label ?? ''];
      if (item.link?.type === 'doc' && item.link.id) {
        areas.set(item.link.id, inner);
      }
      sidebarAreas(item.items ?? [], inner, areas);
    }
  }
  return areas;
}

function resolveSource(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

/** The published docs in sidebar order, then the blog posts from oldest to newest. */
export function publishedPages(siteDir: string, docs: DocsContent | undefined, blog: BlogContent | undefined): PageInput[] {
  const pages: PageInput[] = [];
  for (const version of docs?.loadedVersions ?? []) {
    const areas = new Map<string, string[]>();
    for (const sidebar of Object.values(version.sidebars)) {
      sidebarAreas(sidebar as readonly SidebarItem[], [], areas);
    }
    const order = [...areas.keys()];
    const docsInOrder = [...version.docs].sort(
      (a, b) => (order.indexOf(a.id) + 1 || Infinity) - (order.indexOf(b.id) + 1 || Infinity),
    );
    for (const doc of docsInOrder) {
      pages.push({
        file: resolveSource(siteDir, doc.source),
        permalink: doc.permalink,
        title: doc.title,
        area: areas.get(doc.id) ?? ['Notes'],
      });
    }
  }
  for (const post of [...(blog?.blogPosts ?? [])].reverse()) {
    pages.push({
      file: resolveSource(siteDir, post.metadata.source),
      permalink: post.metadata.permalink,
      title: post.metadata.title,
      area: ['Blog'],
    });
  }
  return pages;
}

/**
 * The extraction of each file by its text: `npm start` reloads the content after every edit, and
 * parsing every page again made a one-word edit wait seconds for the whole site.
 */
const extractions = new Map<string, {readonly source: string; readonly extracted: ExtractedPage}>();

async function extractFile(path: string): Promise<ExtractedPage | undefined> {
  let source: string;
  try {
    source = await readFile(path, 'utf8');
  } catch (error) {
    // Deleted or renamed while `npm start` reloads: the next reload no longer lists it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  const cached = extractions.get(path);
  if (cached?.source === source) {
    return cached.extracted;
  }
  const {tree, file} = parseMdx(path, source);
  const extracted = extractPage(tree, file);
  extractions.set(path, {source, extracted});
  return extracted;
}

async function extractSite(pages: readonly PageInput[]): Promise<ExtractedSite> {
  const listed = new Set(pages.map((page) => page.file));
  for (const file of extractions.keys()) {
    if (!listed.has(file)) {
      extractions.delete(file);
    }
  }
  const site = await Promise.all(
    pages.map(async (page) => {
      const extracted = await extractFile(page.file);
      return extracted && {page, extracted};
    }),
  );
  return site.filter((entry) => entry !== undefined);
}

export async function loadStatementTable(siteDir: string, pages: readonly PageInput[]): Promise<StatementTable> {
  return buildTable(siteDir, await extractSite(pages));
}

/** The data of a page that cites nothing and is cited by nothing. */
const noCrossReferences: PageCrossReferences = {targets: {}, usedIn: {}};

export default function crossReferencesPlugin(context: LoadContext): Plugin {
  const themePath = path.join(here, 'theme');
  return {
    name: 'cross-references',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.join(here, 'client/solutions.ts')],
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      // Timed with DOCUSAURUS_PERF_LOGGER=true: this runs again after every edit in `npm start`.
      const site = await PerfLogger.async('Extract pages', () => extractSite(publishedPages(context.siteDir, docs, blog)));
      const table = await PerfLogger.async('Statement table', () => buildTable(context.siteDir, site));
      const {relation, units, graphs} = await PerfLogger.async('Dependency graphs', () =>
        dependencyGraphs(context.siteDir, site, table),
      );
      const inGraph = graphLinks(units, relation);
      await PerfLogger.async('Write data', async () => {
        // The results index first: its path tells where the plugin's data files go.
        const dataDir = path.dirname(await actions.createData('results.json', withGraphLinks(table.results, units)));
        const pageData = site.map(({page}) => {
          const name = `pages/${pageKey(context.siteDir, page.file)}.json`;
          const data = table.pages.get(page.file);
          const links = inGraph.get(page.file);
          return {
            file: page.file,
            name,
            module: path.join(dataDir, name),
            data: data && links ? {...data, inGraph: links} : data,
          };
        });
        // Before the data files change: a page recompiles when its file changes (src/plugins/mdx/loader.cjs)
        // and must then read the new labels.
        setCrossReferenceRegistry({
          labels: new Set(table.targets.keys()),
          dataModules: new Map(pageData.filter(({data}) => data).map(({file, module}) => [file, module])),
          pageDataFiles: new Map(pageData.map(({file, module}) => [file, module])),
          statements: table.statements,
        });
        await Promise.all([
          // A page without references or backlinks imports no data, but its file is written all the same: a
          // page that gains or loses a cited result, or whose cited label disappears, recompiles when it changes.
          ...pageData.map(({name, data}) => actions.createData(name, data ?? noCrossReferences)),
          ...[...table.previews].map(([key, previews]) => actions.createData(`previews/${key}.json`, previews)),
          ...graphs.map(async (graph) => {
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
