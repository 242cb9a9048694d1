/**
 * The notation table: every page's declarations (./extract.ts) in reading order, each with its link
 * and the definition that introduces it, grouped into lists of notation: one per chapter (its notes
 * and exercises together, as the dependency graphs group them) or per page outside the chapters,
 * and one for the whole site. A symbol declared twice with different meanings in one list is a
 * warning naming both places; a declaration KaTeX cannot typeset is a problem.
 */
import path from 'node:path';
import type {PageInput} from '../lib/published-pages';
import {pageKey} from '../lib/page-data';
import type {ResolvedReference} from '../cross-references/table/table';
import type {ExtractedNotation} from './extract';

export type ExtractedNotationSite = readonly {readonly page: PageInput; readonly notation: ExtractedNotation}[];

export type NotationEntry = {
  readonly tex: string;
  readonly symbolHtml: string;
  readonly symbolText: string;
  readonly meaningHtml: string;
  readonly meaningText: string;
  /** Where the notation is introduced: its definition's anchor, or the declaration's own in the prose. */
  readonly href: string;
  /** The declaration's own anchor in its page (`notation-<k>`), inside its definition or in the prose. */
  readonly anchor: string;
  /** The definition that introduces it, as a reference to it (with its preview); none in the prose. */
  readonly definition?: ResolvedReference & {readonly anchor: string};
  readonly page: string;
  readonly permalink: string;
};

export type NotationList = {
  /** "Chapter 2 …", a page's title, or "All notation". */
  readonly title: string;
  /** The list's route. */
  readonly path: string;
  /** The chapter's folder or the page the list belongs to ("/docs/…/chapt-2/"); the docs' root for the site's list. */
  readonly home: string;
  readonly entries: readonly NotationEntry[];
  /** For the site's list: each chapter's and page's own list. */
  readonly lists?: readonly {readonly title: string; readonly path: string}[];
};

export type SiteProblem = {readonly file: string; readonly line: number; readonly column: number; readonly reason: string};

export type PageNotation = {
  /** The page's declarations as the lists show them. */
  readonly entries: readonly NotationEntry[];
  /** Declarations of the page that clash with another of its list (a symbol with two meanings). */
  readonly warnings: readonly {readonly line: number; readonly column: number; readonly reason: string}[];
};

export type NotationTable = {
  readonly lists: readonly NotationList[];
  readonly all: NotationList;
  /** Each published page's data, by file (the page-data channel). */
  readonly pages: ReadonlyMap<string, PageNotation>;
  readonly problems: readonly SiteProblem[];
  readonly warnings: readonly SiteProblem[];
};

/** The route of the list of notation of a chapter or page: "/docs/x/y/" becomes "/notation/x/y/". */
function notationPath(home: string): string {
  return `/notation/${home.replace(/^\/docs\//, '').replace(/\/?$/, '/')}`.replace(/\/{2,}/g, '/');
}

const siteNotationPath = '/notation/';

/** The longest common folder of some permalinks, "/docs/a/b/" for "/docs/a/b/c" and "/docs/a/b/d/". */
function commonFolder(permalinks: readonly string[]): string {
  const split = permalinks.map((permalink) => permalink.split('/').slice(0, -1));
  const first = split[0] ?? [''];
  let length = 0;
  while (length < first.length && split.every((parts) => parts[length] === first[length])) {
    length += 1;
  }
  return `${first.slice(0, length).join('/')}/`;
}

type Unit = {readonly title: string; readonly home: string; readonly pages: PageInput[]};

/** A chapter is a sidebar category two levels down (Mathematics › Topology › Chapter 2); any other page is a unit of its own. */
function units(pages: readonly PageInput[]): Unit[] {
  const found = new Map<string, Unit>();
  for (const page of pages) {
    const chapter = page.area[0] !== 'Blog' && page.area.length >= 3;
    const key = chapter ? page.area.slice(0, 3).join('\u0000') : page.file;
    const unit = found.get(key) ?? {title: chapter ? page.area[2]! : page.title, home: page.permalink, pages: []};
    unit.pages.push(page);
    found.set(key, unit);
  }
  return [...found.values()].map((unit) =>
    unit.pages.length > 1 ? {...unit, home: commonFolder(unit.pages.map((page) => page.permalink))} : unit,
  );
}

const meaningKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();

export function buildNotationTable(siteDir: string, site: ExtractedNotationSite): NotationTable {
  const where = (page: PageInput, line: number, column: number) => `${path.relative(siteDir, page.file)}:${line}:${column}`;
  const problems: SiteProblem[] = [];
  const pageEntries = new Map<string, {entry: NotationEntry; line: number; column: number}[]>();
  for (const {page, notation} of site) {
    for (const problem of notation.problems) {
      problems.push({file: page.file, ...problem});
    }
    pageEntries.set(
      page.file,
      notation.declarations.map((declaration) => {
        const {statement} = declaration;
        const href = `${page.permalink}#${statement?.id ?? declaration.anchor}`;
        return {
          line: declaration.line,
          column: declaration.column,
          entry: {
            tex: declaration.tex,
            symbolHtml: declaration.symbolHtml,
            symbolText: declaration.symbolText,
            meaningHtml: declaration.meaningHtml,
            meaningText: declaration.meaningText,
            href,
            anchor: declaration.anchor,
            ...(statement
              ? {
                  definition: {
                    anchor: statement.id,
                    href,
                    text: `${statement.kind} ${statement.number}`,
                    ...(statement.title ? {title: statement.title} : {}),
                    page: page.title,
                    previews: pageKey(siteDir, page.file),
                  },
                }
              : {}),
            page: page.title,
            permalink: page.permalink,
          },
        };
      }),
    );
  }
  const warnings: SiteProblem[] = [];
  const pageWarnings = new Map<string, {line: number; column: number; reason: string}[]>();
  const lists: NotationList[] = [];
  for (const unit of units(site.map(({page}) => page))) {
    const first = new Map<string, {page: PageInput; line: number; column: number; meaning: string}>();
    const entries: NotationEntry[] = [];
    for (const page of unit.pages) {
      for (const {entry, line, column} of pageEntries.get(page.file) ?? []) {
        entries.push(entry);
        // The symbol as typeset (`\R_K` and `\R_{K}` are one symbol), read from its MathML.
        const key = entry.symbolText;
        const earlier = first.get(key);
        if (!earlier) {
          first.set(key, {page, line, column, meaning: entry.meaningText});
        } else if (meaningKey(earlier.meaning) !== meaningKey(entry.meaningText)) {
          const reason =
            `The notation "${entry.tex}" is declared here as "${entry.meaningText}" and at ` +
            `${where(earlier.page, earlier.line, earlier.column)} as "${earlier.meaning}", in the same list of notation (${unit.title}).`;
          warnings.push({file: page.file, line, column, reason});
          pageWarnings.set(page.file, [...(pageWarnings.get(page.file) ?? []), {line, column, reason}]);
        }
      }
    }
    if (entries.length > 0) {
      lists.push({title: unit.title, path: notationPath(unit.home), home: unit.home, entries});
    }
  }
  const all: NotationList = {
    title: 'All notation',
    path: siteNotationPath,
    home: '/docs/',
    entries: lists.flatMap((list) => list.entries),
    lists: lists.map(({title, path: listPath}) => ({title, path: listPath})),
  };
  const pages = new Map(
    site.map(({page}) => [
      page.file,
      {entries: (pageEntries.get(page.file) ?? []).map(({entry}) => entry), warnings: pageWarnings.get(page.file) ?? []},
    ]),
  );
  return {lists, all, pages, problems, warnings};
}

/** Problems as the owner reads them: one line each, file:line:column: reason. */
export function formatNotationProblems(siteDir: string, problems: readonly SiteProblem[]): string {
  return problems
    .map(({file, line, column, reason}) => `${path.relative(siteDir, file)}:${line}:${column}: ${reason}`)
    .join('\n');
}
