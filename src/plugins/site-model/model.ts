/**
 * The site model: every published page parsed once per content load (src/plugins/lib/parse-mdx.ts),
 * with what each capability extracts from that one tree (its statements and their numbering, labelled
 * equations and references; its citations; its notation and formulas; its index terms), and the bibliography read once
 * (src/plugins/citations/load.ts). Each capability derives what it contributes from this value
 * (./contributions.ts). `npm run site-model -- <page>` prints a page's part of it.
 */
import {readFile} from 'node:fs/promises';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {parseMdx} from '../lib/parse-mdx';
import type {PageInput} from '../lib/published-pages';
import {extractPage, type ExtractedPage} from '../cross-references/table/extract';
import {extractCitations, type PageCitation} from '../citations/extract';
import {loadCitations, type SiteCitations} from '../citations/load';
import {extractNotation, type ExtractedNotation} from '../notation/extract';
import {extractTerms, type ExtractedTerms} from '../index-of-terms/extract';

/** What the site model knows of one page's text: its tree and each capability's extraction from it. */
export type PageExtraction = {
  /** The MDX as written. */
  readonly source: string;
  /** The MDX as the site's loader parses it (before any of the site's steps). */
  readonly tree: Root;
  readonly file: VFile;
  /** Its numbered blocks, labelled equations and references (src/plugins/cross-references). */
  readonly statements: ExtractedPage;
  /** Its citations, with their link ids (src/plugins/citations). */
  readonly citations: readonly PageCitation[];
  /** Its declarations of notation and its formulas' TeX (src/plugins/notation). */
  readonly notation: ExtractedNotation;
  /** Its terms of the index: what its definitions define, and its <Index> places (src/plugins/index-of-terms). */
  readonly terms: ExtractedTerms;
};

export type ModelPage = PageExtraction & {
  /** Its file, permalink, title and place in the sidebar (src/plugins/lib/published-pages.ts). */
  readonly page: PageInput;
};

export type SiteModel = {
  /** The published pages in reading order: the docs in sidebar order, then the blog posts from the oldest. */
  readonly pages: readonly ModelPage[];
  /** The bibliography and its formatter in the site's citation style. */
  readonly citations: SiteCitations;
};

/** One page's text parsed, and each capability's extraction from the one tree. */
export function extractText(file: string, source: string): PageExtraction {
  const parsed = parseMdx(file, source);
  const statements = extractPage(parsed.tree, parsed.file);
  return {
    source,
    tree: parsed.tree,
    file: parsed.file,
    statements,
    citations: extractCitations(parsed.tree, source),
    notation: extractNotation(parsed.tree, parsed.file, statements.statements),
    terms: extractTerms(parsed.tree, statements.statements),
  };
}

/**
 * Loads the site model of the given pages. Each page's extraction is kept by the text it was made from,
 * so `npm start`, which loads all content again after every edit, parses only the pages whose text
 * changed; a page no longer published is forgotten (the loader holds at most one extraction per page).
 */
export function siteModelLoader(siteDir: string): (pages: readonly PageInput[]) => Promise<SiteModel> {
  const kept = new Map<string, PageExtraction>();
  const extractFile = async (file: string): Promise<PageExtraction | undefined> => {
    let source: string;
    try {
      source = await readFile(file, 'utf8');
    } catch (error) {
      // Deleted or renamed while `npm start` reloads: the next reload no longer lists it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return undefined;
      }
      throw error;
    }
    const known = kept.get(file);
    if (known?.source === source) {
      return known;
    }
    const extraction = extractText(file, source);
    kept.set(file, extraction);
    return extraction;
  };
  return async (pages) => {
    const listed = new Set(pages.map((page) => page.file));
    for (const file of kept.keys()) {
      if (!listed.has(file)) {
        kept.delete(file);
      }
    }
    const [extracted, citations] = await Promise.all([
      Promise.all(pages.map(async (page) => ({page, extraction: await extractFile(page.file)}))),
      loadCitations(siteDir),
    ]);
    return {
      pages: extracted.flatMap(({page, extraction}) => (extraction ? [{...extraction, page}] : [])),
      citations,
    };
  };
}
