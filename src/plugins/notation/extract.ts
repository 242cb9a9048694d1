/**
 * The notation a page declares, in reading order: each `<Notation tex="…">meaning</Notation>`, inside
 * a definition (the block that introduces it) or in the prose, with its symbol and meaning typeset.
 * The plugin (./index.ts) builds the lists of notation from these, and the MDX step
 * (./remark/notation.ts) reads the same function, so an anchor or an error is computed in one place.
 */
import {toHast, type Handler} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {visitParents} from 'unist-util-visit-parents';
import type {PhrasingContent, Root, RootContent} from 'mdast';
import type {InlineMath} from 'mdast-util-math';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {isNotationElement} from '../lib/notation-element';
import {typeset} from '../maths/typeset';
import {katexMacros} from '../maths/katex';
import {texToUnicode} from '../maths/tex-text';
import {numberStatements, stringAttribute, type NumberedBlock} from '../cross-references/remark/statement-numbering';
import type {StatementKind} from '../cross-references/kinds';

type DeclaringStatement = {
  readonly id: string;
  readonly kind: StatementKind;
  readonly number: string;
  readonly title?: string;
};

type Declaration = {
  /** The symbol as the author wrote it: `\R_K`. */
  readonly tex: string;
  /** The site macros that typeset it (`macro="\RK"`): their symbols in formulas point to it. */
  readonly macros: readonly string[];
  /** The declaration's own anchor in its page: `notation-<k>` for the page's k-th. */
  readonly anchor: string;
  readonly symbolHtml: string;
  /** The symbol as readable Unicode (`ℝ_K`), for filtering and for search. */
  readonly symbolText: string;
  readonly meaningHtml: string;
  readonly meaningText: string;
  /** The block that declares it; none for notation introduced in the prose. */
  readonly statement?: DeclaringStatement;
  readonly line: number;
  readonly column: number;
  readonly node: MdxJsxFlowElement | MdxJsxTextElement;
};

type NotationProblem = {readonly line: number; readonly column: number; readonly reason: string};

export type ExtractedNotation = {
  readonly declarations: readonly Declaration[];
  readonly problems: readonly NotationProblem[];
  /** The TeX of every formula of the page: which notation macros it uses, and so what its data holds. */
  readonly formulas: readonly string[];
};

/** A formula's TeX, for any node of a page's tree that is one (`$…$`, `$$…$$`, a ```math block). */
export function formulaTex(node: {readonly type: string; readonly value?: unknown; readonly lang?: unknown}): string | undefined {
  return node.type === 'inlineMath' || node.type === 'math' || (node.type === 'code' && node.lang === 'math')
    ? (node.value as string)
    : undefined;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A declaration's meaning: its words, without the paragraph a line of its own puts them in. */
function meaningNodes(node: JsxElement): RootContent[] {
  return node.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child]));
}

const meaningHandlers: Record<string, Handler> = {
  inlineMath: (_state, node: InlineMath) => ({type: 'raw', value: typeset(node.value)}),
};

function meaningHtml(nodes: readonly RootContent[]): string {
  const hast = toHast(
    {type: 'paragraph', children: nodes as PhrasingContent[]},
    {handlers: meaningHandlers, allowDangerousHtml: true},
  );
  // The paragraph's own <p> is the list's to give: only its content.
  return toHtml('children' in hast ? hast.children : hast, {allowDangerousHtml: true});
}

function meaningText(nodes: readonly RootContent[]): string {
  const text = (node: RootContent): string => {
    if (node.type === 'inlineMath') {
      return texToUnicode(node.value);
    }
    if ('value' in node && typeof node.value === 'string') {
      return node.value;
    }
    return 'children' in node ? (node.children as RootContent[]).map(text).join('') : '';
  };
  return nodes.map(text).join('').replace(/\s+/g, ' ').trim();
}

/** The site macros closest to a name that is none, for the message. */
function closestMacros(name: string): string[] {
  const folded = name.toLowerCase();
  return Object.keys(katexMacros)
    .filter((macro) => macro.toLowerCase().startsWith(folded.slice(0, 2)) || folded.startsWith(macro.toLowerCase()))
    .slice(0, 5);
}

