/**
 * Typesets a statement's body (or a labelled equation) as HTML for previews:
 * Markdown to HTML with the same KaTeX settings as the pages, so a preview
 * shows the statement as its page does. Proofs and solutions are left out;
 * other components keep their content; references become links with their
 * resolved text.
 */
import {toHast, type Handler, type State} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import type {Element, ElementContent} from 'hast';
import type {Raw} from 'mdast-util-to-hast';
import type {Link, RootContent} from 'mdast';
import type {InlineMath, Math} from 'mdast-util-math';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {typeset as typesetTex} from '../../maths/typeset';
import {withNumberColumn} from '../../maths/remark/display-numbers';
import {notationElement} from '../../lib/notation-element';
import {referenceLabel} from './extract';
import {recentlyUsed} from '../../lib/recently-used';

export type ReferenceText = (label: string) => {readonly href: string; readonly text: string} | undefined;

/** The TeX a displayed formula is typeset from on its page (a labelled one: without `\label`, with its number). */
export type DisplayTex = (node: Math) => string;

/**
 * Typeset formulas by mode and TeX: `npm start` rebuilds every preview after each edit, and KaTeX
 * was most of that work. Bounded: past `typesetCacheSize` formulas (several times the site's
 * statements' formulas), the least recently used go, so a long session of edits, each a new TeX
 * while a formula is typed, does not grow it without end.
 */
const typesetCache = new Map<string, string>();
const typesetCacheSize = 20_000;

function typeset(tex: string, displayMode: boolean): Raw {
  const key = `${displayMode ? 'display' : 'inline'}\u0000${tex}`;
  const html = recentlyUsed(typesetCache, typesetCacheSize, key, () => typesetTex(tex, {display: displayMode}));
  return {type: 'raw', value: displayMode ? withNumberColumn(html) : html};
}

// A declaration of notation shows in the lists of notation, not in the statement (src/plugins/notation).
const omittedComponents = new Set(['Proof', 'Solution', notationElement]);

function handlers(resolve: ReferenceText, displayTex: DisplayTex): Record<string, Handler> {
  const children = (state: State, node: MdxJsxFlowElement | MdxJsxTextElement): ElementContent[] =>
    omittedComponents.has(node.name ?? '') ? [] : state.all(node);
  return {
    math: (_state, node: Math) => typeset(displayTex(node), true),
    inlineMath: (_state, node: InlineMath) => typeset(node.value, false),
    mdxJsxFlowElement: (state, node: MdxJsxFlowElement): Element => ({
      type: 'element',
      tagName: 'div',
      properties: {},
      children: children(state, node),
    }),
    mdxJsxTextElement: (state, node: MdxJsxTextElement) => children(state, node),
    mdxFlowExpression: () => undefined,
    mdxTextExpression: () => undefined,
    mdxjsEsm: () => undefined,
    link: (state, node: Link): Element => {
      const label = referenceLabel(node);
      const target = label === undefined ? undefined : resolve(label);
      const text: ElementContent[] = node.children.length > 0 || !target ? state.all(node) : [{type: 'text', value: target.text}];
      return {type: 'element', tagName: 'a', properties: {href: target?.href ?? node.url}, children: text};
    },
  };
}

/** The HTML of some Markdown content (a statement's children), typeset. */
function renderBody(nodes: readonly RootContent[], resolve: ReferenceText, displayTex: DisplayTex): string {
  const hast = toHast({type: 'root', children: [...nodes]}, {handlers: handlers(resolve, displayTex), allowDangerousHtml: true});
  return toHtml(hast, {allowDangerousHtml: true});
}

type Rendered = {readonly html: string; readonly references: readonly (readonly [string, string | undefined])[]};

/**
 * Statement HTML by the statement's node, with what each reference in it resolved to. A page's nodes
 * stay the same objects while its text does not change (./site.ts), so
 * after an edit in `npm start` only the edited page's statements, and those whose references now read
 * otherwise, are rendered again.
 */
const renderedStatements = new WeakMap<object, Rendered>();

const resolvedAs = (target: ReturnType<ReferenceText>) => target && `${target.href}\u0000${target.text}`;

/** renderBody of a statement's children, remembered as renderedStatements says. */
export function renderStatement(
  statement: {readonly children: readonly RootContent[]},
  resolve: ReferenceText,
  displayTex: DisplayTex,
): string {
  const known = renderedStatements.get(statement);
  if (known?.references.every(([label, target]) => resolvedAs(resolve(label)) === target)) {
    return known.html;
  }
  const references: (readonly [string, string | undefined])[] = [];
  const recording: ReferenceText = (label) => {
    const target = resolve(label);
    references.push([label, resolvedAs(target)]);
    return target;
  };
  const html = renderBody(statement.children, recording, displayTex);
  renderedStatements.set(statement, {html, references});
  return html;
}

/** A displayed formula, typeset as on its page (with its number). */
export function renderDisplay(tex: string): string {
  return typeset(tex, true).value;
}
