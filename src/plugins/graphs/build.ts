/**
 * The dependency graphs of the site, from the same extraction as its statement table: called by the
 * cross-references plugin (src/plugins/cross-references/index.ts), which writes them and adds their routes.
 */
import type {ExtractedSite, GraphLink, ResultsGroup, StatementTable} from '../cross-references/table/table';
import {dependencyRelation, graphOf, graphUnits, nodeId, type GraphUnit, type Relation} from './graph';
import {layOut, type LaidOutGraph} from './layout';
import {graphTextMeasure} from './text-metrics';

/** The dependency graphs of the site, laid out, from the same extraction as its statement table. */
export async function dependencyGraphs(siteDir: string, site: ExtractedSite, table: StatementTable) {
  const relation = dependencyRelation(siteDir, site, table.targets);
  const units = graphUnits(site);
  const statementCounts = new Map(site.map(({page, extracted}) => [page, extracted.statements.length]));
  const measure = await graphTextMeasure(siteDir);
  const graphs: LaidOutGraph[] = await Promise.all(
    units.map(async (unit) => {
      const graph = graphOf(unit, relation, statementCounts);
      return {...graph, layout: await layOut(graph, measure)};
    }),
  );
  return {relation, units, graphs};
}

/** Each block's link to its node in the graph of its chapter or page (not its area's, which is larger). */
export function graphLinks(units: readonly GraphUnit[], relation: Relation): Map<string, Record<string, string>> {
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
export function withGraphLinks(groups: readonly ResultsGroup[], units: readonly GraphUnit[]): ResultsGroup[] {
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
