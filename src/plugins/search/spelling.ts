/**
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