/**
 * The macros a declaration names, `macro="\RK"` (several: `macro="\cl \overline"`), each one of the
 * site's (src/plugins/maths/katex.ts); the reason when one is not.
 */
function declaredMacros(element: JsxElement): {macros: string[]; reason?: string} {
  const value = stringAttribute(element, 'macro')?.trim();
  if (value === undefined) {
    return {macros: []};
  }
  const macros = value.split(/[\s,]+/).filter(Boolean);
  for (const macro of macros) {
    if (!katexMacros[macro]) {
      const closest = closestMacros(macro);
      return {
        macros,
        reason:
          `<Notation macro="${value}">: "${macro}" is not one of the site's macros (src/plugins/maths/katex.ts)` +
          `${closest.length > 0 ? `; closest: ${closest.join(', ')}` : ''}. Add it there, or name a macro that is.`,
      };
    }
  }
  if (macros.length === 0) {
    return {
      macros,
      reason: '<Notation macro=""> names no macro: write the one that typesets the symbol, macro="\\RK", or leave it out.',
    };
  }
  return {macros};
}

/** Anchor of the k-th declaration of a page (from 1). */
function notationAnchor(occurrence: number): string {
  return `notation-${occurrence}`;
}

/**
 * Reads a page's tree (as remark sees it) and extracts the notation it declares, in reading order.
 * `numbered` is the page's numbered blocks, when the caller has them (the site model's statements).
 */
export function extractNotation(
  tree: Root,
  file?: VFile,
  numbered: readonly Pick<NumberedBlock, 'node' | 'kind' | 'number' | 'id'>[] = numberStatements(tree, file),
): ExtractedNotation {
  const statements = new Map(numbered.map((block) => [block.node as unknown, block]));
  const declarations: Declaration[] = [];
  const problems: NotationProblem[] = [];
  const formulas: string[] = [];
  visitParents(tree, (node, ancestors) => {
    const formula = formulaTex(node);
    if (formula !== undefined) {
      formulas.push(formula);
    }
    if (!isNotationElement(node)) {
      return;
    }
    const element = node as JsxElement;
    const line = element.position?.start.line ?? 0;
    const column = element.position?.start.column ?? 0;
    const tex = stringAttribute(element, 'tex')?.trim();
    if (!tex) {
      problems.push({
        line,
        column,
        reason: '<Notation> needs the symbol it declares, as TeX: <Notation tex="\\R_K">…</Notation>.',
      });
      return;
    }
    let symbolHtml: string;
    try {
      symbolHtml = typeset(tex);
    } catch (error) {
      problems.push({
        line,
        column,
        reason: `KaTeX cannot typeset the notation "${tex}": ${error instanceof Error ? error.message : String(error)}`,
      });
      return;
    }
    const {macros, reason: macroProblem} = declaredMacros(element);
    if (macroProblem) {
      problems.push({line, column, reason: macroProblem});
      return;
    }
    const nodes = meaningNodes(element);
    const meaning = meaningText(nodes);
    if (!meaning) {
      problems.push({line, column, reason: `<Notation tex="${tex}"> needs its meaning in a few words between its tags.`});
      return;
    }
    let html: string;
    try {
      html = meaningHtml(nodes);
    } catch (error) {
      problems.push({
        line,
        column,
        reason: `KaTeX cannot typeset the meaning of "${tex}": ${error instanceof Error ? error.message : String(error)}`,
      });
      return;
    }
    const block = [...ancestors].reverse().find((ancestor) => statements.has(ancestor));
    const numbered = block && statements.get(block);
    const title = numbered && stringAttribute(numbered.node, 'title');
    declarations.push({
      tex,
      macros,
      anchor: notationAnchor(declarations.length + 1),
      symbolHtml,
      symbolText: texToUnicode(tex),
      meaningHtml: html,
      meaningText: meaning,
      ...(numbered
        ? {statement: {id: numbered.id, kind: numbered.kind, number: numbered.number, ...(title ? {title} : {})}}
        : {}),
      line,
      column,
      node: element,
    });
  });
  return {declarations, problems, formulas};
}
