/**
 * Finds citations of results the site states that are still plain text
 * ("by Theorem 23.3", "Lemmas 26.1 and 26.2", "§26, Exercise 5") rather than
 * references. A result counts as stated on the site when a block's `source`
 * names it ("Munkres, Theorem 23.3"); the prose's text is read outside links,
 * formulas and code, so a converted citation is never reported.
 */
import type {Root, Text} from 'mdast';
import {visitParents} from 'unist-util-visit-parents';
import type {ExtractedPage} from '../table/extract';

/** "Theorem 23.3", "Lemma 26.8", "Theorems 24.1 and 23.5", "Lemma 26.4 and Theorem 26.3". */
const resultCitation =
  /\b(?:Theorem|Lemma|Corollary|Proposition|Definition|Example)s?\s+(\d+\.\d+(?:-\d+)?)((?:(?:,\s*|\s+and\s+|\s+or\s+)(?:(?:Theorem|Lemma|Corollary|Proposition)\s+)?\d+\.\d+(?:-\d+)?)*)/g;
/** "§26, Exercise 5", "§ 26 Exercise 5(b)". */
const exerciseCitation = /§\s?(\d+),?\s+Exercise\s+(\d+)/g;
const number = /\d+\.\d+(?:-\d+)?/g;

/** The cited results' keys: "23.3" for a theorem, lemma, ...; "ex 26.5" for an exercise. */
export function citedKeys(text: string): {readonly key: string; readonly index: number; readonly text: string}[] {
  const keys: {key: string; index: number; text: string}[] = [];
  for (const match of text.matchAll(resultCitation)) {
    for (const found of match[0].matchAll(number)) {
      keys.push({key: found[0], index: match.index, text: match[0]});
    }
  }
  for (const match of text.matchAll(exerciseCitation)) {
    keys.push({key: `ex ${match[1]}.${match[2]}`, index: match.index, text: match[0]});
  }
  return keys;
}

/** The keys of the results a page states, from its blocks' `source` attributes, with each block's label. */
export function statedResults(pages: readonly ExtractedPage[]): Map<string, string | undefined> {
  const stated = new Map<string, string | undefined>();
  for (const page of pages) {
    for (const statement of page.statements) {
      if (!statement.source || /^compare\b/i.test(statement.source)) {
        continue;
      }
      for (const {key} of citedKeys(statement.source)) {
        if (!stated.has(key)) {
          stated.set(key, statement.label);
        }
      }
    }
  }
  return stated;
}

export type PlainCitation = {
  readonly line: number;
  readonly column: number;
  readonly text: string;
  readonly label: string | undefined;
};

/** Citations in a page's prose of results in `stated`, not written as references. */
export function plainCitations(tree: Root, stated: ReadonlyMap<string, string | undefined>): PlainCitation[] {
  const found: PlainCitation[] = [];
  visitParents(tree, 'text', (node: Text, ancestors) => {
    if (ancestors.some((ancestor) => ancestor.type === 'link')) {
      return;
    }
    for (const {key, index, text} of citedKeys(node.value)) {
      if (stated.has(key)) {
        const before = node.value.slice(0, index);
        const lines = before.split('\n');
        const start = node.position?.start;
        found.push({
          line: (start?.line ?? 0) + lines.length - 1,
          column: lines.length > 1 ? lines.at(-1)!.length + 1 : (start?.column ?? 0) + index,
          text,
          label: stated.get(key),
        });
      }
    }
  });
  return found;
}
