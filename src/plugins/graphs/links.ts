/**
 * Links from results to their dependency graphs, which cross-references write into each page's data
 * ("in the graph" beside a block's "Used in") and into the results index: the site model
 * (src/plugins/site-model) hands them over.
 */
import type {ResultLinks} from '../cross-references/contribution';
import type {GraphLink, ResultsGroup, StatementTable} from '../cross-references/table/table';
import {nodeId, type GraphUnit, type Relation} from './graph';

/** Each block's link to its node in the graph of its chapter or page (not its area's, which is larger). */
function graphLinks(units: readonly GraphUnit[], relation: Relation): Map<string, Record<string, string>> {
  const links = new Map<string, Record<string, string>>();
  for (const result of relation.nodes.values()) {
    const unit = units.find((candidate) => candidate.kind !== 'area' && candidate.pages.includes(result.page));
    if (unit) {
      const page = links.get(result.page.file) ?? {};
      page[result.anchor] = `${unit.path}#${nodeId(unit, result)}`;
      links.set(result.page.file, page);
    }
  }
  return links;
}

/** The results index with a link to each chapter's, area's and notes page's graph. */
function withGraphLinks(groups: readonly ResultsGroup[], units: readonly GraphUnit[]): ResultsGroup[] {
  const link = (unit: GraphUnit): GraphLink => ({title: unit.title, path: unit.path});
  return groups.map((group) => {
    const permalinks = new Set(group.pages.map((page) => page.permalink));
    const containing = units.filter(
      (unit) =>
        unit.kind !== 'page' && [...permalinks].every((permalink) => unit.pages.some((page) => page.permalink === permalink)),
    );
    return {
      ...group,
      ...(containing.length > 0 ? {graphs: containing.map(link)} : {}),
      pages: group.pages.map((page) => {
        const own = units.find((unit) => unit.kind === 'page' && unit.home === page.permalink);
        return own ? {...page, graph: link(own)} : page;
      }),
    };
  });
}

/** Each block's link to its node, and the results index with links to the graphs. */
export function graphResultLinks(table: StatementTable, units: readonly GraphUnit[], relation: Relation): ResultLinks {
  return {inPage: graphLinks(units, relation), results: withGraphLinks(table.results, units)};
}
