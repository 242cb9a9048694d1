/**
 * The site's content as its owner wrote it: the posts in blog/ with their front matter and the
 * tags declared in blog/tags.yml. Tests derive what the built site must show from here, so a new
 * post, tag or year needs no change to any test. (The spec's own routes stay a floor: spec.ts.)
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load as loadYaml} from 'js-yaml';

export type Post = {
  /** The source file, relative to the site. */
  readonly file: string;
  /** The route, e.g. /blog/lcm-coprime. */
  readonly permalink: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly tags: readonly string[];
  readonly authors: readonly string[];
  /** Whether it has a truncate marker: lists show the part above it and a "Read more" link. */
  readonly truncated: boolean;
  readonly draft: boolean;
  /** Built and reachable by its address, but left out of lists, tags and feeds. */
  readonly unlisted: boolean;
};

type FrontMatter = {
  slug?: string;
  date?: string | Date;
  tags?: readonly string[];
  authors?: string | readonly string[];
  draft?: boolean;
  unlisted?: boolean;
};

/** The YAML between the leading `---` lines of an MDX file. */
export function frontMatter(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  return match ? ((loadYaml(match[1]!) as Record<string, unknown> | undefined) ?? {}) : {};
}

const datedName = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

function isoDate(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/**
 * Every post of blog/ (a dated file, or a dated folder with an index), drafts included, newest
 * first as Docusaurus lists them. Route and date follow Docusaurus's rules: the front matter's
 * slug and date, else the file name's date and the rest of the name as /YYYY/MM/DD/name.
 */
export function blogPosts(siteDir = process.cwd()): Post[] {
  const blogDir = path.join(siteDir, 'blog');
  const posts: Post[] = [];
  for (const entry of readdirSync(blogDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || entry.name.startsWith('_')) {
      continue;
    }
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(blogDir, file).split(path.sep).join('/');
    const name = relative.replace(/\/index\.mdx?$/, '').replace(/\.mdx?$/, '');
    const dated = datedName.exec(path.basename(name));
    const source = readFileSync(file, 'utf8');
    const data = frontMatter(source) as FrontMatter;
    const date = data.date ? isoDate(data.date) : dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined;
    if (!date) {
      throw new Error(`blog/${relative}: no date in its front matter or its name`);
    }
    const slug = data.slug?.replace(/^\//, '') ?? (dated ? `${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : name);
    posts.push({
      file: path.relative(siteDir, file).split(path.sep).join('/'),
      permalink: `/blog/${slug}`,
      date,
      tags: data.tags ?? [],
      authors: typeof data.authors === 'string' ? [data.authors] : (data.authors ?? []),
      truncated: /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(source),
      draft: data.draft === true,
      unlisted: data.unlisted === true,
    });
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || b.permalink.localeCompare(a.permalink));
}

/** The posts a production build lists (on /blog, tag and author pages, feeds): no drafts, none unlisted. */
export function listedPosts(siteDir = process.cwd()): Post[] {
  return blogPosts(siteDir).filter((post) => !post.draft && !post.unlisted);
}

/** The tags declared in blog/tags.yml, by key, with their route. */
export function declaredTags(siteDir = process.cwd()): Map<string, {label: string; permalink: string}> {
  const declared = loadYaml(readFileSync(path.join(siteDir, 'blog', 'tags.yml'), 'utf8')) as Record<
    string,
    {label?: string; permalink?: string} | null
  >;
  return new Map(
    Object.entries(declared).map(([key, tag]) => [
      key,
      {label: tag?.label ?? key, permalink: `/blog/tags${tag?.permalink ?? `/${key}`}`},
    ]),
  );
}

export type Doc = {
  /** The source file, relative to the site. */
  readonly file: string;
  /** The route, e.g. /docs/coding/git-quick-reference or /docs/mathematics/calculus-with-code/. */
  readonly permalink: string;
  readonly draft: boolean;
};

/** Docusaurus drops number prefixes ("01-intro") from ids and routes. */
const withoutNumberPrefix = (segment: string) => segment.replace(/^\d+\s*[-_.]\s*/, '');

/**
 * Every page of docs/, drafts included. The route follows Docusaurus's rules: the front matter's
 * slug, else the path; a folder's index (or a file named like its folder) is the folder's route.
 */
export function docsPages(siteDir = process.cwd()): Doc[] {
  const docsDir = path.join(siteDir, 'docs');
  const docs: Doc[] = [];
  for (const entry of readdirSync(docsDir, {recursive: true, withFileTypes: true})) {
    const relativeDir = path.relative(docsDir, entry.parentPath).split(path.sep).join('/');
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || /(^|\/)_/.test(`${relativeDir}/${entry.name}`)) {
      continue;
    }
    const file = path.join(entry.parentPath, entry.name);
    const data = frontMatter(readFileSync(file, 'utf8')) as {slug?: string; draft?: boolean};
    const dirSegments = relativeDir === '' ? [] : relativeDir.split('/').map(withoutNumberPrefix);
    const name = withoutNumberPrefix(entry.name.replace(/\.mdx?$/, ''));
    const isIndex = /^(index|readme)$/i.test(name) || name === dirSegments.at(-1);
    let route: string;
    if (data.slug) {
      route = data.slug.startsWith('/') ? data.slug : [...dirSegments, data.slug].join('/');
    } else {
      route = isIndex ? `${dirSegments.join('/')}/` : [...dirSegments, name].join('/');
    }
    docs.push({
      file: path.relative(siteDir, file).split(path.sep).join('/'),
      permalink: `/docs/${route.replace(/^\//, '')}`.replace(/\/\/$/, '/'),
      draft: data.draft === true,
    });
  }
  return docs.sort((a, b) => a.permalink.localeCompare(b.permalink));
}

/** The labels of the docs' folders (their _category_.json), with a published page inside each. */
export function docsCategories(siteDir = process.cwd()): {label: string; pageInside: Doc}[] {
  const docsDir = path.join(siteDir, 'docs');
  const published = docsPages(siteDir).filter((doc) => !doc.draft);
  const categories: {label: string; pageInside: Doc}[] = [];
  for (const entry of readdirSync(docsDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || entry.name !== '_category_.json') {
      continue;
    }
    const folder = path.relative(siteDir, entry.parentPath).split(path.sep).join('/');
    const label = (JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) as {label?: string}).label;
    const pageInside = published.find((doc) => doc.file.startsWith(`${folder}/`));
    if (label && pageInside) {
      categories.push({label, pageInside});
    }
  }
  return categories;
}

/**
 * When git last committed `file` (relative to the site), as an ISO instant: the date Docusaurus shows
 * as "Last updated". None for a file git does not know yet (a post written and not yet committed,
 * or a site that is not a repository), for which Docusaurus shows no date.
 */
export function lastCommitted(file: string, siteDir = process.cwd()): string | undefined {
  const log = spawnSync('git', ['log', '-1', '--no-merges', '--full-history', '--format=%cI', '--', file], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  const date = log.status === 0 ? log.stdout.trim() : '';
  return date ? new Date(date).toISOString() : undefined;
}
