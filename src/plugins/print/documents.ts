/**
 * Which pages make one print edition. Derived from where the pages live, so a new chapter or post
 * gets its edition without a list to keep:
 * - a chapter is a folder at least two levels below docs/mathematics (a chapter of a notes area,
 *   such as munkres-topology-self-study/chapt-3): its pages (overview, notes, exercises) make one
 *   document, in sidebar order;
 * - every other page under docs/mathematics is a document of its own (a tutorial, an essay);
 * - every blog post is a document of its own.
 */
import path from 'node:path';
import type {PageInput} from '../lib/published-pages';

export type PrintPage = {
  /** Absolute path of the MDX file. */
  readonly file: string;
  readonly permalink: string;
  readonly title: string;
};

export type PrintDocument = {
  /** The document's route: /print/<the chapter's or page's path>/. */
  readonly route: string;
  /** The PDF's file name under /pdf/. */
  readonly pdf: string;
  readonly title: string;
  /** What a link calls it: "chapter" for a chapter of pages, else "page" or "post". */
  readonly kind: 'chapter' | 'page' | 'post';
  readonly pages: readonly PrintPage[];
};

const mathematics = ['docs', 'mathematics'];

function slug(route: string): string {
  return route
    .replace(/^\/print\//, '')
    .replace(/\/$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

function document(route: string, title: string, kind: PrintDocument['kind'], pages: readonly PrintPage[]): PrintDocument {
  return {route, pdf: `${slug(route)}.pdf`, title, kind, pages};
}

/**
 * The print editions of the site. `docs` are the published docs in sidebar order, `posts` the blog
 * posts; `chapterTitle` names a chapter from its folder (the sidebar's category label).
 */
export function printDocuments(
  siteDir: string,
  docs: readonly PrintPage[],
  posts: readonly PrintPage[],
  chapterTitle: (folder: string) => string | undefined,
): PrintDocument[] {
  const documents: PrintDocument[] = [];
  const chapters = new Map<string, PrintPage[]>();
  for (const page of docs) {
    const folders = path.relative(siteDir, path.dirname(page.file)).split(path.sep);
    if (folders[0] !== mathematics[0] || folders[1] !== mathematics[1]) {
      continue;
    }
    if (folders.length >= 4) {
      const chapter = folders.slice(0, 4).join('/');
      chapters.set(chapter, [...(chapters.get(chapter) ?? []), page]);
      if (chapters.get(chapter)!.length === 1) {
        // Holds the chapter's place among the documents; filled in below.
        documents.push(document(`/print/${chapter}/`, '', 'chapter', []));
      }
    } else {
      documents.push(document(`/print${page.permalink.replace(/\/?$/, '/')}`, page.title, 'page', [page]));
    }
  }
  for (const post of posts) {
    documents.push(document(`/print${post.permalink.replace(/\/?$/, '/')}`, post.title, 'post', [post]));
  }
  return documents.map((entry) => {
    if (entry.kind !== 'chapter') {
      return entry;
    }
    const chapter = entry.route.replace(/^\/print\/|\/$/g, '');
    const pages = chapters.get(chapter)!;
    return {...entry, title: chapterTitle(chapter) ?? pages[0]!.title, pages};
  });
}

/**
 * The site's print documents from its published pages (src/plugins/lib/published-pages.ts): the print
 * plugin's routes and PDFs and the site model's share of each (./share.ts) come from this one list.
 */
export function siteDocuments(siteDir: string, pages: readonly PageInput[]): PrintDocument[] {
  const areaOf = new Map(
    pages.map((page) => [path.relative(siteDir, path.dirname(page.file)).split(path.sep).join('/'), page.area]),
  );
  return printDocuments(
    siteDir,
    pages.filter((page) => page.area[0] !== 'Blog'),
    pages.filter((page) => page.area[0] === 'Blog').reverse(),
    (folder) => areaOf.get(folder)?.at(-1),
  );
}
