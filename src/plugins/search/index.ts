/**
 * Offline full-text search with Pagefind (https://pagefind.app). After the build, the notes and
 * blog posts are indexed from the built HTML into a chunked index under /pagefind/: a search
 * downloads the small entry files and only the index chunks and snippets its words need, never
 * the whole index. Each theorem-style block (see ./statements.ts), each section, each entry of
 * the bibliography (`citationClasses.bibliographyEntry`, src/plugins/citations) and each declared notation (see
 * ./notation.ts) is a record of its own, so a query naming a result, a book or a symbol lands on its
 * anchor. The lists of notation are indexed as pages. Beside the index, the site's words, one file
 * per first letter, from which the search box offers "Did you mean …?" (see ./near-miss.ts).
 *
 * The theme folder ships the navbar search box and the /search results page.
 */
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';
import {gunzipSync} from 'node:zlib';
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtHtmlFiles} from '../lib/built-html';
import type {NotationList} from '../notation/table';
import {notationListPageClass} from '../notation/components';
import {siteVocabulary, vocabularyFolder} from './near-miss';
import {notationRecords} from './notation';
import {statementRecords, statementSelector, type StatementsByPage} from './statements';
import type {TermsByPlace} from '../index-of-terms/data';
import {prepareForIndex, readableText} from '../maths/html-text';
import {citationClasses} from '../citations/components';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

/** The index lives under this folder of the build, and is served from there. */
const indexFolder = 'pagefind';

/** See writeIndex. */
const indexChunkWords = 2000;

/**
 * Only pages with content of their own are indexed, each by the class Docusaurus gives its <html>, with
 * the element that holds its title and content. Blog lists, tag pages, author pages and the archive
 * repeat the posts, and generated category pages repeat their docs' titles. The lists of notation
 * (src/plugins/notation) are pages of their own: a reader searching for "notation" or a symbol's
 * meaning finds the list.
 */
