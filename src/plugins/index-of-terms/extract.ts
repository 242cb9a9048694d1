/**
 * The index terms of one page, in reading order, from the site model's one parse of it
 * (src/plugins/site-model). What makes a term:
 * - each word or phrase a definition block sets in italics or bold is a term that block defines
 *   (`A space is *compact* if…`); a definition that indexes no words is indexed under its title;
 * - `<Index term="Lindelöf space" />` anywhere indexes its place under the term; inside a definition it is
 *   a term the definition defines. A comma outside formulas starts a sub-entry (`term="compact, sequentially"`),
 *   `sort` gives the sorting key of a term that starts with mathematics (`term="$T_1$ space" sort="T1 space"`;
 *   without it the formula's readable text sorts), `see="…"` and `seeAlso="…"` (several separated by `;`)
 *   make cross-references, which carry no locator, as makeindex does;
 * - `<Index term="closed, under an operation">*closed*</Index>` indexes emphasised words under another
 *   term, and `<Index mention>*Hausdorff*</Index>` (with or without `term`) marks a definition's word as a
 *   mention of a term defined elsewhere, not a second definition.
 * The site-wide index (./table.ts) is built from these and the MDX step (./remark/index-terms.ts) reads
 * the same function, so an anchor or an error is computed in one place.
 */
import {toString} from 'mdast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import {visitParents} from 'unist-util-visit-parents';
import type {PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ExtractedStatement} from '../cross-references/table/extract';
import {splitMath} from '../maths/tex-text';
import {typeset} from '../maths/typeset';
import {indexElement} from './components';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The block a place of the index is in. */
type IndexedBlock = Pick<ExtractedStatement, 'id' | 'kind' | 'number' | 'title'>;

export type IndexPlace = {
  /** The entry, as written: `$T_1$ space`, with `$…$` for mathematics. */
  readonly term: string;
  /** A sub-entry under it: `sequentially` in `compact, sequentially`. */
  readonly sub: string | undefined;
  /** The author's sorting key for the entry, if given. */
  readonly sort: string | undefined;
  /** Cross-references: terms of the index (each may have a sub-entry after a comma). */
  readonly see: readonly string[];
  readonly seeAlso: readonly string[];
  /** Where the term was found: a definition's title, its emphasised words, or an `<Index>` element. */
  readonly origin: 'title' | 'emphasis' | 'element';
  /** Whether the words start a sentence, where their capital may be the sentence's ("*Locally compact* is…"). */
  readonly startsSentence: boolean;
  /** Whether this place defines the term (a definition block's term, not a mention). */
  readonly defines: boolean;
  /** The anchor of the place: its block's, or its `<Index>` element's. None for a cross-reference. */
  readonly anchor: string | undefined;
  /** The numbered block the place is in, if any. */
  readonly block: IndexedBlock | undefined;
  /** The nearest heading above the place, for places in the prose. */
  readonly heading: string | undefined;
  /** The paragraph the place is in, for places in the prose: what its preview shows. */
  readonly paragraph: PhrasingContent[] | undefined;
  readonly line: number;
  readonly column: number;
};

type IndexProblem = {readonly line: number; readonly column: number; readonly reason: string};

export type ExtractedTerms = {
  readonly places: readonly IndexPlace[];
  /** Each `<Index>` element of the page with its anchor, which the MDX step gives it. */
  readonly elements: readonly {readonly node: JsxElement; readonly anchor: string}[];
  readonly problems: readonly IndexProblem[];
};

const isJsx = (node: {type: string}): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function attribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name);
}

