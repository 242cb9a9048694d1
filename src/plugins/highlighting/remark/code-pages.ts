/**
 * Prism for the pages that show code, and only for them. theme-classic draws every page of content with
 * MDX components whose `code` is src/theme/CodeBlock, so importing the highlighter there put Prism in the
 * chunks of every doc and post, code or none: its evaluation, which registers every grammar it bundles,
 * was a task of ~100 ms under Lighthouse's 4x slowdown on chapter 3's notes, the index of terms and the
 * print editions. This step imports ../theme/HighlightedCode into a page that has a code block (a fence, or a
 * <CodeBlock>, <pre> or <code> written as JSX), so the page's own module brings Prism and registers it
 * before the page renders; a page without code never loads it.
 */
import type {Root} from 'mdast';
import {visit, EXIT} from 'unist-util-visit';
import {defaultImport} from '../../lib/esm';
import type {CapabilitySteps} from '../../lib/mdx-steps';

const highlighterPath = '@site/src/plugins/highlighting/theme/HighlightedCode';
const codeElements = new Set(['CodeBlock', 'pre', 'code']);

/** Whether the page shows a block of code: a fence, or an element that draws one. */
function showsCode(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    const jsx = (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && codeElements.has(node.name ?? '');
    if (node.type === 'code' || jsx) {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

function remarkCodePages() {
  return (tree: Root): void => {
    if (showsCode(tree)) {
      tree.children.unshift(defaultImport('SiteHighlightedCode', highlighterPath) as unknown as Root['children'][number]);
    }
  };
}

/** Highlighting's step: after the Python cells have taken their fences, which draw their own code. */
export function highlightingSteps(): CapabilitySteps {
  return {capability: 'highlighting', remark: [remarkCodePages]};
}
