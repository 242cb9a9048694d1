/**
 * The index step: each `<Index>` element of a page is checked (a term KaTeX cannot typeset, or one with
 * no words, fails at its file:line:col) and given its anchor, the place the index page and the print
 * edition's index link (theme/Index). The terms themselves are the site model's (../extract.ts, the same
 * function); a cross-reference to a term no page indexes is the site model's to report, which sees them all.
 */
import type {Root} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {extractPage} from '../../cross-references/table/extract';
import type {CapabilitySteps} from '../../lib/mdx-steps';
import {indexElement} from '../components';
import {capability} from '../data';
import {extractTerms} from '../extract';

export function remarkIndexTerms() {
  return (tree: Root, file: VFile): void => {
    // Most pages index nothing of their own: only a page with an <Index> element has anchors to give.
    if (!file.value.toString().includes(`<${indexElement}`)) {
      return;
    }
    const {elements, problems} = extractTerms(tree, extractPage(tree).statements);
    for (const problem of problems) {
      file.fail(problem.reason, {
        place: {line: problem.line, column: problem.column},
        ruleId: 'index-term',
        source: 'site-index',
      });
    }
    for (const {node, anchor} of elements) {
      const id: MdxJsxAttribute = {type: 'mdxJsxAttribute', name: 'id', value: anchor};
      node.attributes = [
        ...node.attributes.filter((attribute) => attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'id'),
        id,
      ];
    }
  };
}

/** The index's step: it runs before cross-references number the blocks, on the page as written. */
export function indexSteps(): CapabilitySteps {
  return {capability, remark: [remarkIndexTerms], components: [indexElement]};
}
