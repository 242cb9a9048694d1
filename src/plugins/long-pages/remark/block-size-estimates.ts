/**
 * Gives each top-level block of a page an estimate of its height, for the
 * blocks the browser does not lay out until they near the viewport
 * (src/plugins/long-pages/containment.css). Until a block is first rendered it
 * takes its estimate; a fixed estimate per kind of block was off by up to
 * 1,400 px for a long proof on a phone, so the page's height (and the
 * scrollbar) jumped as such blocks rendered.
 *
 * A block's height follows its length: this writes the length of its text
 * (a formula counted by its TeX source) and its number of display formulas as
 * CSS custom properties, `--site-text` and `--site-displays`, and the
 * stylesheet turns them into a height for the width of the screen. Runs
 * before KaTeX, while formulas are still TeX.
 *
 * A Python cell holds its text in its props, not as children, and lays it out
 * in lines that never wrap: it gets its number of lines of code and of output
 * (`--site-code-lines`, `--site-output-lines`) instead. Without them every cell
 * took the default estimate (about 180 px for 360 to 980 px), and the calculus
 * page grew by a fifth as it was scrolled through (issue 32).
 */
import {valueAttribute} from '../../lib/esm';
import {pageProviders} from '../../lib/page-providers';
import type {CellOutput} from '../../python-cells/types';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import type {CapabilitySteps} from '../../lib/mdx-steps';

type Measure = {text: number; displays: number};

const classesOf = (element: Element): readonly unknown[] =>
  Array.isArray(element.properties.className) ? element.properties.className : [];

const isCollapsed = (node: RootContent | ElementContent): boolean =>
  (node.type === 'element' && node.tagName === 'details') ||
  ((node as {type: string}).type === 'mdxJsxFlowElement' && (node as unknown as MdxJsxFlowElementHast).name === 'Solution');

function measure(node: RootContent | ElementContent, total: Measure): Measure {
  if (node.type === 'text') {
    total.text += node.value.replace(/\s+/g, ' ').length;
  } else if (node.type === 'element' && classesOf(node).includes('math-display')) {
    total.displays += 1;
  } else if (isCollapsed(node)) {
    // A solution starts collapsed: its body takes no height until the reader opens it.
    return total;
  }
  if ('children' in node) {
    for (const child of node.children as (RootContent | ElementContent)[]) {
      measure(child, total);
    }
  }
  return total;
}

/** A JSX `style={{…}}` attribute for MDX's hast, from custom properties. */
function styleAttribute(properties: Record<string, number>): MdxJsxFlowElementHast['attributes'][number] {
  return valueAttribute(
    'style',
    Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, String(value)])),
  ) as MdxJsxFlowElementHast['attributes'][number];
}

/** A string prop of a JSX element, as src/plugins/python-cells/remark/python-cells.ts writes them. */
function stringProp(element: MdxJsxFlowElementHast, name: string): string {
  const attribute = element.attributes.find((candidate) => 'name' in candidate && candidate.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : '';
}

const lineCount = (text: string): number => (text === '' ? 0 : text.replace(/\n$/, '').split('\n').length);

/** A Python cell's lines: its code, and what it printed when the site was built (as the cell shows it). */
function cellLines(cell: MdxJsxFlowElementHast): Record<string, number> {
  const output = JSON.parse(stringProp(cell, 'output') || '{"chunks":[]}') as CellOutput;
  const printed = [...output.chunks.map(({text}) => text), output.value ?? '', output.error ?? ''].join('');
  // A cell that printed nothing says so in a line of its own.
  return {'--site-code-lines': lineCount(stringProp(cell, 'code')), '--site-output-lines': Math.max(1, lineCount(printed))};
}

/**
 * Components that render their children and no element of their own (each page's data providers,
 * nested around the whole page): their children are the article's blocks.
 */
const transparentWrappers = new Set<string>(Object.values(pageProviders));

/** The nodes that become the article's top-level elements (`.markdown > *`). */
function articleBlocks(children: readonly (RootContent | ElementContent)[]): (RootContent | ElementContent)[] {
  return children.flatMap((node) =>
    (node as {type: string}).type === 'mdxJsxFlowElement' &&
    transparentWrappers.has((node as unknown as MdxJsxFlowElementHast).name ?? '')
      ? articleBlocks((node as unknown as MdxJsxFlowElementHast).children as ElementContent[])
      : [node],
  );
}

export function rehypeBlockSizeEstimates() {
  return (tree: Root): void => {
    for (const node of articleBlocks(tree.children)) {
      if (node.type === 'element' && !/^h[1-6]$/.test(node.tagName) && node.properties.style === undefined) {
        const {text, displays} = measure(node, {text: 0, displays: 0});
        node.properties.style = `--site-text:${text};--site-displays:${displays}`;
      } else if ((node as {type: string}).type === 'mdxJsxFlowElement') {
        const element = node as unknown as MdxJsxFlowElementHast;
        if (!element.attributes.some((attribute) => 'name' in attribute && attribute.name === 'style')) {
          const {text, displays} = measure(node, {text: 0, displays: 0});
          element.attributes.push(
            styleAttribute(
              element.name === 'PythonCell' ? cellLines(element) : {'--site-text': text, '--site-displays': displays},
            ),
          );
        }
      }
    }
  };
}

/** Long pages' step: block size estimates count formulas by their TeX, before KaTeX. */
export function longPageSteps(): CapabilitySteps {
  return {capability: 'long-pages', rehype: [rehypeBlockSizeEstimates]};
}
