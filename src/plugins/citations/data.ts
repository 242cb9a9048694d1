/**
 * What citations contribute to the site (./index.ts says how the site model derives it), written into
 * `.docusaurus/site-model/default/citations/`, and who reads it:
 * - pages/<page>.json, one per published page, the site's channel into MDX steps
 *   (src/plugins/lib/page-data.ts): the entries the page cites with the ids of the places citing
 *   each, each of its citations in the style, the keys it cites that the bibliography lacks, and errors
 *   in the bibliography file. The MDX step (./remark/citations.ts) reads it;
 * - references/<page>.json, the part of it the page's components show and so the page imports: the
 *   entries it cites (its "References" section and the citations' previews). What only the step reads
 *   (each citation's text, the problems) stays out of the page's JavaScript;
 * - bibliography.json: every entry with the pages that cite it (and the ids of the places citing it on
 *   each), imported by docs/bibliography.mdx and by the print editions, whose bibliography lists the
 *   entries their pages cite with the page of the PDF of each citation (src/plugins/print).
 */
import path from 'node:path';
import {citationSettings} from '../../data/citations';
import {pageDataName} from '../lib/page-data';
import type {PageInput} from '../lib/published-pages';
import {problemLine, uncitedEntries, unknownKeys} from './check';
import {pageReferencesName} from './files';
import type {PageCitation} from './extract';
import type {SiteCitations} from './load';
import type {BibliographyEntry, CitingPage, EntryView, PageCitations, PageReferences} from './types';
import type {Contribution} from '../lib/contribution';

/** The capability's name, which names its folder of generated files. */
export const capability = 'citations';

/** The one bibliography of the site, relative to the site's folder. */
const bibliographySource = citationSettings.bibliography;

export type CitingSite = readonly {readonly page: PageInput; readonly citations: readonly PageCitation[]}[];

export type CitationsData = {
  readonly pages: readonly {readonly name: string; readonly data: PageCitations}[];
  /** What each page imports: its references (./files.ts). */
  readonly references: readonly {readonly name: string; readonly data: PageReferences}[];
  readonly bibliography: readonly BibliographyEntry[];
  /** Errors (a build stops on them) and warnings, each a file:line:col line. */
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
};

/** Every page's data, the bibliography page's list and the problems, from the .bib, its style and the pages' citations. */
export function buildCitations(siteDir: string, {bibliography, formatter}: SiteCitations, site: CitingSite): CitationsData {
  const relative = (file: string) => path.relative(siteDir, file);
  const views = new Map<string, EntryView>([...formatter.entries].map(([key, formats]) => [key, {key, ...formats}]));
  const order = new Map([...views.keys()].map((key, index) => [key, index]));
  const bibErrors = bibliography.problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => problemLine(bibliographySource, problem));
  const warnings = bibliography.problems
    .filter((problem) => problem.severity === 'warning')
    .map((problem) => problemLine(bibliographySource, problem));
  const errors = [...bibErrors];
  const citedBy = new Map<string, CitingPage[]>();
  const pages = site.map(({page, citations}) => {
    const cites = new Map<string, string[]>();
    for (const {citation, ids} of citations) {
      citation.items.forEach((item, index) => cites.set(item.key, [...(cites.get(item.key) ?? []), ids[index]!]));
    }
    const unknown = unknownKeys(
      citations.map(({citation}) => citation),
      bibliography.entries,
    );
    errors.push(...unknown.map((problem) => problemLine(relative(page.file), problem)));
    for (const [key, ids] of cites) {
      if (views.has(key)) {
        citedBy.set(key, [...(citedBy.get(key) ?? []), {title: page.title, permalink: page.permalink, cites: ids}]);
      }
    }
    const references = [...cites]
      .filter(([key]) => views.has(key))
      .sort(([a], [b]) => order.get(a)! - order.get(b)!)
      .map(([key, ids]) => ({...views.get(key)!, cites: ids}));
    const data: PageCitations = {
      references,
      citations: Object.fromEntries(
        citations.map(({citation, node, ids}) => [
          ids[0]!,
          // A statement's source, which its block puts in brackets of its own.
          formatter.citationParts(citation, {affixes: node.type !== 'mdxJsxAttribute'}),
        ]),
      ),
      ...(unknown.length > 0 ? {unknown: Object.fromEntries(unknown.map((problem) => [problem.key, problem.reason]))} : {}),
      ...(bibErrors.length > 0 && cites.size > 0 ? {bibliography: bibErrors} : {}),
    };
    return {name: pageDataName(siteDir, page.file), data};
  });
  warnings.push(
    ...uncitedEntries(bibliography.entries, citedBy.keys()).map((problem) => problemLine(bibliographySource, problem)),
  );
  const list = [...views.values()].map((view) => ({...view, citedBy: citedBy.get(view.key) ?? []}));
  const references = site.map(({page}, index) => ({
    name: pageReferencesName(siteDir, page.file),
    data: {references: pages[index]!.data.references},
  }));
  return {pages, references, bibliography: list, errors, warnings};
}

/** The bibliography page's list (docs/bibliography.mdx and the print editions import it). */
export const bibliographyFileName = 'bibliography.json';

/**
 * What citations contribute: every page's data and references, the bibliography's list, and the
 * problems. An unknown key or an error in the .bib fails each citing page where it shows
 * (./remark/citations.ts), as file:line:col, in a build and in `npm start`'s overlay; only an error in
 * the .bib that no page cites stops the build here.
 */
export function citationsContribution(siteDir: string, citations: SiteCitations, site: CitingSite): Contribution {
  const {pages, references, bibliography, errors, warnings} = buildCitations(siteDir, citations, site);
  const inTheBib = errors.some((line) => line.startsWith(`${bibliographySource}:`));
  const shownByAPage = pages.some(({data}) => data.bibliography !== undefined);
  return {
    capability,
    files: [{name: bibliographyFileName, data: bibliography}, ...pages, ...references],
    warnings,
    problems: {lines: errors, stopsBuild: inTheBib && !shownByAPage},
    siteWide: errors.filter((line) => line.startsWith(`${bibliographySource}:`)),
  };
}
