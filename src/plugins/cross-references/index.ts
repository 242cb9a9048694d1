/**
 * Cross-references between results. Once every content plugin has loaded
 * (allContentLoaded, before any page compiles), this plugin reads each
 * published doc and blog post once (./extract.ts), builds the site-wide
 * statement table (./table.ts), and writes with createData:
 * - pages/<page>.json: what one page needs for its references and "Used in" lists,
 *   imported by that page (./remark.ts);
 * - previews/<page>.json: the typeset statements of one page, loaded by a
 *   reference's preview only when a reader asks for it;
 * - results.json: the results index (docs/results.mdx).
 * Duplicate or unknown labels fail the build with file:line:column.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {extractPage, parseMdxFile} from './extract';
import {buildTable, formatProblems, pageKey, type PageInput, type StatementTable} from './table';
import {setCrossReferenceRegistry} from './remark';

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

export async function loadStatementTable(siteDir: string, pages: readonly PageInput[]): Promise<StatementTable> {
  const extracted = await Promise.all(
    pages.map(async (page) => {
      const {tree, file} = await parseMdxFile(page.file);
      return {page, extracted: extractPage(tree, file)};
    }),
  );
  return buildTable(siteDir, extracted);
}

export default function crossReferencesPlugin(context: LoadContext): Plugin {
  return {
    name: 'cross-references',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const table = await loadStatementTable(context.siteDir, publishedPages(context.siteDir, docs, blog));
      const dataModules = new Map<string, string>();
      await Promise.all([
        ...[...table.pages].map(async ([file, data]) => {
          dataModules.set(file, await actions.createData(`pages/${pageKey(context.siteDir, file)}.json`, data));
        }),
        ...[...table.previews].map(([key, previews]) => actions.createData(`previews/${key}.json`, previews)),
        actions.createData('results.json', table.results),
      ]);
      setCrossReferenceRegistry({labels: new Set(table.targets.keys()), dataModules, statements: table.statements});
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
