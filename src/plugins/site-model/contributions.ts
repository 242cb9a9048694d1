/**
 * The capabilities as builders over the site model, in the order their inputs need: citations first
 * (their style writes statements' sources and citations as text), then the statement table, the
 * dependency graphs over it (whose links cross-references write into pages and the results index), and
 * notation. Each builder lives with its capability; this is the one place that hands one's output to
 * another.
 */
import {citationsContribution} from '../citations/data';
import {citationText} from '../citations/plain-text';
import {crossReferencesContribution, withCitationsAsText} from '../cross-references/contribution';
import {buildTable} from '../cross-references/table/table';
import {dependencyGraphs} from '../graphs/build';
import type {Contribution} from '../lib/contribution';
import {notationMacroPlaces} from '../maths/macro-file';
import {notationContribution} from '../notation/data';
import type {SiteModel} from './model';

export async function siteContributions(siteDir: string, model: SiteModel): Promise<Contribution[]> {
  const citations = citationsContribution(
    siteDir,
    model.citations,
    model.pages.map(({page, citations: cited}) => ({page, citations: cited})),
  );
  const site = withCitationsAsText(
    model.pages.map(({page, statements}) => ({page, extracted: statements})),
    citationText(model.citations.formatter),
  );
  const table = buildTable(siteDir, site);
  const graphs = await dependencyGraphs(siteDir, site, table);
  const notation = notationContribution(
    siteDir,
    model.pages.map(({page, notation: declared}) => ({page, notation: declared})),
    notationMacroPlaces(),
  );
  return [citations, crossReferencesContribution(site, table, siteDir, graphs.links), graphs.contribution, notation];
}
