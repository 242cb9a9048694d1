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
import {usesMacro} from '../maths/marks';

export type ExtractedNotationSite = readonly {readonly page: PageInput; readonly notation: ExtractedNotation}[];

export type NotationEntry = {
  readonly tex: string;
  /** The site macros that typeset it, whose symbols in formulas point to it (`\RK`). */
  readonly macros: readonly string[];
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

/**
 * The plugin's global data: for each page that declares notation, by its permalink, the route of the
 * list that holds it (the page links it), and whether that is its chapter's list or the page's own.
 */
export type NotationGlobalData = {
  readonly pages: Readonly<Record<string, {readonly path: string; readonly chapter: boolean}>>;
};

/** Which list holds each page's notation (the plugin's global data). */
export function listsOfPages(lists: readonly NotationList[]): NotationGlobalData {
  return {
    pages: Object.fromEntries(
      lists.flatMap((list) =>
        [...new Set(list.entries.map((entry) => entry.permalink))].map((permalink) => [
          permalink,
          {path: list.path, chapter: list.home !== permalink},
        ]),
      ),
    ),
  };
}

export type SiteProblem = {readonly file: string; readonly line: number; readonly column: number; readonly reason: string};

export type PageNotation = {
  /** The page's declarations as the lists show them. */
  readonly entries: readonly NotationEntry[];
  /** Declarations of the page that clash with another of its list (a symbol with two meanings). */
  readonly warnings: readonly {readonly line: number; readonly column: number; readonly reason: string}[];
  /** The site's macros that declarations name and the page's formulas use, each with the key its marked symbols carry (`\RK`: `RK`). */
  readonly macros: Readonly<Record<string, string>>;
  /** Macros the macro file says typeset notation that no definition declares and the page's formulas use, with the reason: such a formula fails. */
  readonly undeclared: Readonly<Record<string, string>>;
};

/** What a symbol marked in a formula shows (theme/FormulaNotation), by its key: the notation its macro typesets. */
export type MacroNotation = {
  readonly symbolHtml: string;
  readonly symbolText: string;
  readonly meaningHtml: string;
  /** Where it is introduced, and what: its definition ("Definition 3") or, in the prose, its page. */
  readonly href: string;
  readonly definition?: {readonly text: string; readonly title?: string};
  readonly page: string;
};

/** A macro that the macro file (src/plugins/maths/katex.ts, `notationMacros`) says typesets notation, and where it says so. */
export type NotationMacroPlace = {readonly macro: string; readonly file: string; readonly line: number; readonly column: number};

export type NotationTable = {
  readonly lists: readonly NotationList[];
  readonly all: NotationList;
  /** Each published page's data, by file (the page-data channel). */
  readonly pages: ReadonlyMap<string, PageNotation>;
  /** Each marked symbol's notation, by its key (`macros.json`, loaded when a reader points at one). */
  readonly macros: Readonly<Record<string, MacroNotation>>;
  /** What every page's data holds of the macros (PageNotation's). */
  readonly macroKeys: PageNotation['macros'];
  readonly undeclared: PageNotation['undeclared'];
  readonly problems: readonly SiteProblem[];
  readonly warnings: readonly SiteProblem[];
};

/** The key a macro's marked symbols carry: its name (`\RK`: `RK`). */
export function macroKey(macro: string): string {
  return macro.replace(/^\\/, '');
}

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

/**
 * What makes two declarations one symbol, from the symbol as typeset (its MathML read as text, so
 * `\R` and `\mathbb{R}`, `\R_K` and `\R_{K}` are already one): a bar is a bar whether written
 * `\bar B` or `\overline{B}`, spaces do not count, and the arguments a symbol is applied to are not
 * part of it (`T_n(x)` and `T_n` are one symbol, `B(x, r)` is `B`).
 */
export function symbolKey(symbolText: string): string {
  return symbolText
    .normalize('NFD')
    .replace(/[\u0305\u203e\u00af\u02c9]/g, '\u0304')
    .replace(/\s+/g, '')
    .replace(/\([^()]*\)$/, '');
}

const meaningKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();

export function buildNotationTable(
  siteDir: string,
  site: ExtractedNotationSite,
  notationMacros: readonly NotationMacroPlace[] = [],
): NotationTable {
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
            macros: declaration.macros,
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
        const key = symbolKey(entry.symbolText);
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
  // A macro points to one notation: the first declaration that names it, in reading order.
  const claimed = new Map<string, {page: PageInput; line: number; column: number; entry: NotationEntry}>();
  for (const {page} of site) {
    for (const {entry, line, column} of pageEntries.get(page.file) ?? []) {
      for (const macro of entry.macros) {
        const earlier = claimed.get(macro);
        if (earlier) {
          problems.push({
            file: page.file,
            line,
            column,
            reason:
              `The macro ${macro} is named by this declaration of "${entry.tex}" and by the declaration of ` +
              `"${earlier.entry.tex}" at ${where(earlier.page, earlier.line, earlier.column)}: a macro's symbols point to one notation. Name it in one of them.`,
          });
        } else {
          claimed.set(macro, {page, line, column, entry});
        }
      }
    }
  }
  const undeclared: Record<string, string> = {};
  for (const place of notationMacros) {
    if (!claimed.has(place.macro)) {
      const reason =
        `${place.macro} typesets notation (notationMacros), but no definition declares it: add ` +
        `macro="${place.macro}" to the <Notation> that introduces its symbol, or take it out of notationMacros.`;
      undeclared[place.macro] = `${path.relative(siteDir, place.file)}:${place.line}:${place.column}: ${reason}`;
      problems.push({file: place.file, line: place.line, column: place.column, reason});
    }
  }
  const macroKeys = Object.fromEntries([...claimed.keys()].map((macro) => [macro, macroKey(macro)]));
  const macros = Object.fromEntries(
    [...claimed].map(([macro, {entry}]): [string, MacroNotation] => [
      macroKey(macro),
      {
        symbolHtml: entry.symbolHtml,
        symbolText: entry.symbolText,
        meaningHtml: entry.meaningHtml,
        href: entry.href,
        ...(entry.definition
          ? {definition: {text: entry.definition.text, ...(entry.definition.title ? {title: entry.definition.title} : {})}}
          : {}),
        page: entry.page,
      },
    ]),
  );
  // A page's data holds the macros its own formulas use, not the site's table: naming a macro in a
  // declaration recompiles the pages whose formulas use it, not every page.
  const pages = new Map(
    site.map(({page, notation}) => {
      const used = (macro: string) => notation.formulas.some((tex) => usesMacro(tex, macro));
      return [
        page.file,
        {
          entries: (pageEntries.get(page.file) ?? []).map(({entry}) => entry),
          warnings: pageWarnings.get(page.file) ?? [],
          macros: Object.fromEntries(Object.entries(macroKeys).filter(([macro]) => used(macro))),
          undeclared: Object.fromEntries(Object.entries(undeclared).filter(([macro]) => used(macro))),
        },
      ];
    }),
  );
  return {lists, all, pages, macros, macroKeys, undeclared, problems, warnings};
}

/** Problems as the owner reads them: one line each, file:line:column: reason. */
export function formatNotationProblems(siteDir: string, problems: readonly SiteProblem[]): string {
  return problems
    .map(({file, line, column, reason}) => `${path.relative(siteDir, file)}:${line}:${column}: ${reason}`)
    .join('\n');
}
