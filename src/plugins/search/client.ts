/**
 * The browser side of search: loads Pagefind's script from the site on first use and turns its
 * results into hits (statements, page openings and sections).
 */
import {withPlainJoins} from './spelling';

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: {data(): Promise<PagefindData>}[]}>;
}

export interface Hit {
  url: string;
  /** Statement or page title, or the heading of a section. */
  title: string;
  /** HTML from Pagefind: text with the matched words in <mark>. */
  excerpt: string;
  kind: 'statement' | 'page' | 'section';
  /** The page a statement or section belongs to. */
  page?: string;
}

export class SearchIndexMissing extends Error {}

let api: Promise<PagefindApi> | undefined;

/** Pagefind's API, loaded once; `indexUrl` is the folder of the index, ending in "/". */
export function loadSearch(indexUrl: string): Promise<PagefindApi> {
  api ??= (async () => {
    let module: PagefindApi;
    try {
      // The script is written by the build, not bundled: the bundler must leave this import alone.
      module = (await import(/* webpackIgnore: true */ `${indexUrl}pagefind.js`)) as PagefindApi;
    } catch (error) {
      api = undefined;
      throw new SearchIndexMissing(String(error));
    }
    // No worker: it would be one more script (12 kB) to download, and searching a few hundred
    // records on the main thread takes a few milliseconds.
    await module.options({excerptLength: 24, noWorker: true});
    await module.init();
    return module;
  })();
  return api;
}

/**
 * What to look up for what the reader has typed. Pagefind matches each word as a prefix; a last
 * word of one letter is still being typed, and as a prefix it matches (and downloads) a large
 * part of the index, so it waits for its second letter.
 */
export function lookupQuery(typed: string): string {
  const words = withPlainJoins(typed).trim().split(/\s+/).filter(Boolean);
  if (words.length > 0 && /^\p{L}$/u.test(words.at(-1)!)) {
    words.pop();
  }
  return words.join(' ');
}

/** The words of a title or query, folded: case, accents, apostrophes and joins do not count. */
function foldedWords(text: string): string[] {
  return withPlainJoins(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/'s\b|'/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether a query names a statement: each of its words starts a word of the title (or is that
 * word with an ending: "lemmas", "Minkowskis"), or is the title's words run together
 * ("HeineBorel").
 */
export function namesStatement(query: string, title: string): boolean {
  const titleWords = foldedWords(title);
  const runTogether = titleWords.join('');
  const words = foldedWords(query);
  return (
    words.length > 0 &&
    words.every(
      (word) =>
        titleWords.some((titleWord) => titleWord.startsWith(word) || (titleWord.length >= 4 && word.startsWith(titleWord))) ||
        (word.length >= 6 && runTogether.includes(word)),
    )
  );
}

/**
 * The first `limit` hits for a query: the statements it names first (a query naming a result
 * lists the result itself, then what discusses it), then the rest in Pagefind's order.
 */
export async function searchHits(search: PagefindApi, query: string, limit: number): Promise<Hit[]> {
  const lookup = lookupQuery(query);
  if (lookup === '') {
    return [];
  }
  const {results} = await search.search(lookup);
  // Each hit's title and snippet are a small file of their own, fetched only for the hits shown.
  const shown = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  const hits: Hit[] = shown.map((data) => ({
    url: data.url,
    title: data.meta.title ?? data.url,
    excerpt: data.excerpt,
    kind: data.meta.kind === 'statement' || data.meta.kind === 'section' ? data.meta.kind : 'page',
    page: data.meta.page,
  }));
  const named = (hit: Hit) => hit.kind === 'statement' && namesStatement(lookup, hit.title);
  return [...hits.filter(named), ...hits.filter((hit) => !named(hit))];
}
