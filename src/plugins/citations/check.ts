/**
 * The checks an owner can act on: a cited key the bibliography does not have (an error, with the
 * closest keys it does have), and an entry no page cites (a warning). Problems in the .bib itself
 * come from `readBibliography` (./bibliography.ts). Each problem has a place; `problemLine` writes it as file:line:col.
 */
import leven from 'leven';
import type {BibEntry, BibProblem, Place} from './bibliography';
import type {Citation} from './syntax';

export type CitationProblem = {
  readonly severity: 'error' | 'warning';
  readonly ruleId: 'unknown-key' | 'uncited-entry';
  /** The key cited, or the entry's. */
  readonly key: string;
  readonly reason: string;
  readonly place: Place;
};

/** Up to `count` known keys closest to `key`, nearest first; none that differs in more than half its characters. */
export function closestKeys(key: string, known: Iterable<string>, count = 3): string[] {
  const limit = Math.max(2, Math.ceil(key.length / 2));
  return [...known]
    .map((candidate) => ({candidate, distance: leven(key.toLowerCase(), candidate.toLowerCase())}))
    .filter(({distance}) => distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({candidate}) => candidate);
}

function unknownKeyReason(key: string, known: Iterable<string>): string {
  const closest = closestKeys(key, known);
  const hint = closest.length > 0 ? ` Closest keys: ${closest.join(', ')}.` : ' No key in the bibliography is close to it.';
  return `Unknown citation key "${key}": src/data/bibliography.bib has no entry with that key.${hint}`;
}

/** An error at each cited key the bibliography lacks. */
export function unknownKeys(citations: readonly Citation[], entries: readonly BibEntry[]): CitationProblem[] {
  const known = new Set(entries.map((entry) => entry.key));
  return citations.flatMap((citation) =>
    citation.items
      .filter((item) => !known.has(item.key))
      .map((item) => ({
        severity: 'error' as const,
        ruleId: 'unknown-key' as const,
        key: item.key,
        reason: unknownKeyReason(item.key, known),
        place: item.place,
      })),
  );
}

/** A warning at each entry that no citation cites. */
export function uncitedEntries(entries: readonly BibEntry[], citedKeys: Iterable<string>): CitationProblem[] {
  const cited = new Set(citedKeys);
  return entries
    .filter((entry) => !cited.has(entry.key))
    .map((entry) => ({
      severity: 'warning' as const,
      ruleId: 'uncited-entry' as const,
      key: entry.key,
      reason: `The entry "${entry.key}" is cited by no page.`,
      place: entry.keyPlace,
    }));
}

/** "src/data/bibliography.bib:12:7: warning: The entry ... [uncited-entry]". */
export function problemLine(file: string, problem: BibProblem | CitationProblem): string {
  return `${file}:${problem.place.line}:${problem.place.column}: ${problem.severity}: ${problem.reason} [${problem.ruleId}]`;
}
