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
 */
import {valueAttribute} from '../../lib/esm';
import {pageProviders} from '../../lib/page-providers';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';

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

/** A JSX `style={{'--site-text': …, '--site-displays': …}}` attribute for MDX's hast. */
function styleAttribute({text, displays}: Measure): MdxJsxFlowElementHast['attributes'][number] {
  return valueAttribute('style', {
    '--site-text': String(text),
    '--site-displays': String(displays),
  }) as MdxJsxFlowElementHast['attributes'][number];
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
          element.attributes.push(styleAttribute(measure(node, {text: 0, displays: 0})));
        }
      }
    }
  };
}
