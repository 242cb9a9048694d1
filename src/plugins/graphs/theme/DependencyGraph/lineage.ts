import type {GraphEdge} from '@site/src/plugins/graphs/graph';

export type Lineage = {readonly ancestors: ReadonlySet<string>; readonly descendants: ReadonlySet<string>};

/** What a node uses, directly or not, and what uses it. */
export function lineageOf(id: string, edges: readonly GraphEdge[]): Lineage {
  const walk = (start: string, next: (edge: GraphEdge) => [string, string]) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const current = queue.pop()!;
      for (const edge of edges) {
        const [here, there] = next(edge);
        if (here === current && !seen.has(there) && there !== start) {
          seen.add(there);
          queue.push(there);
        }
      }
    }
    return seen;
  };
  return {ancestors: walk(id, (edge) => [edge.to, edge.from]), descendants: walk(id, (edge) => [edge.from, edge.to])};
}
