/**
 * The browser side of search: loads Pagefind's script from the site on first use and turns its
 * results into hits (statements, page openings, sections, sources and notation).
 */
import {nearestWord, vocabularyFolder, vocabularyShard} from './near-miss';
import {foldForMatching, namesStatement, spellingTwins, withPlainJoins} from '../lib/spelling';

interface PagefindData {
  url: string;
  excerpt: string;
  /** The record's text, HTML-escaped: its title (the record's <h1>), then its body. */
  raw_content: string;
  /** Positions of the matched words, counted in `raw_content` split at white space. */
  locations: number[];
  meta: Record<string, string | undefined>;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult[]}>;
}

interface PagefindResult {
  /** The record's own, and its rank: what merges the answers of a word's British and US spellings. */
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

/** The hits for a query, and, when it finds nothing, a query that would ("Did you mean …?"). */
export interface SearchAnswer {
  hits: Hit[];
  total: number;
  suggestion?: string;
}

/** The words of the site that begin with a letter (see ./near-miss.ts). */
export type Vocabulary = (shard: string) => Promise<readonly string[]>;

/** What a hit is: a theorem-style block, a page's opening, a section, a source of the bibliography or a notation. */
const hitKinds = ['statement', 'page', 'section', 'source', 'notation'] as const;
type HitKind = (typeof hitKinds)[number];

const isHitKind = (kind: string | undefined): kind is HitKind => hitKinds.includes(kind as HitKind);

export interface Hit {
  /** The record's own URL, which names it among the hits: a notation's hit leads to its definition, whose own hit may be listed too. */
  id: string;
  url: string;
  /** Statement or page title, or the heading of a section. */
  title: string;
  /** HTML: escaped text of the record's body with the matched words in <mark>. */
  excerpt: string;
  kind: HitKind;
  /** The page a statement or section belongs to. */
  page?: string;
  /** The terms a definition defines (src/plugins/index-of-terms). */
  terms?: string[];
}

export class SearchIndexMissing extends Error {}

/** Words in a snippet, as Pagefind's own. */
const excerptLength = 24;

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
    await module.options({excerptLength, noWorker: true});
    await module.init();
    return module;
  })();
  return api;
}

const vocabularyShards = new Map<string, Promise<readonly string[]>>();

/** The site's words, read from the index's folder one first letter at a time, each once: when a word is still being typed, or a search finds nothing. */
export function loadVocabulary(indexUrl: string): Vocabulary {
  return (shard) => {
    let words = vocabularyShards.get(shard);
    if (!words) {
      words = fetch(`${indexUrl}${vocabularyFolder}/${shard}.txt`)
        .then((response) => (response.ok ? response.text() : ''))
        .then((text) => text.split('\n').filter(Boolean))
        .catch(() => {
          vocabularyShards.delete(shard);
          return [];
        });
      vocabularyShards.set(shard, words);
    }
    return words;
  };
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

const escapes: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};

function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (escape) => escapes[escape]!);
}

