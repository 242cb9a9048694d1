/**
 * What the dependency graphs contribute, from the statement table the site model builds
 * (src/plugins/site-model): each graph laid out (./layout.ts), every title measured in the boxes' own
 * font (./text-metrics.ts), written as a file with its route (theme/DependencyGraph only draws finished
 * geometry, ./geometry.ts); and the links from results to their nodes and graphs (./links.ts), which
 * cross-references write into each page's data and the results index.
 */
import type {Contribution} from '../lib/contribution';
import type {ResultLinks} from '../cross-references/contribution';
import type {ExtractedSite, StatementTable} from '../cross-references/table/table';
import {dependencyRelation, graphOf, graphUnits} from './graph';
import {layOut} from './layout';
import {graphResultLinks} from './links';
import {graphTextMeasure} from './text-metrics';

/** The capability's name, which names its folder of generated files. */
const capability = 'graphs';

/** The component of a graph's route. */
const graphComponent = '@theme/DependencyGraph';

/** A graph's data file: "/graphs/a/b/" is `a-b.json`. */
function graphFileName(route: string): string {
  return `${route
    .replace(/^\/|\/$/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()}.json`;
}

export async function dependencyGraphs(
  siteDir: string,
  site: ExtractedSite,
  table: StatementTable,
): Promise<{readonly links: ResultLinks; readonly contribution: Contribution}> {
  const relation = dependencyRelation(siteDir, site, table.targets);
  const units = graphUnits(site);
  const statementCounts = new Map(site.map(({page, extracted}) => [page, extracted.statements.length]));
  const measure = await graphTextMeasure(siteDir);
  const graphs = await Promise.all(
    units.map(async (unit) => {
      const graph = graphOf(unit, relation, statementCounts);
      return {...graph, layout: await layOut(graph, measure)};
    }),
  );
  return {
    links: graphResultLinks(table, units, relation),
    contribution: {
      capability,
      files: graphs.map((graph) => ({name: graphFileName(graph.path), data: graph})),
      routes: graphs.map((graph) => ({path: graph.path, component: graphComponent, modules: {graph: graphFileName(graph.path)}})),
    },
  };
}
