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
