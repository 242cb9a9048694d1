/**
 * The notation step: each `<Notation tex="…">meaning</Notation>` of a page is checked (a symbol or a
 * meaning KaTeX cannot typeset, a macro that is not one of the site's, fails at its file:line:col),
 * given its anchor and emptied, since the page shows the definition and the lists of notation show
 * the declaration. A clash its page's data file records (the same symbol with another meaning in the
 * same list, src/plugins/notation/table.ts) is a warning at the declaration.
 *
 * The macros that declarations name (`macro="\RK"`, in the page's data file) are marked in the page's
 * formulas by the maths step that follows (src/plugins/maths/marks.ts), and a page whose formulas use
 * one gets `theme/FormulaNotation`, which shows a marked symbol's notation. A formula using a macro the
 * macro file lists as notation that no definition declares fails at its file:line:col.
 */
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {readPageData, type PageDataChannel} from '../../lib/page-data';
import {markMacros, usesMacro} from '../../maths/marks';
import {extractNotation, formulaTex} from '../extract';
import type {PageNotation} from '../table';
import {notationComponents} from '../components';
import type {CapabilitySteps, StepContext} from '../../lib/mdx-steps';
import {capability} from '../data';

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
    const macros = data?.macros ?? {};
    const undeclared = Object.entries(data?.undeclared ?? {});
    let pointsToNotation = false;
    visit(tree, (node) => {
      const tex = formulaTex(node);
      if (tex === undefined) {
        return;
      }
      for (const [macro, reason] of undeclared) {
        if (usesMacro(tex, macro)) {
          file.fail(`The formula uses ${macro}, which points to no notation. ${reason}`, {
            place: node.position,
            ruleId: 'notation-macro',
            source: 'site-notation',
          });
        }
      }
      pointsToNotation ||= Object.keys(macros).some((macro) => usesMacro(tex, macro));
    });
    if (pointsToNotation) {
      markMacros(file, macros);
      const component: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: notationComponents.formulaNotation,
        attributes: [],
        children: [],
      };
      tree.children.push(component);
    }
  };
}

/** Notation's step: declarations are checked, given their anchors and emptied before maths typesets what they held. */
export function notationSteps(context: StepContext): CapabilitySteps {
  const data = context.channel(capability);
  return {
    capability,
    remark: [[remarkNotation, {data} satisfies NotationStepOptions]],
    components: Object.values(notationComponents),
    channels: [data],
  };
}