const indexedPages: readonly {readonly pageClass: string; readonly root: string}[] = [
  {pageClass: 'docs-doc-page', root: 'article'},
  {pageClass: 'blog-post-page', root: 'article'},
  {pageClass: notationListPageClass, root: 'main'},
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The weight of the terms indexed at a record's places: an h1's, Pagefind's heaviest by default. */
const termWeight = 7;

/** The terms indexed in a record, weighed: a search for a term finds where it is defined and indexed. */
function termsHtml(terms: readonly string[]): string {
  return terms.length > 0 ? `<p data-pagefind-weight="${termWeight}">${escapeHtml(terms.join('; '))}</p>` : '';
}

/** A record as HTML for Pagefind: the <h1> is its title (Pagefind ranks heading words higher). */
function recordHtml(title: string, body: string, meta: Record<string, string>): string {
  const metaElements = Object.entries(meta)
    .map(([key, value]) => `<span data-pagefind-meta="${escapeHtml(`${key}:${value}`)}"></span>`)
    .join('');
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}${metaElements}</body></html>`;
}

export interface SearchRecord {
  url: string;
  html: string;
}

/** An entry of the bibliography page (src/plugins/citations/theme/Bibliography): a record of its own. */
const sourceSelector = `.${citationClasses.bibliographyEntry}[id]`;

/** The sections of a page: what comes before its first h2 or h3, then each of those headings with what follows it. */
function pageSections($: CheerioAPI, pageTitle: string): {id?: string; title: string; nodes: AnyNode[]}[] {
  const sections: {id?: string; title: string; nodes: AnyNode[]}[] = [{title: pageTitle, nodes: []}];
  for (const node of $.root().contents().toArray()) {
    const id = node.type === 'tag' && /^h[23]$/.test(node.tagName) ? $(node).attr('id') : undefined;
    if (id) {
      sections.push({id, title: readableText($, [node]), nodes: []});
    } else {
      sections.at(-1)!.nodes.push(node);
    }
  }
  return sections;
}

/**
 * The search records of one built page: its opening (at the page's URL), each h2/h3 section (at
 * its heading's anchor) and each statement (at its own anchor). Records are small and never
 * overlap, so a hit lands where the words are and a search downloads only short snippets.
 */
export function pageRecords(html: string, statements: StatementsByPage, terms: TermsByPlace = {}): SearchRecord[] {
  const $ = load(html);
  const pageClasses = ($('html').attr('class') ?? '').split(/\s+/);
  const robots = $('meta[name="robots"]').attr('content') ?? '';
  const canonical = $('link[rel="canonical"]').attr('href');
  const root = indexedPages.find(({pageClass}) => pageClasses.includes(pageClass))?.root;
  const content = $(`${root} .markdown`).first();
  if (!root || robots.includes('noindex') || !canonical || content.length === 0) {
    return [];
  }
  const url = new URL(canonical).pathname;
  // A title may hold maths (typeset in the heading): index its readable form, as for the content.
  const $title = load($(`${root} h1`).first().html() ?? '', null, false);
  prepareForIndex($title);
  const title = readableText($title, $title.root().contents().toArray());
  const $content = load(content.html() ?? '', null, false);
  prepareForIndex($content);
  // The title is the record's own <h1>; docs repeat it in the page's header.
  $content('header:has(h1)').remove();
  $content('h1').remove();
  // A filter's label and count (the lists of notation, the results index) are no content.
  $content('form[role="search"]').remove();
  const records = statementRecords(statements, url);
  // The terms indexed at a record's places (src/plugins/index-of-terms): at its own anchor, a block's, or
  // at an <Index> anchor inside it; read before the blocks leave the sections.
  const termsHere = terms[url] ?? {};
  const termsAt = (nodes: AnyNode[], own?: string) => {
    const anchors = [
      own,
      ...$content(nodes)
        .find('[id]')
        .addBack('[id]')
        .map((_, element) => $content(element).attr('id'))
        .get(),
    ];
    const found = anchors.flatMap((anchor) => (anchor && termsHere[anchor]) || []);
    return {terms: [...new Set(found.flatMap((place) => place.terms))], defines: found.some((place) => place.defines)};
  };
  const statementTerms = new Map(
    records.map((statement) => [statement.id, termsAt($content(`[id="${statement.id}"]`).toArray(), statement.id)]),
  );
  $content(statementSelector).remove();
  const sources = $content(sourceSelector)
    .toArray()
    .map((entry) => ({
      id: $content(entry).attr('id')!,
      heading: $content(entry).attr('data-search-title') ?? '',
      body: readableText($content, $content(entry).contents().toArray()),
    }));
  $content(sourceSelector).remove();
  return [
    ...pageSections($content, title).map(({id, title: heading, nodes}) => ({
      url: id ? `${url}#${id}` : url,
      html: recordHtml(
        heading,
        nodes.map((node) => $content.html(node)).join('') + termsHtml(termsAt(nodes).terms),
        id ? {kind: 'section', page: title} : {kind: 'page'},
      ),
    })),
    ...records.map((statement) => {
      // A definition names the terms it defines in its meta: a search for one lists it first (./client.ts).
      const indexed = statementTerms.get(statement.id)!;
      return {
        url: `${url}#${statement.id}`,
        html: recordHtml(statement.heading, `<p>${escapeHtml(statement.body)}</p>${termsHtml(indexed.terms)}`, {
          kind: 'statement',
          page: title,
          ...(indexed.defines ? {terms: indexed.terms.join('; ')} : {}),
        }),
      };
    }),
    ...sources.map((source) => ({
      url: `${url}#${source.id}`,
      html: recordHtml(source.heading, `<p>${escapeHtml(source.body)}</p>`, {kind: 'source', page: title}),
    })),
  ];
}

