/**
 * What the index of terms contributes (indexContribution, below, from the site model's extraction of
 * every page), written into `.docusaurus/site-model/default/index-of-terms/`, and who reads it:
 * - index.json: the whole index, grouped by letter, imported by the index page (docs/index-of-terms.mdx,
 *   theme/TermsIndex) and by each print edition, which keeps the entries of its own pages
 *   (theme/IndexInPrint);
 * - terms.json: the terms each block defines, by permalink and anchor, read by search after the build
 *   (src/plugins/search), which makes a definition the first hit for its term;
 * - global data: the index page's address and the pages that link it (theme/TermsLink).
 */
import path from 'node:path';
import type {Contribution} from '../lib/contribution';
import {capabilityDataDir} from '../lib/page-data';
import type {PageInput} from '../lib/published-pages';
import {mathToText} from '../maths/tex-text';
import {formatIndexProblems, type ExtractedTermsSite, type TermsIndex} from './table';

/** The capability's name, which names its folder of generated files. */
export const capability = 'index-of-terms';

export const indexFileName = 'index.json';

const termsFileName = 'terms.json';

/** The page that shows the index (it imports index.json): the pages with terms link it. */
const indexPageSource = 'docs/index-of-terms.mdx';

/** The terms indexed at each place, by permalink, then anchor, and whether the place defines them: what search weighs. */
export type TermsByPlace = Readonly<
  Record<string, Readonly<Record<string, {readonly terms: readonly string[]; readonly defines: boolean}>>>
>;

/** The terms search reads after the build. */
export function termsFile(siteDir: string): string {
  return path.join(capabilityDataDir(siteDir, capability), termsFileName);
}

export type IndexGlobalData = {
  /** The index page's address; none when the site has no index page. */
  readonly indexPage?: string;
  /** The pages that link it: each page with a term, and each chapter's overview whose pages have one. */
  readonly pages: readonly string[];
};

/** A chapter's overview: the page of the folder that holds the page's folder (`chapt-3/` for `chapt-3/notes/`). */
function overviewOf(page: PageInput, pages: readonly PageInput[]): PageInput | undefined {
  const folder = path.dirname(path.dirname(page.file));
  return pages.find(
    (candidate) => /^index\.mdx?$/.test(path.basename(candidate.file)) && path.dirname(candidate.file) === folder,
  );
}

export function indexContribution(siteDir: string, site: ExtractedTermsSite, index: TermsIndex): Contribution {
  const pages = site.map(({page}) => page);
  const terms: Record<string, Record<string, {terms: string[]; defines: boolean}>> = {};
  const linking = new Set<string>();
  for (const {page, terms: extracted} of site) {
    for (const place of extracted.places) {
      if (place.anchor === undefined) {
        continue;
      }
      const byAnchor = (terms[page.permalink] ??= {});
      const text = mathToText(place.sub ? `${place.term}, ${place.sub}` : place.term);
      const known = byAnchor[place.anchor];
      byAnchor[place.anchor] = {
        terms: [...new Set([...(known?.terms ?? []), text])],
        defines: (known?.defines ?? false) || place.defines,
      };
      linking.add(page.permalink);
      const overview = overviewOf(page, pages);
      if (overview) {
        linking.add(overview.permalink);
      }
    }
  }
  const indexPage = pages.find((page) => path.relative(siteDir, page.file) === indexPageSource);
  const globalData: IndexGlobalData = {
    ...(indexPage ? {indexPage: indexPage.permalink} : {}),
    pages: [...linking].filter((permalink) => permalink !== indexPage?.permalink),
  };
  return {
    capability,
    files: [
      {name: indexFileName, data: {groups: index.groups}},
      {name: termsFileName, data: terms},
    ],
    globalData,
    warnings: index.warnings.length > 0 ? [formatIndexProblems(siteDir, index.warnings)] : [],
    problems: {lines: index.problems.length > 0 ? [formatIndexProblems(siteDir, index.problems)] : [], stopsBuild: true},
    // A cross-reference to a term of another page: the page's own step sees only its own terms.
    siteWide: index.crossReferenceProblems.map((problem) => formatIndexProblems(siteDir, [problem])),
  };
}
