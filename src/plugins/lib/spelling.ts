/**
 * How names are spelt and matched, wherever a reader types one: the search box, the index it
 * searches, and the results index's filter.
 *
 * One spelling for the joins inside names, used on both sides of the search: the indexer applies
 * it to the text of every page and the search box to what the reader types.
 *
 * Pagefind indexes a hyphenated word whole and by its parts ("Hahn-Banach" is found by
 * "Hahn-Banach", "Hahn Banach" and "HahnBanach") and folds accents and case by itself, but it
 * keeps a word joined by an en dash as one opaque token: the pages write "Heine–Borel" and
 * "Arzelà–Ascoli" with the typographer's dash, which "Heine Borel" would never find.
 */
const joiningDash = /(?<=[\p{L}\p{N}])[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D](?=[\p{L}\p{N}])/gu;
const typographicApostrophe = /[\u2018\u2019\u02BC\uFF07]/g;

export function withPlainJoins(text: string): string {
  return text.replace(joiningDash, '-').replace(typographicApostrophe, "'");
}

/**
 * Text folded for matching: case, accents, apostrophes and the dashes that join names do not count,
 * so "heine borel" and "Heine-Borel" find "Heine–Borel", "Arzela" finds "Arzelà", "Zorns" finds
 * "Zorn’s".
 */
export function foldForMatching(text: string): string {
  return withPlainJoins(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, ' ');
}

/** The words of a title or query, folded. */
function foldedWords(text: string): string[] {
  return foldForMatching(text)
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
 * British and US spellings of the same word, as pairs of endings (British first) and the letters that
 * must come before them: a stem with a vowel, so "four", "hour", "rise" and "log" have no twin. The
 * search box uses the twins only where the index holds them (see `searchHits`), so a rule that
 * makes a word no one writes ("theourem", "exercize") is harmless.
 */
const twinEndings: readonly {readonly british: string; readonly american: string; readonly stem: RegExp}[] = [
  // colour, neighbourhood, favourite, behavioural (not "humorous", "vigorous": the same in both).
  ...'|s|ed|ing|hood|hoods|ite|ites|able|ably|ful|less|er|ers|ist|ists|ism|al|ally'
    .split('|')
    .map((ending) => ({british: `our${ending}`, american: `or${ending}`, stem: /[aeiouy][a-z]+$/})),
  // normalise, metrisable, metrisation: -is- before a suffix, after a consonant ("noise", "raise" have none).
  ...['e', 'es', 'ed', 'er', 'ers', 'ing', 'ation', 'ations', 'able', 'ability', 'ational'].map((ending) => ({
    british: `is${ending}`,
    american: `iz${ending}`,
    stem: /[aeiouy][a-z]*[^aeiouy]$/,
  })),
  // analyse, paralysed.
  ...['e', 'es', 'ed', 'er', 'ers', 'ing'].map((ending) => ({
    british: `ys${ending}`,
    american: `yz${ending}`,
    stem: /[a-z]{3}$/,
  })),
  // catalogue, analogues.
  {british: 'ogue', american: 'og', stem: /[aeiouy][a-z]+$/},
  {british: 'ogues', american: 'ogs', stem: /[aeiouy][a-z]+$/},
  // centre, fibred, metres: -re after t, b, g or v.
  ...[
    ['re', 'er'],
    ['res', 'ers'],
    ['red', 'ered'],
    ['ring', 'ering'],
  ].map(([british, american]) => ({british: british!, american: american!, stem: /[aeiouy][a-z]*[tbgv]$/})),
];

/**
 * The word's other spelling in British or US English, if its ending has one ("neighborhood" →
 * "neighbourhood", "metrisation" → "metrization", "centres" → "centers"). Expects a folded word (see
 * `foldForMatching`).
 */
export function spellingTwins(word: string): string[] {
  const twins = new Set<string>();
  for (const {british, american, stem} of twinEndings) {
    for (const [from, to] of [
      [british, american],
      [american, british],
    ] as const) {
      if (word.endsWith(from) && stem.test(word.slice(0, word.length - from.length))) {
        twins.add(`${word.slice(0, word.length - from.length)}${to}`);
      }
    }
  }
  twins.delete(word);
  return [...twins];
}