/** Writes the Pagefind index of the records (in a worker: see write-index.mjs). */
function writeIndex(records: SearchRecord[], outputPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(here, 'write-index.mjs'), {
      workerData: {records, outputPath},
      // Words per index chunk (Pagefind's default is 20,000, about 30 kB compressed here). A search
      // downloads one chunk per word it looks up, so smaller chunks keep a first search within its
      // byte budget (checked by tests/build/search.test.ts). Pagefind reads this setting only from
      // the environment, and calls it unstable: the build test catches a change.
      env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(indexChunkWords)},
    });
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The search indexer stopped with code ${code}.`))));
  });
}

/** What Pagefind 1.5 writes before the JSON of each record's fragment (gzipped). */
const fragmentSignature = 'pagefind_dcd';

/**
 * The text of each record as Pagefind indexed it, read back from its fragments: its own reading of
 * the HTML (where inline elements join words and blocks part them) is the vocabulary searches meet.
 */
async function indexedTexts(outputPath: string): Promise<string[]> {
  const folder = path.join(outputPath, 'fragment');
  return Promise.all(
    (await readdir(folder)).map(async (file) => {
      const text = gunzipSync(await readFile(path.join(folder, file))).toString('utf8');
      if (!text.startsWith(fragmentSignature)) {
        throw new Error(`[search] ${file} is no Pagefind 1.5 fragment: has Pagefind changed how it writes them?`);
      }
      return (JSON.parse(text.slice(fragmentSignature.length)) as {content: string}).content;
    }),
  );
}

/** Writes the index's words into one file per first letter under its folder, one word a line (see ./near-miss.ts). */
async function writeVocabulary(outputPath: string): Promise<void> {
  const folder = path.join(outputPath, vocabularyFolder);
  await mkdir(folder, {recursive: true});
  const shards = siteVocabulary(await indexedTexts(outputPath));
  await Promise.all([...shards].map(([shard, words]) => writeFile(path.join(folder, `${shard}.txt`), `${words.join('\n')}\n`)));
}

/** Each declared notation's record: named by its declaration, leading to its definition, titled by its symbol and meaning. */
function notationSearchRecords(list: NotationList): SearchRecord[] {
  return notationRecords(list).map((notation) => ({
    url: notation.url,
    html: recordHtml(notation.heading, `<p>${escapeHtml(notation.body)}</p>`, {
      kind: 'notation',
      page: notation.page,
      target: notation.target,
    }),
  }));
}

export type SearchOptions = {
  /** The statements of every page, written by the cross-references plugin (docusaurus.config.ts). */
  readonly statementsFile: string;
  /** The terms each block defines, written by the index of terms (docusaurus.config.ts). */
  readonly termsFile: string;
  /** The site's list of notation, written by the notation plugin (docusaurus.config.ts). */
  readonly notationFile: string;
};

export default function searchPlugin(context: LoadContext, {statementsFile, notationFile, termsFile}: SearchOptions): Plugin {
  const themePath = path.join(here, 'theme');
  return {
    name: 'search',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async contentLoaded({actions}) {
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    // `npm start` has no index of its own (Pagefind reads built pages): it serves the one of the
    // last production build, so the owner's search works while writing.
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') {
        return {};
      }
      // Docusaurus merges `devServer` into its dev server's options; webpack's own Configuration
      // type does not declare the key, hence the cast.
      return {
        devServer: {
          static: [{directory: path.join(context.outDir, indexFolder), publicPath: `${context.baseUrl}${indexFolder}`}],
        },
      } as object;
    },
    async postBuild({outDir}) {
      const statements = JSON.parse(await readFile(statementsFile, 'utf8')) as StatementsByPage;
      const notation = JSON.parse(await readFile(notationFile, 'utf8')) as NotationList;
      const terms = JSON.parse(await readFile(termsFile, 'utf8')) as TermsByPlace;
      const records: SearchRecord[] = notationSearchRecords(notation);
      for (const file of builtHtmlFiles(outDir)) {
        records.push(...pageRecords(await readFile(file, 'utf8'), statements, terms));
      }
      const outputPath = path.join(outDir, indexFolder);
      await writeIndex(records, outputPath);
      await writeVocabulary(outputPath);
      console.log(
        `[search] Indexed ${records.length} records (page openings, sections, statements, sources, notation) into ${indexFolder}/.`,
      );
    },
  };
}
