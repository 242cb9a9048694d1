/**
 * The pages the site publishes, in reading order: the docs in sidebar order, then the blog posts from
 * the oldest, each with its file, permalink, title and place in the sidebar. Read from the content the
 * docs and blog plugins loaded (`allContentLoaded`'s `allContent`) by every capability that goes
 * through the whole site: the statement table, the dependency graphs, the print edition.
 */
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {AllContent} from '@docusaurus/types';

export type PageInput = {
  /** Absolute path of the MDX file. */
  readonly file: string;
  readonly permalink: string;
  readonly title: string;
  /** Where the page sits: its sidebar categories ("Mathematics", "Topology (Munkres)", ...) or ["Blog"]. */
  readonly area: readonly string[];
};

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
export function publishedPages(siteDir: string, allContent: AllContent): PageInput[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
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
