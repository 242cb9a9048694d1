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
 * - graphs/<graph>.json: a dependency graph laid out at build time (./graph.ts,
 *   ./layout.ts), one route per graph (src/components/DependencyGraph).
 * Duplicate or unknown labels fail the build with file:line:column.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import logger, {PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {extractPage, parseMdx, type ExtractedPage} from './extract';
import {buildTable, formatProblems, pageKey, type GraphLink, type PageCrossReferences, type PageInput, type ResultsGroup, type StatementTable} from './table';
import {setCrossReferenceRegistry} from './remark';
import {dependencyRelation, graphOf, graphUnits, nodeId, type GraphUnit, type Relation} from './graph';
import {layOut, type LaidOutGraph} from './layout';
import {graphTextMeasure} from './text-metrics';

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
export function publishedPages(
  siteDir: string,
  docs: DocsContent | undefined,
  blog: BlogContent | undefined,
): PageInput[] {
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

type ExtractedSite = readonly {page: PageInput; extracted: ExtractedPage}[];

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

/** The dependency graphs of the site, laid out, from the same extraction as its statement table. */
async function dependencyGraphs(siteDir: string, site: ExtractedSite, table: StatementTable) {
  const relation = dependencyRelation(siteDir, site, table.targets);
  const units = graphUnits(site);
  const statementCounts = new Map(site.map(({page, extracted}) => [page, extracted.statements.length]));
  const measure = await graphTextMeasure(siteDir);
  const graphs: LaidOutGraph[] = await Promise.all(
    units.map(async (unit) => {
      const graph = graphOf(unit, relation, statementCounts);
      return {...graph, layout: await layOut(graph, measure)};
    }),
  );
  return {relation, units, graphs};
}

/** Each block's link to its node in the graph of its chapter or page (not its area's, which is larger). */
function graphLinks(units: readonly GraphUnit[], relation: Relation): Map<string, Record<string, string>> {
  const links = new Map<string, Record<string, string>>();
  for (const result of relation.nodes.values()) {
    const unit = units.find((candidate) => candidate.kind !== 'area' && candidate.pages.includes(result.page));
    if (unit) {
      const page = links.get(result.page.file) ?? {};
      page[result.anchor] = `${unit.path}#${nodeId(unit, result)}`;
      links.set(result.page.file, page);
    }
  }
  return links;
}

/** The results index with a link to each chapter's, area's and notes page's graph. */
function withGraphLinks(groups: readonly ResultsGroup[], units: readonly GraphUnit[]): ResultsGroup[] {
  const link = (unit: GraphUnit): GraphLink => ({title: unit.title, path: unit.path});
  return groups.map((group) => {
    const permalinks = new Set(group.pages.map((page) => page.permalink));
    const containing = units.filter(
      (unit) => unit.kind !== 'page' && [...permalinks].every((permalink) => unit.pages.some((page) => page.permalink === permalink)),
    );
    return {
      ...group,
      ...(containing.length > 0 ? {graphs: containing.map(link)} : {}),
      pages: group.pages.map((page) => {
        const own = units.find((unit) => unit.kind === 'page' && unit.home === page.permalink);
        return own ? {...page, graph: link(own)} : page;
      }),
    };
  });
}

/** The data of a page that cites nothing and is cited by nothing. */
const noCrossReferences: PageCrossReferences = {targets: {}, usedIn: {}};

export default function crossReferencesPlugin(context: LoadContext): Plugin {
  return {
    name: 'cross-references',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      // Timed with DOCUSAURUS_PERF_LOGGER=true: this runs again after every edit in `npm start`.
      const site = await PerfLogger.async('Extract pages', () => extractSite(publishedPages(context.siteDir, docs, blog)));
      const table = await PerfLogger.async('Statement table', () => buildTable(context.siteDir, site));
      const {relation, units, graphs} = await PerfLogger.async('Dependency graphs', () => dependencyGraphs(context.siteDir, site, table));
      const inGraph = graphLinks(units, relation);
      await PerfLogger.async('Write data', async () => {
        // The results index first: its path tells where the plugin's data files go.
        const dataDir = path.dirname(await actions.createData('results.json', withGraphLinks(table.results, units)));
        const pageData = site.map(({page}) => {
          const name = `pages/${pageKey(context.siteDir, page.file)}.json`;
          const data = table.pages.get(page.file);
          const links = inGraph.get(page.file);
          return {file: page.file, name, module: path.join(dataDir, name), data: data && links ? {...data, inGraph: links} : data};
        });
        // Before the data files change: a page recompiles when its file changes (src/plugins/mdx-errors/loader.cjs)
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
            const key = graph.path.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
            actions.addRoute({
              path: graph.path,
              exact: true,
              component: '@site/src/components/DependencyGraph',
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
