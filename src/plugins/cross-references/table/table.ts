/**
 * The site-wide statement table: every numbered block and labelled equation of
 * every published page, with its page, anchor, kind, number, title, source and
 * typeset body, and every reference resolved against it. From this one table
 * come the references' text and links, the previews, the "Used in" backlinks
 * and the results index. Problems (a duplicate label, an unknown one) are
 * collected with file:line so the build can report all of them at once.
 */
import type {PhrasingContent} from 'mdast';
import {load} from 'cheerio';
import leven from 'leven';
import {pageKey} from '../../lib/page-data';
import type {PageInput} from '../../lib/published-pages';
import {declaresNotation} from '../../lib/notation-element';
import {prepareForIndex, readableText} from '../../maths/html-text';
import type {ExtractedPage, ExtractedReference, ExtractedStatement} from './extract';
import {misnamedReason, resultName} from './names';
import {renderDisplay, renderStatement, type ReferenceText} from './render';

/** Each published page with what was extracted from it, in the order of the table. */
export type ExtractedSite = readonly {page: PageInput; extracted: ExtractedPage}[];

type TargetKind = ExtractedStatement['kind'] | 'Equation';

export type Target = {
  readonly label: string;
  readonly kind: TargetKind;
  readonly number: string;
  readonly title: string | undefined;
  readonly source: string | undefined;
  readonly href: string;
  readonly page: PageInput;
  readonly line: number;
};

/** What a page needs to render its references and backlinks (a createData JSON imported by the page). */
export type PageCrossReferences = {
  readonly targets: Readonly<Record<string, ResolvedReference>>;
  readonly usedIn: Readonly<Record<string, readonly Backlink[]>>;
  /** For each block that is a node of its chapter's (or page's) dependency graph: the node's link. */
  readonly inGraph?: Readonly<Record<string, string>>;
  /**
   * The labels the page cites that no published page defines, each with the reason its author reads
   * (the closest labels): the MDX step fails the page at each reference to one.
   */
  readonly unknown?: Readonly<Record<string, string>>;
};

export type ResolvedReference = {
  readonly href: string;
  /** "Lemma 32", "(3)". */
  readonly text: string;
  readonly title?: string;
  /** The target's page title, when it is on another page. */
  readonly page?: string;
  /** Key of the previews file of the target's page. */
  readonly previews: string;
};

export type Backlink = {readonly href: string; readonly text: string; readonly page?: string};

export type Preview = {
  readonly kind: TargetKind;
  readonly number: string;
  readonly title?: string;
  readonly source?: string;
  readonly page: string;
  readonly href: string;
  readonly html: string;
};

export type ResultEntry = {
  readonly kind: ExtractedStatement['kind'];
  readonly number: string;
  readonly title?: string;
  readonly source?: string;
  /** The statement as a reader reads it, formulas as readable Unicode: what the index's filter matches. */
  readonly text: string;
  readonly href: string;
};

export type GraphLink = {readonly title: string; readonly path: string};
export type ResultsPage = {
  readonly title: string;
  readonly permalink: string;
  readonly results: readonly ResultEntry[];
  /** The page's own dependency graph, for a notes page outside a chapter. */
  readonly graph?: GraphLink;
};
export type ResultsGroup = {
  readonly area: readonly string[];
  readonly pages: readonly ResultsPage[];
  /** The dependency graphs of the group's chapter and area. */
  readonly graphs?: readonly GraphLink[];
};

/** A numbered block as search and other consumers see it: its anchor, heading parts and typeset body. */
export type StatementEntry = {
  readonly id: string;
  readonly kind: ExtractedStatement['kind'];
  readonly number: string;
  readonly title?: string;
  readonly source?: string;
  readonly html: string;
};

export type Problem = {readonly file: string; readonly line: number; readonly column: number; readonly reason: string};

export type StatementTable = {
  readonly targets: ReadonlyMap<string, Target>;
  readonly pages: ReadonlyMap<string, PageCrossReferences>;
  readonly previews: ReadonlyMap<string, Readonly<Record<string, Preview>>>;
  readonly results: readonly ResultsGroup[];
  /** Every numbered block of each page (by permalink), in reading order. */
  readonly statements: ReadonlyMap<string, readonly StatementEntry[]>;
  /** For each page (by file) that cites labels no page defines: each of them, with the reason. */
  readonly unknownLabels: ReadonlyMap<string, Readonly<Record<string, string>>>;
  readonly problems: readonly Problem[];
};

