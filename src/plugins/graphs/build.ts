/** The dependency graphs of the site, laid out, from the same extraction as its statement table. */
import type {ExtractedSite, Target} from '../cross-references/table/table';
import {dependencyRelation, graphOf, graphUnits} from './graph';
import {layOut, type LaidOutGraph} from './layout';
import {graphTextMeasure} from './text-metrics';

export async function dependencyGraphs(
  siteDir: string,
  site: ExtractedSite,
  targets: ReadonlyMap<string, Target>,
): Promise<LaidOutGraph[]> {
  const relation = dependencyRelation(siteDir, site, targets);
  const statementCounts = new Map(site.map(({page, extracted}) => [page, extracted.statements.length]));
  const measure = await graphTextMeasure(siteDir);
  return Promise.all(
    graphUnits(site).map(async (unit) => {
      const graph = graphOf(unit, relation, statementCounts);
      return {...graph, layout: await layOut(graph, measure)};
    }),
  );
}
