/**
 * "Did you mean …?": the word of the site nearest to a word it does not contain ("Kreyzig" →
 * "Kreyszig", "homeomorphsim" → "homeomorphism"). Pagefind has no tolerance for typing mistakes,
 * so the build writes the site's own words, one small file per first letter (`siteVocabulary`), and
 * the search box reads the file of a word only when a search finds nothing (`nearestWord`).
 * Plain data and functions, shared by the build and the browser.
 */
import {foldForMatching} from '../lib/spelling';

/** The folder of the vocabulary's files, inside the index's. */
export const vocabularyFolder = 'vocabulary';

/** A word's folded form, if it is one the vocabulary keeps: letters a–z only once folded ("Arzelà" → "arzela"). */
function keptForm(word: string): string | undefined {
  const folded = foldForMatching(word);
  return /^[a-z]{3,}$/.test(folded) ? folded : undefined;
}

/**
 * The file a word's neighbours are in: its first letter. A typing mistake rarely falls on a word's
 * first letter, and a search then reads a twenty-sixth of the vocabulary.
 */
export function vocabularyShard(foldedWord: string): string | undefined {
  return /^[a-z]/.test(foldedWord) ? foldedWord[0] : undefined;
}

/**
 * The site's words from its indexed text, by shard: each once, as the site writes it (in lower case
 * unless the site never does: "Kreyszig", "Urysohn", "lemma"), the most frequent first.
 */
export function siteVocabulary(texts: Iterable<string>): Map<string, string[]> {
  const words = new Map<string, {count: number; written: Map<string, number>}>();
  for (const text of texts) {
    for (const word of text.split(/[^\p{L}]+/u)) {
      const folded = keptForm(word);
      if (!folded) {
        continue;
      }
      const entry = words.get(folded) ?? {count: 0, written: new Map<string, number>()};
      entry.count += 1;
      entry.written.set(word, (entry.written.get(word) ?? 0) + 1);
      words.set(folded, entry);
    }
  }
  const shards = new Map<string, string[]>();
  const ranked = [...words].sort(([a, first], [b, second]) => second.count - first.count || (a < b ? -1 : 1));
  for (const [folded, {written}] of ranked) {
    const forms = [...written].sort((a, b) => b[1] - a[1]).map(([form]) => form);
    const shard = vocabularyShard(folded)!;
    shards.set(shard, [...(shards.get(shard) ?? []), forms.find((form) => form === form.toLowerCase()) ?? forms[0]!]);
  }
  return shards;
}

/**
 * Typing mistakes between two words: letters added, left out or mistyped, and two neighbouring
 * letters swapped ("Munkers" for "Munkres"), each counting one (the optimal string alignment
 * distance). Stops counting above `limit`.
 */
export function typingDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j]!, beforePrevious[j - 2]! + 1);
      }
    }
    if (Math.min(...current) > limit) {
      return limit + 1;
    }
    [beforePrevious, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/** How many mistakes a typed word may hold and still be taken for a word of the site: none below four letters. */
function allowedMistakes(length: number): number {
  return length < 4 ? 0 : length < 6 ? 1 : length < 10 ? 2 : 3;
}

/**
 * The word of `words` (as `siteVocabulary` writes them, the most frequent first) nearest to `typed`
 * (folded), within the mistakes its length allows; of equally near ones, the most frequent.
 */
export function nearestWord(typed: string, words: readonly string[]): string | undefined {
  const limit = allowedMistakes(typed.length);
  let nearest: {word: string; distance: number} | undefined;
  for (const word of words) {
    const distance = typingDistance(typed, foldForMatching(word), nearest ? nearest.distance - 1 : limit);
    if (distance > 0 && distance <= limit && (!nearest || distance < nearest.distance)) {
      nearest = {word, distance};
    }
  }
  return nearest?.word;
}
