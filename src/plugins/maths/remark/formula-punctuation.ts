/**
 * Keeps punctuation on the line of the inline formula it touches. A browser may break a line
 * between a formula (a row of inline blocks) and the text right beside it, so a full stop, ")" or
 * ":" after a formula could start the next line alone, and a "(" before one end a line alone. The
 * formula and the punctuation touching it (no space between) go into a span that does not wrap
 * (`.formula-nowrap` in src/css/custom.css); inside it the formula still breaks where KaTeX lets
 * it.
 *
 * Part of the math step (src/plugins/maths/remark/math.ts), before the formulas are typeset: a formula is still
 * remark-math's `code.math-inline` here. A formula that ends an emphasis or a link (`*$x$*.`) is
 * kept with the punctuation after it by wrapping the emphasis or link. Text is only split, never
 * changed: search, the block size estimates and the headings read the same text.
 */
import type {Element, ElementContent, Root, RootContent, Text} from 'hast';
import type {MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';

/** Closing brackets and quotes, dashes and other punctuation: what must not start a line after a formula. */
const punctuationAfter = /^[\p{Pe}\p{Pf}\p{Po}\p{Pd}]+/u;
/** Opening brackets and quotes: what must not end a line before a formula. */
const punctuationBefore = /[\p{Ps}\p{Pi}]+$/u;

/** Inline elements a formula can end or start while the punctuation stands outside them. */
const inlineContainers = new Set([
  'a',
  'abbr',
  'b',
  'del',
  'em',
  'i',
  'ins',
  'mark',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

type Node = RootContent | ElementContent;
type Parent = Root | Element | MdxJsxTextElementHast;

const isInlineFormula = (node: Node): boolean =>
  node.type === 'element' &&
  node.tagName === 'code' &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes('math-inline');

function inlineChildren(node: Node): readonly Node[] | undefined {
  if (node.type === 'element' && inlineContainers.has(node.tagName)) {
    return node.children;
  }
  return (node as {type: string}).type === 'mdxJsxTextElement'
    ? ((node as unknown as MdxJsxTextElementHast).children as Node[])
    : undefined;
}

/** Whether `node` is an inline formula, or an inline element whose content ends (`at: -1`) or starts (`at: 0`) with one. */
function formulaAtEdge(node: Node | undefined, at: 0 | -1): boolean {
  if (!node) {
    return false;
  }
  if (isInlineFormula(node)) {
    return true;
  }
  const children = inlineChildren(node);
  return children !== undefined && formulaAtEdge(children.at(at), at);
}

const wrapper = (children: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'span',
  properties: {className: ['formula-nowrap']},
  children,
});

function wrapIn(parent: Parent): void {
  const children = parent.children as Node[];
  for (const child of children) {
    if ('children' in child) {
      wrapIn(child as Parent);
    }
  }
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index]!;
    const before = children[index - 1];
    const after = children[index + 1];
    const opening = before?.type === 'text' && formulaAtEdge(node, 0) ? punctuationBefore.exec(before.value)?.[0] : undefined;
    const closing = after?.type === 'text' && formulaAtEdge(node, -1) ? punctuationAfter.exec(after.value)?.[0] : undefined;
    if (opening === undefined && closing === undefined) {
      continue;
    }
    const kept: ElementContent[] = [node as ElementContent];
    // The text on either side keeps what does not go with the formula; emptied, it goes.
    let start = index;
    let end = index + 1;
    if (opening !== undefined) {
      const text = before as Text;
      text.value = text.value.slice(0, -opening.length);
      kept.unshift({type: 'text', value: opening});
      start -= text.value === '' ? 1 : 0;
    }
    if (closing !== undefined) {
      const text = after as Text;
      text.value = text.value.slice(closing.length);
      kept.push({type: 'text', value: closing});
      end += text.value === '' ? 1 : 0;
    }
    children.splice(start, end - start, wrapper(kept));
    index = start;
  }
}

/** Wraps each inline formula of the tree with the punctuation touching it, in place. */
export function keepPunctuationWithFormulas(tree: Root): void {
  wrapIn(tree);
}