/** A matched word marked without the punctuation around it: "(<mark>compact</mark>)." rather than "<mark>(compact).</mark>". */
function markWord(word: string): string {
  const [, before = '', core = '', after = ''] = /^([([{"'“‘«]*)(.*?)([)\]}.,;:!?"'”’»]*)$/u.exec(word) ?? [];
  // The ";" that ends an escaped character ("&amp;") belongs to the word.
  const entityEnd = /&#?\w+$/.test(core) && after.startsWith(';') ? ';' : '';
  return core ? `${before}<mark>${core}${entityEnd}</mark>${after.slice(entityEnd.length)}` : word;
}

/**
 * A hit's snippet: `length` words of the record's body around its first match, the matched words
 * marked. Pagefind's own excerpt is cut from title and body together, so it often began in the
 * middle of the title shown just above it, and it marks whole words with their punctuation.
 */
export function bodyExcerpt(rawContent: string, title: string, locations: readonly number[], length = excerptLength): string {
  const words = rawContent.split(/\s+/).filter(Boolean);
  const titleWords = title.split(/\s+/).filter(Boolean);
  // Pagefind may end the title with a full stop of its own.
  const startsWithTitle = titleWords.every((word, index) => {
    const indexed = unescapeHtml(words[index] ?? '');
    return indexed === word || (index === titleWords.length - 1 && indexed === `${word}.`);
  });
  const bodyStart = startsWithTitle ? titleWords.length : 0;
  const firstMatch = locations.find((location) => location >= bodyStart);
  // From the body's start when the first match is near it, else from a few words before the match.
  const start = firstMatch === undefined || firstMatch - bodyStart < length - 6 ? bodyStart : firstMatch - 3;
  const end = Math.min(words.length, start + length);
  const marked = new Set(locations);
  const shown = words.slice(start, end).map((word, index) => (marked.has(start + index) ? markWord(word) : word));
  return `${start > bodyStart ? '… ' : ''}${shown.join(' ')}${end < words.length ? ' …' : ''}`;
}

/** A word as the index holds it: case, accents and the punctuation inside it gone ("Zorn's" → "zorns", "Hahn-Banach" → "hahnbanach"). */
function indexedForm(word: string): string {
  return foldForMatching(word).replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Whether a word of a record's text, or a part of a joined word ("Banach" in "Hahn-Banach"), begins
 * with `prefix` (in its indexed form).
 */
export function beginsAWord(rawContent: string, prefix: string): boolean {
  return rawContent
    .split(/\s+/)
    .map((token) => foldForMatching(unescapeHtml(token)))
    .some((token) => [token, ...token.split(/[^\p{L}\p{N}]+/u)].some((part) => indexedForm(part).startsWith(prefix)));
}

/**
 * The spellings of a typed word that the index holds as they stand (an exact, quoted search finds
 * them): the word itself, its British or US twin ("neighborhood" → "neighbourhood", see
 * `spellingTwins`), both or none (a word still being typed, or one the site does not contain).
 */
async function indexedSpellings(search: PagefindApi, word: string): Promise<string[]> {
  const folded = indexedForm(word);
  if (folded === '') {
    return [word];
  }
  const spellings = [word, ...spellingTwins(folded)];
  const found = await Promise.all(
    spellings.map(async (spelling, index) => (await search.search(`"${index === 0 ? folded : spelling}"`)).results.length > 0),
  );
  return spellings.filter((_, index) => found[index]);
}

/** At most this many searches for the spellings of a query's words (each word's twins multiply them). */
const maximumSpellings = 4;

/**
 * Pagefind's results for any of several queries (a query in its words' other spellings), each
 * record once at its best score, best first. Pagefind matches all the words of one query, never either of two.
 */
async function resultsForAny(search: PagefindApi, queries: readonly string[]): Promise<PagefindResult[]> {
  const answers = await Promise.all(queries.map((each) => search.search(each)));
  if (answers.length === 1) {
    return answers[0]!.results;
  }
  const best = new Map<string, PagefindResult>();
  for (const result of answers.flatMap((answer) => answer.results)) {
    if ((best.get(result.id)?.score ?? -Infinity) < result.score) {
      best.set(result.id, result);
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** Each choice of one spelling per word, as queries. */
function spelledQueries(spellings: readonly (readonly string[])[]): string[] {
  return spellings
    .reduce<string[][]>((queries, choices) => queries.flatMap((query) => choices.map((choice) => [...query, choice])), [[]])
    .slice(0, maximumSpellings)
    .map((words) => words.join(' '));
}

/** How many of the site's words a word still being typed is looked up as (see `searchHits`). */
const completionsLookedUp = 3;

/** The site's most frequent words that `prefix` (folded) begins, from its vocabulary. */
async function completionsOf(prefix: string, vocabulary: Vocabulary): Promise<string[]> {
  const shard = vocabularyShard(prefix);
  if (!shard) {
    return [];
  }
  return (await vocabulary(shard))
    .map((word) => foldForMatching(word))
    .filter((word) => word.startsWith(prefix))
    .slice(0, completionsLookedUp);
}

/** How many of Pagefind's hits are read for a word still being typed (see `searchHits`). */
const prefixHitsExamined = 60;

/** The shortest a word still being typed is cut back to (see `searchHits`). */
const minimumPrefix = 3;

/**
 * The first `limit` hits for a query, and how many there are: the statements it names first (a query naming a result
 * lists the result itself, then what discusses it), then the rest in Pagefind's order.
 *
 * Pagefind never answers "nothing" while a word has a prefix in the index: a word that begins no
 * indexed word is cut back to its longest prefix that is one (https://github.com/Pagefind/pagefind/issues/599),
 * so "qwertyuiop" found every "q" of the formulas and "banana" the "b)|)/(|a" of a fraction. That
 * helps a word still being typed ("compactne" finds "compactness") and nothing else: a word the
 * index does not hold must begin a word of each hit, or there is no hit (the first
 * `prefixHitsExamined` of Pagefind's are read: the ones it ranks first for "compact" may hold no
 * "compactness").
 *
 * A word the index holds in its British or US twin only is looked up in that spelling, and one held
 * in both in either (Pagefind has no synonyms: one search per spelling, merged), so "neighborhood"
 * finds the pages that write "neighbourhood". A query that finds nothing gets a `suggestion` from
 * the site's `vocabulary`, if one is given (see `nearMiss`).
 */
export async function searchHits(
  search: PagefindApi,
  query: string,
  limit: number,
  vocabulary?: Vocabulary,
): Promise<SearchAnswer> {
  const lookup = lookupQuery(query);
  if (lookup === '') {
    return {hits: [], total: 0};
  }
  const words = lookup.split(/\s+/);
  const indexed = await Promise.all(words.map((word) => indexedSpellings(search, word)));
  const typing = (index: number) => indexed[index]!.length === 0 && indexedForm(words[index]!) !== '';
  // A word still being typed is looked up as the site's words it begins, the most frequent first
  // ("compactne": "compactness"), when the site's vocabulary says: Pagefind cuts a prefix back in the
  // one chunk of its index it loads for it, and where "compact" is in the chunk before, "compactne" was
  // cut back to "c" and found every C of the formulas.
  const completions = await Promise.all(
    words.map(async (word, index) => (typing(index) && vocabulary ? completionsOf(indexedForm(word), vocabulary) : [])),
  );
  const spellings = words.map((word, index) =>
    indexed[index]!.length > 0 ? indexed[index]! : completions[index]!.length > 0 ? completions[index]! : [word],
  );
  const notIndexed = [...new Set(words.filter((_, index) => typing(index)).map(indexedForm))];
  let results = await resultsForAny(search, spelledQueries(spellings));
  // Pagefind looks a prefix up in one chunk of its index, and one that straddles two finds nothing:
  // the words typed are cut back, a letter at a time, until something is found (then filtered below).
  const longest = Math.max(0, ...words.filter((_, index) => typing(index)).map((word) => word.length));
  for (let cut = 1; results.length === 0 && longest - cut >= minimumPrefix; cut += 1) {
    const shorter = spellings.map((choices, index) =>
      typing(index) ? choices.map((word) => word.slice(0, Math.max(minimumPrefix, word.length - cut))) : choices,
    );
    results = await resultsForAny(search, spelledQueries(shorter));
  }
  // Each hit's title and snippet are a small file of their own, fetched only for the hits shown.
  let shown = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  let total = results.length;
  const begun = (data: PagefindData) => notIndexed.every((word) => beginsAWord(data.raw_content, word));
  if (notIndexed.length > 0 && !shown.some(begun)) {
    // Pagefind answered for a shorter prefix ("compact" for "compactne") and ranked first hits with none of
    // the words typed: the hits are those that have them, looked for further down its list.
    const ranked = await Promise.all(results.slice(0, Math.max(limit, prefixHitsExamined)).map((result) => result.data()));
    const matching = ranked.filter(begun);
    shown = matching.slice(0, limit);
    total = matching.length;
  }
  const hits: Hit[] = shown.map((data) => ({
    id: data.url,
    // A notation's record is named by its declaration and leads to the definition that introduces it.
    url: data.meta.kind === 'notation' && data.meta.target ? data.meta.target : data.url,
    title: data.meta.title ?? data.url,
    excerpt: data.meta.title ? bodyExcerpt(data.raw_content, data.meta.title, data.locations) : data.excerpt,
    kind: isHitKind(data.meta.kind) ? data.meta.kind : 'page',
    page: data.meta.page,
    ...(data.meta.terms ? {terms: data.meta.terms.split('; ')} : {}),
  }));
  // In the spellings looked up: "metrization theorem" names a result the site titles "Metrisation theorem".
  const looked = spelledQueries(spellings);
  const named = (hit: Hit) => hit.kind === 'statement' && looked.some((each) => namesStatement(each, hit.title));
  // A definition of the term looked for comes first ("paracompact" lands where it is defined), then one of
  // a term the query names ("compact" names "locally compact"), then the results the query names, then the
  // rest in Pagefind's order.
  const folded = looked.map((each) => foldForMatching(each).trim());
  const rank = (hit: Hit) =>
    hit.terms?.some((term) => folded.includes(foldForMatching(term).trim()))
      ? 0
      : looked.some((each) => hit.terms?.some((term) => namesStatement(each, term)))
        ? 1
        : named(hit)
          ? 2
          : 3;
  // A stable sort: within a rank, Pagefind's order.
  const ordered = hits
    .map((hit) => ({hit, rank: rank(hit)}))
    .sort((a, b) => a.rank - b.rank)
    .map(({hit}) => hit);
  const suggestion = total === 0 && vocabulary ? await nearMiss(search, words, notIndexed, vocabulary) : undefined;
  return {hits: ordered, total, ...(suggestion ? {suggestion} : {})};
}

/** `nearest` written with the typed word's capital, if it had one ("Lema" → "Lemma"). */
function asTyped(typed: string, nearest: string): string {
  return /^\p{Lu}/u.test(typed) ? `${nearest[0]!.toUpperCase()}${nearest.slice(1)}` : nearest;
}

/**
 * A query that finds something, made from one that finds nothing by putting, for each word the site
 * does not contain, the site's nearest word ("Urysohn lema" → "Urysohn lemma"); none when a word
 * has no near word, or the corrected query finds nothing either.
 */
async function nearMiss(
  search: PagefindApi,
  words: readonly string[],
  notIndexed: readonly string[],
  vocabulary: Vocabulary,
): Promise<string | undefined> {
  const corrected = await Promise.all(
    words.map(async (word) => {
      const folded = indexedForm(word);
      if (!notIndexed.includes(folded)) {
        return word;
      }
      const shard = vocabularyShard(folded);
      const nearest = shard ? nearestWord(folded, await vocabulary(shard)) : undefined;
      return nearest && asTyped(word, nearest);
    }),
  );
  if (corrected.some((word) => word === undefined)) {
    return undefined;
  }
  const suggestion = corrected.join(' ');
  return (await searchHits(search, suggestion, 1)).total > 0 ? suggestion : undefined;
}
