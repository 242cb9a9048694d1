/**
 * The notation step: each `<Notation tex="…">meaning</Notation>` of a page is checked (a symbol or a
 * meaning KaTeX cannot typeset fails at its file:line:col), given its anchor and emptied, since the
 * page shows the definition and the lists of notation show the declaration. A clash its page's data
 * file records (the same symbol with another meaning in the same list, src/plugins/notation/table.ts)
 * is a warning at the declaration.
 */
import type {Root} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {readPageData, type PageDataChannel} from '../../lib/page-data';
import {extractNotation} from '../extract';
import type {PageNotation} from '../table';

export type NotationStepOptions = {
  /** Where the plugin writes each page's data (src/plugins/notation/data.ts). */
  readonly data: PageDataChannel;
};

export function remarkNotation({data: channel}: NotationStepOptions) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const {declarations, problems} = extractNotation(tree, file);
    for (const problem of problems) {
      file.fail(problem.reason, {
        place: {line: problem.line, column: problem.column},
        ruleId: 'notation',
        source: 'site-notation',
      });
    }
    const data = await readPageData<PageNotation>(channel, file.path);
    for (const warning of data?.warnings ?? []) {
      file.message(warning.reason, {
        place: {line: warning.line, column: warning.column},
        ruleId: 'notation-clash',
        source: 'site-notation',
      });
    }
    for (const {node, anchor} of declarations) {
      const id: MdxJsxAttribute = {type: 'mdxJsxAttribute', name: 'id', value: anchor};
      node.attributes = [id];
      node.children = [];
    }
  };
}
