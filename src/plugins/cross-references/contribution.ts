/**
 * What cross-references contribute to the site, derived from the site model (src/plugins/site-model):
 * the statement table (./table/table.ts) built from every page's extraction (./table/extract.ts), and
 * the files ./data.ts lists. Duplicate or unknown labels fail the build with file:line:column.
 */
import {visit} from 'unist-util-visit';
import type {Contribution} from '../lib/contribution';
import {capability, pageDataFiles, previewsFileName, resultsFileName, statementsFileName} from './data';
import type {ExtractedStatement} from './table/extract';
import {formatProblems, untitledResults, type ExtractedSite, type ResultsGroup, type StatementTable} from './table/table';

/**
 * How a block's `source` attribute and the citations in its statement read as text where the block is
 * shown out of its page (previews, the results index, search): a source that cites a book
 * (`source="@munkres2000, Theorem 26.8"`) and a citation in the statement (`[@munkres2000, Lemma 13.4]`)
 * read in the citation style (src/plugins/citations/plain-text.ts makes one).
 */
export type CitationText = {
  readonly source: (source: string) => string;
  readonly text: (text: string) => string;
};

/** Links from results to the dependency graphs (src/plugins/graphs/links.ts makes them). */
export type ResultLinks = {
  /** For each page (by file), each block's link to its node, by anchor. */
  readonly inPage: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** The results index with links to each group's and page's graph. */
  readonly results: readonly ResultsGroup[];
};

/**
 * A statement with the citations of its text written out: a copy of its tree (the site model keeps its
 * extraction across reloads of `npm start`), made only for the few statements that cite.
 */
function withCitedText(node: ExtractedStatement['node'], asText: (text: string) => string): ExtractedStatement['node'] {
  const cited = new Map<string, string>();
  visit(node, 'text', (text) => {
    const written = asText(text.value);
    if (written !== text.value) {
      cited.set(text.value, written);
    }
  });
  if (cited.size === 0) {
    return node;
  }
  const copy = structuredClone(node);
  visit(copy, 'text', (text) => {
    text.value = cited.get(text.value) ?? text.value;
  });
  return copy;
}

/** The site's pages with each block's source, and the citations in its statement, as text. */
export function withCitationsAsText(site: ExtractedSite, asText: CitationText): ExtractedSite {
  return site.map(({page, extracted}) => ({
    page,
    extracted: {
      ...extracted,
      statements: extracted.statements.map((statement) => {
        const node = withCitedText(statement.node, asText.text);
        return statement.source || node !== statement.node
          ? {...statement, ...(statement.source ? {source: asText.source(statement.source)} : {}), node}
          : statement;
      }),
    },
  }));
}

/**
 * Each page's data, each page's previews, the results index and (for search, which indexes a production
 * build only: `npm start` spares each reload writing its 3 MB) the statements; untitled results are
 * warnings, the table's problems stop a build.
 */
export function crossReferencesContribution(
  site: ExtractedSite,
  table: StatementTable,
  siteDir: string,
  links?: ResultLinks,
): Contribution {
  const untitled = untitledResults(site);
  return {
    capability,
    files: [
      {name: resultsFileName, data: links?.results ?? table.results},
      ...pageDataFiles(siteDir, site, table, links?.inPage),
      ...[...table.previews].map(([key, previews]) => ({name: previewsFileName(key), data: previews})),
      ...(process.env.NODE_ENV === 'production'
        ? [{name: statementsFileName, data: JSON.stringify(Object.fromEntries(table.statements))}]
        : []),
    ],
    warnings: untitled.length > 0 ? [`${untitled.length} result(s) without a title:\n${formatProblems(untitled)}`] : [],
    problems: {lines: table.problems.length > 0 ? [formatProblems(table.problems)] : [], stopsBuild: true},
    // An unknown label fails the page that references it, at the reference (./remark/references.ts).
    siteWide: table.problems
      .filter((problem) => problem.reason.startsWith('Duplicate label'))
      .map((problem) => formatProblems([problem])),
  };
}