/** The labels closest to an unknown one, for the error message. */
export function closestLabels(label: string, known: Iterable<string>, count = 3): string[] {
  return [...known]
    .map((candidate) => ({candidate, distance: leven(label, candidate)}))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({candidate}) => candidate);
}

function unknownLabelReason(label: string, known: Iterable<string>): string {
  const closest = closestLabels(label, known);
  const hint = closest.length > 0 ? ` Closest labels: ${closest.join(', ')}.` : ' The site has no labels yet.';
  const draft = ' (A label on a draft page is not a target in a production build.)';
  return `Unknown label "${label}" in a reference.${hint}${draft}`;
}

function backlinkText(reference: ExtractedReference): string {
  const owner = reference.owner ? resultName(reference.owner.kind, reference.owner.number) : undefined;
  switch (reference.scope) {
    case 'statement':
      return owner!;
    case 'proof':
      return owner ? `proof of ${owner}` : 'a proof';
    case 'solution':
      return owner ? `solution of ${owner}` : 'a solution';
    case 'prose':
      return reference.heading ? `§ ${reference.heading}` : 'introduction';
  }
}

/**
 * Where a backlink lands: the citing statement, or the reference itself (in a proof, a solution or
 * the prose). A collapsed solution opens when a link lands inside it (src/plugins/cross-references/client/solutions.ts).
 */
function backlinkAnchor(reference: ExtractedReference): string {
  return reference.scope === 'statement' && reference.owner ? reference.owner.id : reference.citeId;
}

/**
 * Every label of the site with what it names. The problems extraction found are recorded, and a label
 * defined twice is a problem at its second place.
 */
function collectTargets(pages: ExtractedSite, problems: Problem[]): Map<string, Target> {
  const targets = new Map<string, Target>();
  const define = (target: Target, column: number): void => {
    const previous = targets.get(target.label);
    if (previous) {
      problems.push({
        file: target.page.file,
        line: target.line,
        column,
        reason: `Duplicate label "${target.label}": also defined at ${previous.page.file}:${previous.line}. Labels are unique across the site.`,
      });
      return;
    }
    targets.set(target.label, target);
  };
  for (const {page, extracted} of pages) {
    for (const problem of extracted.problems) {
      problems.push({file: page.file, ...problem});
    }
    for (const statement of extracted.statements) {
      if (statement.label !== undefined) {
        define(
          {
            label: statement.label,
            kind: statement.kind,
            number: statement.number,
            title: statement.title,
            source: statement.source,
            href: `${page.permalink}#${statement.id}`,
            page,
            line: statement.line,
          },
          statement.node.position?.start.column ?? 0,
        );
      }
    }
    for (const equation of extracted.equations) {
      define(
        {
          label: equation.label,
          kind: 'Equation',
          number: equation.number,
          title: undefined,
          source: undefined,
          href: `${page.permalink}#${equation.label}`,
          page,
          line: equation.line,
        },
        equation.node.position?.start.column ?? 0,
      );
    }
  }
  return targets;
}

/**
 * What each page needs for its references (their targets' numbers and links) and its blocks' "Used
 * in" lists; a reference to an unknown label is a problem at the reference.
 */
