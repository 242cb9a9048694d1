/**
 * The capabilities as builders over the site model, in the order their inputs need: citations first
 * (their style writes statements' sources and citations as text), then the statement table, the
 * dependency graphs over it (whose links cross-references write into pages and the results index),
 * notation, the index of terms (whose blocks the table previews), and each print edition's share of
 * the notation, bibliography and index. Each builder lives with its capability; this is the one place
 * that hands one's output to another.
 */
import path from 'node:path';
import {bibliographyFileName, citationsContribution} from '../citations/data';
import {citationText} from '../citations/plain-text';
import {crossReferencesContribution, withCitationsAsText} from '../cross-references/contribution';
import {buildTable} from '../cross-references/table/table';
import {dependencyGraphs} from '../graphs/build';
import type {Contribution} from '../lib/contribution';
import {notationMacroPlaces} from '../maths/macro-file';
import {notationContribution, siteListFileName} from '../notation/data';
import {indexContribution, indexFileName} from '../index-of-terms/data';
import {buildTermsIndex} from '../index-of-terms/table';
import {paragraphRenderer} from '../cross-references/table/table';
import type {BibliographyEntry} from '../citations/types';
import type {IndexGroup} from '../index-of-terms/table';
import type {NotationList} from '../notation/table';
import {printContribution} from '../print/share';
import type {ModelPage, SiteModel} from './model';

/** An element id a capability gives a place of a page, with the place. */
type OwnedId = {readonly id: string; readonly capability: string; readonly line: number; readonly column: number};

/** The ids each capability gives places of the page: blocks, references, citations, declarations of notation. */
function pageIds({statements, citations, notation, terms}: ModelPage): OwnedId[] {
  return [
    ...statements.statements.map(({id, line}) => ({id, capability: 'cross-references', line, column: 1})),
    ...statements.references.map(({citeId, line, column}) => ({id: citeId, capability: 'cross-references', line, column})),
    ...citations.flatMap(({citation, ids}) =>
      ids.map((id, index) => ({id, capability: 'citations', ...(citation.items[index]?.place ?? citation.start)})),
    ),
    ...notation.declarations.map(({anchor, line, column}) => ({id: anchor, capability: 'notation', line, column})),
    ...terms.elements.map(({anchor, node}) => ({
      id: anchor,
      capability: 'index-of-terms',
      line: node.position?.start.line ?? 0,
      column: node.position?.start.column ?? 0,
    })),
  ];
}

/**
 * Ids two capabilities give on one page (a reference to the label `munkres2000` and a citation of the
 * key `munkres2000` would both be `cite-munkres2000-1`): each a problem at the second place, which
 * stops a build. Ids within one capability are its own to keep apart (a repeated label is its error).
 */
function idCollisions(siteDir: string, model: SiteModel): Contribution {
  const lines: string[] = [];
  for (const modelPage of model.pages) {
    const owners = new Map<string, OwnedId>();
    for (const owned of pageIds(modelPage)) {
      const first = owners.get(owned.id);
      if (first && first.capability !== owned.capability) {
        lines.push(
          `${path.relative(siteDir, modelPage.page.file)}:${owned.line}:${owned.column}: the id "${owned.id}" of ${owned.capability} ` +
            `is also the id ${first.capability} gives the place at ${first.line}:${first.column}: rename the label or the key.`,
        );
      } else if (!first) {
        owners.set(owned.id, owned);
      }
    }
  }
  return {capability: 'site-model', files: [], problems: {lines, stopsBuild: true}, siteWide: lines};
}

/** The data of a file a contribution writes (what another builder is handed), found by its name. */
function written<Data>(contribution: Contribution, name: string): Data {
  const file = contribution.files.find((candidate) => candidate.name === name);
  if (!file) {
    throw new Error(`site-model: ${contribution.capability} writes no ${name}.`);
  }
  return file.data as Data;
}

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
  const termsSite = model.pages.map(({page, terms}) => ({page, terms}));
  // The index previews the blocks its terms lead to, which the statement table typesets: the index's
  // places are known before the table is built, its paragraphs typeset with the table's references.
  const indexedBlocks = new Map<string, ReadonlySet<string>>();
  for (const {page, terms} of termsSite) {
    indexedBlocks.set(page.file, new Set(terms.places.flatMap((place) => (place.block ? [place.block.id] : []))));
  }
  const table = buildTable(siteDir, site, (file) => indexedBlocks.get(file) ?? new Set());
  const terms = indexContribution(siteDir, termsSite, buildTermsIndex(siteDir, termsSite, paragraphRenderer(table)));
  const graphs = await dependencyGraphs(siteDir, site, table);
  const notation = notationContribution(
    siteDir,
    model.pages.map(({page, notation: declared}) => ({page, notation: declared})),
    notationMacroPlaces(),
  );
  const print = printContribution(
    siteDir,
    model.pages.map(({page}) => page),
    {
      notation: written<NotationList>(notation, siteListFileName).entries,
      bibliography: written<readonly BibliographyEntry[]>(citations, bibliographyFileName),
      index: written<{readonly groups: readonly IndexGroup[]}>(terms, indexFileName).groups,
    },
  );
  return [
    idCollisions(siteDir, model),
    citations,
    crossReferencesContribution(site, table, siteDir, graphs.links),
    graphs.contribution,
    notation,
    terms,
    print,
  ];
}