function stringValue(node: JsxElement, name: string): string | undefined {
  const value = attribute(node, name)?.value;
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Emphasised words as an index term: their text, with `$…$` around their formulas. */
function termText(nodes: readonly RootContent[]): string {
  return nodes
    .map((node) => (node.type === 'inlineMath' ? `$${node.value}$` : toString(node)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits `text` at its commas outside formulas: `compact, sequentially` → compact / sequentially. */
export function splitEntry(text: string): {readonly term: string; readonly sub: string | undefined} {
  let offset = 0;
  for (const part of splitMath(text)) {
    if (!part.math) {
      const comma = part.text.indexOf(',');
      if (comma !== -1) {
        const at = text.indexOf(part.text, offset) + comma;
        return {term: text.slice(0, at).trim(), sub: text.slice(at + 1).trim() || undefined};
      }
    }
    offset = text.indexOf(part.math ? `$${part.text}$` : part.text, offset) + part.text.length;
  }
  return {term: text.trim(), sub: undefined};
}

/** The terms of a `see` or `seeAlso` attribute, separated by semicolons. */
function targets(value: string | undefined): string[] {
  return (value ?? '')
    .split(';')
    .map((target) => target.trim())
    .filter(Boolean);
}

/** The problems of a term's formulas: each `$…$` must typeset as the page's formulas do. */
function formulaProblems(text: string): string[] {
  return splitMath(text).flatMap((part) => {
    if (!part.math) {
      return [];
    }
    try {
      typeset(part.text, {output: 'mathml'});
      return [];
    } catch (error) {
      return [`The index term "${text}" has a formula KaTeX cannot typeset: ${(error as Error).message}`];
    }
  });
}

/** Whether `node` starts its paragraph or follows the end of a sentence in it. */
function startsSentence(node: RootContent, parent: {children: RootContent[]} | undefined): boolean {
  const index = parent?.children.indexOf(node) ?? 0;
  if (index <= 0) {
    return true;
  }
  const before = parent!.children[index - 1]!;
  return before.type === 'text' && /[.!?:]\s*$/.test(before.value);
}

/** The anchor of the page's k-th `<Index>` element. */
function indexAnchor(occurrence: number): string {
  return `index-${occurrence}`;
}

/** Reads a page's tree and extracts its index terms; `statements` are its numbered blocks (./table/extract.ts). */
export function extractTerms(tree: Root, statements: readonly ExtractedStatement[]): ExtractedTerms {
  const places: IndexPlace[] = [];
  const elements: {node: JsxElement; anchor: string}[] = [];
  const problems: IndexProblem[] = [];
  const blockOf = new Map(statements.map((statement) => [statement.node as object, statement]));
  let heading: string | undefined;

  const at = (node: {position?: {start: {line: number; column: number}}}) => ({
    line: node.position?.start.line ?? 0,
    column: node.position?.start.column ?? 0,
  });
  const block = (statement: ExtractedStatement | undefined): IndexedBlock | undefined =>
    statement && {id: statement.id, kind: statement.kind, number: statement.number, title: statement.title};

  /** An `<Index>` element: its term (or its children's), cross-references and place. */
  const indexElementPlace = (
    node: JsxElement,
    statement: ExtractedStatement | undefined,
    paragraph: PhrasingContent[] | undefined,
  ): IndexPlace | undefined => {
    const anchor = indexAnchor(elements.length + 1);
    elements.push({node, anchor});
    const written = stringValue(node, 'term') ?? termText(node.children);
    const where = at(node);
    if (!written) {
      problems.push({...where, reason: '<Index> needs a term: <Index term="Lindelöf space" />, or words inside it.'});
      return undefined;
    }
    for (const reason of formulaProblems(written)) {
      problems.push({...where, reason});
    }
    const see = targets(stringValue(node, 'see'));
    const seeAlso = targets(stringValue(node, 'seeAlso'));
    for (const target of [...see, ...seeAlso]) {
      for (const reason of formulaProblems(target)) {
        problems.push({...where, reason});
      }
    }
    const crossReference = see.length > 0 || seeAlso.length > 0;
    const inDefinition = statement?.kind === 'Definition';
    return {
      ...splitEntry(written),
      sort: stringValue(node, 'sort'),
      see,
      seeAlso,
      origin: 'element',
      startsSentence: false,
      defines: inDefinition && !crossReference && attribute(node, 'mention') === undefined,
      anchor: crossReference ? undefined : inDefinition ? statement.id : anchor,
      block: crossReference ? undefined : block(statement),
      heading: statement ? undefined : heading,
      paragraph: statement || crossReference ? undefined : paragraph,
      ...where,
    };
  };

  /** A definition block's terms: its emphasised words and `<Index>` elements, else its title. */
  const definitionTerms = (statement: ExtractedStatement) => {
    const found: IndexPlace[] = [];
    // Inside an element (an `<Index>` wrapping words among them) nothing is visited: its words are its own.
    visit(statement.node, (node, _index, parent) => {
      if (node === statement.node) {
        return undefined;
      }
      // A proof, a solution, a declaration of notation or a block inside says what it says, not the definition.
      if (isJsx(node) && node.name !== indexElement) {
        return SKIP;
      }
      if (isJsx(node)) {
        const place = indexElementPlace(node, statement, undefined);
        if (place) {
          found.push(place);
        }
        return SKIP;
      }
      if (node.type === 'emphasis' || node.type === 'strong') {
        const text = termText(node.children);
        // Emphasis for stress ("for **all** x") is no term: a term has a letter and is not an axiom's label, "(B1)".
        if (/\p{L}/u.test(text) && !/^\(.*\)$/.test(text)) {
          found.push({
            term: text,
            sub: undefined,
            sort: undefined,
            see: [],
            seeAlso: [],
            origin: 'emphasis',
            startsSentence: startsSentence(node, parent),
            defines: true,
            anchor: statement.id,
            block: block(statement),
            heading: undefined,
            paragraph: undefined,
            ...at(node),
          });
        }
        return SKIP;
      }
      return undefined;
    });
    if (found.length === 0 && statement.title) {
      found.unshift({
        term: statement.title,
        sub: undefined,
        sort: undefined,
        see: [],
        seeAlso: [],
        origin: 'title',
        startsSentence: true,
        defines: true,
        anchor: statement.id,
        block: block(statement),
        heading: undefined,
        paragraph: undefined,
        line: statement.line,
        column: 1,
      });
    }
    return found;
  };

  visitParents(tree, (node, ancestors) => {
    if (node.type === 'heading') {
      heading = termText(node.children);
      return SKIP;
    }
    if (!isJsx(node)) {
      return undefined;
    }
    const statement = blockOf.get(node);
    if (statement?.kind === 'Definition') {
      places.push(...definitionTerms(statement));
      return SKIP;
    }
    if (node.name === indexElement) {
      const inBlock = [...ancestors].reverse().find((ancestor) => blockOf.has(ancestor));
      const parent = ancestors.at(-1);
      const paragraph = parent?.type === 'paragraph' ? parent.children : undefined;
      const place = indexElementPlace(node, inBlock && blockOf.get(inBlock), paragraph);
      if (place) {
        places.push(place);
      }
      return SKIP;
    }
    return undefined;
  });
  return {places, elements, problems};
}