function resolveReferences(siteDir: string, pages: ExtractedSite, targets: ReadonlyMap<string, Target>, problems: Problem[]) {
  const unknownLabels = new Map<string, Record<string, string>>();
  const pageData = new Map<string, {targets: Record<string, ResolvedReference>; usedIn: Record<string, Backlink[]>}>();
  const dataOf = (file: string) => {
    let data = pageData.get(file);
    if (!data) {
      data = {targets: {}, usedIn: {}};
      pageData.set(file, data);
    }
    return data;
  };
  for (const {page, extracted} of pages) {
    for (const reference of extracted.references) {
      const target = targets.get(reference.label);
      if (!target) {
        const reason = unknownLabelReason(reference.label, targets.keys());
        problems.push({file: page.file, line: reference.line, column: reference.column, reason});
        const unknown = unknownLabels.get(page.file) ?? {};
        unknown[reference.label] = reason;
        unknownLabels.set(page.file, unknown);
        continue;
      }
      const samePage = target.page.file === page.file;
      const name = resultName(target.kind, target.number);
      const misnamed = reference.text === undefined ? undefined : misnamedReason(reference.text, name, reference.label);
      if (misnamed) {
        problems.push({file: page.file, line: reference.line, column: reference.column, reason: misnamed});
      }
      dataOf(page.file).targets[reference.label] = {
        href: target.href,
        text: name,
        ...(target.title ? {title: target.title} : {}),
        ...(samePage ? {} : {page: target.page.title}),
        previews: pageKey(siteDir, target.page.file),
      };
      const anchor = target.href.slice(target.href.indexOf('#') + 1);
      // A proof that recalls its own statement (by its book's number, say) does not use it.
      if (samePage && reference.owner?.id === anchor) {
        continue;
      }
      const backlinks = (dataOf(target.page.file).usedIn[anchor] ??= []);
      const backlink: Backlink = {
        href: `${samePage ? '' : page.permalink}#${backlinkAnchor(reference)}`,
        text: backlinkText(reference),
        ...(samePage ? {} : {page: page.title}),
      };
      // One entry per citing place: a proof that cites a result three times is listed once.
      if (!backlinks.some((existing) => existing.text === backlink.text && existing.page === backlink.page)) {
        backlinks.push(backlink);
      }
    }
  }
  return {pageData, unknownLabels};
}

/**
 * Each block typeset for search, and each page's previews: its labelled blocks, the blocks the graphs
 * show, the blocks that declare notation, its equations.
 */
function typesetStatements(siteDir: string, pages: ExtractedSite, resolve: ReferenceText, alsoPreviewed: PreviewedBlocks) {
  const previews = new Map<string, Record<string, Preview>>();
  const statements = new Map<string, StatementEntry[]>();
  for (const {page, extracted} of pages) {
    const labelledTex = new Map<unknown, string>(extracted.equations.map((equation) => [equation.node, equation.tex]));
    const displayTex = (node: {value: string}) => labelledTex.get(node) ?? node.value;
    const entries: Record<string, Preview> = {};
    const pageStatements: StatementEntry[] = extracted.statements.map((statement) => ({
      id: statement.id,
      kind: statement.kind,
      number: statement.number,
      ...(statement.title ? {title: statement.title} : {}),
      ...(statement.source ? {source: statement.source} : {}),
      html: renderStatement(statement.node, resolve, displayTex),
    }));
    statements.set(page.permalink, pageStatements);
    // A block without a label that cites results is a node of the dependency graphs, which preview it too.
    const citing = new Set(
      extracted.references.filter((reference) => reference.scope !== 'prose').map((reference) => reference.owner?.id),
    );
    for (const [index, statement] of extracted.statements.entries()) {
      // A block that declares notation is previewed by the lists of notation (src/plugins/notation).
      // Another capability may preview a block from a list of its own (the index of terms: src/plugins/index-of-terms).
      if (
        statement.label === undefined &&
        !citing.has(statement.id) &&
        !declaresNotation(statement.node) &&
        !alsoPreviewed(page.file).has(statement.id)
      ) {
        continue;
      }
      const {id, html, ...heading} = pageStatements[index]!;
      // Keyed by anchor: a labelled block's anchor is its label.
      entries[id] = {...heading, page: page.title, href: `${page.permalink}#${id}`, html};
    }
    for (const equation of extracted.equations) {
      entries[equation.label] = {
        kind: 'Equation',
        number: equation.number,
        page: page.title,
        href: `${page.permalink}#${equation.label}`,
        html: renderDisplay(equation.tex),
      };
    }
    if (Object.keys(entries).length > 0) {
      previews.set(pageKey(siteDir, page.file), entries);
    }
  }
  return {previews, statements};
}

/**
 * Each typeset statement's text, by its HTML, from the last table: `npm start` builds the table after
 * every edit, and reading every formula's MathML again took seconds. Only the current statements
 * are kept.
 */
