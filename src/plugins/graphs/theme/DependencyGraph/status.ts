/** What the line above the graph says: how to select, or what the selected result builds on and what builds on it. */
import type {GraphNode} from '@site/src/plugins/graphs/graph';
import {boxName} from '@site/src/plugins/graphs/geometry';

export const idleStatus = 'Select a box (click, tap or Enter) to light up what it builds on and what builds on it.';

const results = (count: number) => (count === 1 ? '1 result' : `${count} results`);

/** "Theorem 11 selected: it builds on no other result, and 8 results build on it. …" */
export function selectionStatus(name: string, ancestors: number, descendants: number): string {
  const buildsOn = ancestors === 0 ? 'it builds on no other result' : `it builds on ${results(ancestors)}`;
  const builtOn =
    descendants === 0 ? 'no result builds on it' : `${results(descendants)} ${descendants === 1 ? 'builds' : 'build'} on it`;
  return `${name} selected: ${buildsOn}, and ${builtOn}. Activate it again to open it; Escape clears.`;
}

/**
 * The longest thing the line can say about `nodes`, in characters: the longest name with each
 * wording of the counts, at the most digits they can take. The line keeps room for it, so that
 * selecting a box never pushes the graph down (on a phone the line wraps onto several lines).
 */
export function longestStatus(nodes: readonly Pick<GraphNode, 'kind' | 'number'>[]): string {
  const names = nodes.map((node) => boxName(node));
  const name = names.reduce((longest, next) => (next.length > longest.length ? next : longest), '');
  const counts = [0, 1, nodes.length];
  return counts
    .flatMap((ancestors) => counts.map((descendants) => selectionStatus(name, ancestors, descendants)))
    .reduce((longest, next) => (next.length > longest.length ? next : longest), idleStatus);
}