let statementTexts = new Map<string, string>();

/** The statement of a typeset block as text, as search indexes it: "every compact subset of ℝⁿ is closed". */
function statementText(html: string, texts: Map<string, string>): string {
  let text = texts.get(html) ?? statementTexts.get(html);
  if (text === undefined) {
    const $ = load(html, null, false);
    prepareForIndex($);
    text = readableText($, $.root().contents().toArray());
  }
  texts.set(html, text);
  return text;
}

/** The results index: each page's numbered blocks with their statements' text, grouped by area in reading order. */
function resultsIndex(pages: ExtractedSite, statements: ReadonlyMap<string, readonly StatementEntry[]>): ResultsGroup[] {
  const groups: {area: readonly string[]; pages: ResultsPage[]}[] = [];
  const texts = new Map<string, string>();
  for (const {page, extracted} of pages) {
    if (extracted.statements.length === 0) {
      continue;
    }
    const areaKey = page.area.join('\u0000');
    let group = groups.find((candidate) => candidate.area.join('\u0000') === areaKey);
    if (!group) {
      group = {area: page.area, pages: []};
      groups.push(group);
    }
    const typeset = statements.get(page.permalink) ?? [];
    group.pages.push({
      title: page.title,
      permalink: page.permalink,
      results: extracted.statements.map((statement, index) => ({
        kind: statement.kind,
        number: statement.number,
        ...(statement.title ? {title: statement.title} : {}),
        ...(statement.source ? {source: statement.source} : {}),
        text: statementText(typeset[index]?.html ?? '', texts),
        href: `${page.permalink}#${statement.id}`,
      })),
    });
  }
  statementTexts = texts;
  return groups;
}

/**
 * The numbered blocks without a title, where they are written: the results index lists each by its
 * title, and one without reads "Theorem 11" and nothing a reader can scan. A warning, not an error: the
 * page is right without it, and an author may name a result once it is written; the build checks
 * (tests/build/cross-references.test.ts) hold the deploy until each has one.
 */
export function untitledResults(pages: ExtractedSite): Problem[] {
  return pages.flatMap(({page, extracted}) =>
    extracted.statements
      .filter((statement) => !statement.title)
      .map((statement) => ({
        file: page.file,
        line: statement.line,
        column: statement.node.position?.start.column ?? 1,
        reason: `${statement.kind} ${statement.number} has no title: the index of results lists it by its number alone; give it a short title="…" saying what it states.`,
      })),
  );
}

/** The anchors of a page's blocks that another capability previews (src/plugins/site-model/contributions.ts says which). */
export type PreviewedBlocks = (file: string) => ReadonlySet<string>;

/** A reference's link and text ("Lemma 32") by its target's label. */
function referenceText(targets: ReadonlyMap<string, Target>): ReferenceText {
  return (label) => {
    const target = targets.get(label);
    return target && {href: target.href, text: resultName(target.kind, target.number)};
  };
}

export function buildTable(
  siteDir: string,
  pages: ExtractedSite,
  alsoPreviewed: PreviewedBlocks = () => new Set(),
): StatementTable {
  const problems: Problem[] = [];
  const targets = collectTargets(pages, problems);
  const resolve = referenceText(targets);
  const {pageData, unknownLabels} = resolveReferences(siteDir, pages, targets, problems);
  const {previews, statements} = typesetStatements(siteDir, pages, resolve, alsoPreviewed);
  return {targets, pages: pageData, previews, results: resultsIndex(pages, statements), statements, unknownLabels, problems};
}

/**
 * Typesets a paragraph of a page's prose as a preview shows it, its references resolved by the table:
 * the index of terms previews a place in the prose so (src/plugins/index-of-terms).
 */
export function paragraphRenderer(table: StatementTable): (nodes: readonly PhrasingContent[]) => string {
  const resolve = referenceText(table.targets);
  return (nodes) => renderStatement({children: [{type: 'paragraph', children: [...nodes]}]}, resolve, (node) => node.value);
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map(({file, line, column, reason}) => `${file}:${line}:${column}: ${reason}`).join('\n');
}
