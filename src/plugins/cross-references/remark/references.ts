/**
 * The MDX step of cross-references, for docs, blog posts and pages:
 * - `[](ref:label)` and `[text](ref:label)` become `<CrossReference to="label" id="cite-label-k">`;
 * - a displayed formula with `\label{eq:name}` becomes `<Equation id="eq:name">` around the
 *   formula, tagged with its number, so it shows "(3)" and can be linked to;
 * - the page imports its cross-reference data (targets' numbers and links, its blocks'
 *   backlinks), the file the plugin wrote for it (../data.ts), and provides it to those
 *   components. Importing it (rather than writing the numbers into the page) lets the bundler
 *   update a page when a result it cites is renumbered elsewhere.
 * The step reads that file through the channel in its options (src/plugins/lib/page-data.ts). A label
 * the file says no page defines is an error at the reference's file:line:column, and so is link text that
 * names the target by a number other than its name (./table/names.ts); a label the file
 * does not know yet (the page was edited after the table was built) waits for the table's next file,
 * which compiles the page again.
 */
import type {Root, RootContent} from 'mdast';
import type {Math} from 'mdast-util-math';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {defaultImport} from '../../lib/esm';
import {pageDataFile, readPageData, type PageDataChannel} from '../../lib/page-data';
import {pageProviders} from '../../lib/page-providers';
import {showsData} from '../data';
import {extractPage} from '../table/extract';
import {misnamedReason} from '../table/names';
import type {PageCrossReferences} from '../table/table';
import {crossReferenceComponents} from '../components';
import type {CapabilitySteps, StepContext} from '../../lib/mdx-steps';
import {capability} from '../data';
import {remarkStatementNumbering} from './statement-numbering';

const dataIdentifier = '__crossReferences';

function attribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

function provider(children: RootContent[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: pageProviders.crossReferences,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'value',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: dataIdentifier,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: dataIdentifier}}],
            },
          },
        },
      },
    ],
    children: children as MdxJsxFlowElement['children'],
  };
}

/** The same displayed formula with other TeX (remark-math keeps a copy of the TeX for the HTML it will become). */
function withTex(node: Math, tex: string): Math {
  const code = {
    type: 'element' as const,
    tagName: 'code',
    properties: {className: ['language-math', 'math-display']},
    children: [{type: 'text' as const, value: tex}],
  };
  return {...node, value: tex, data: {...node.data, hName: 'pre', hChildren: [code]}};
}

export type CrossReferencesStepOptions = {
  /** Where the plugin writes each page's data (src/plugins/cross-references/data.ts). */
  readonly data: PageDataChannel;
};

export function remarkCrossReferences({data: channel}: CrossReferencesStepOptions) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const data = await readPageData<PageCrossReferences>(channel, file.path);
    const {equations, references, problems} = extractPage(tree, file);
    for (const problem of problems) {
      file.fail(problem.reason, {
        place: {line: problem.line, column: problem.column},
        ruleId: 'equation-label',
        source: 'site-cross-references',
      });
    }
    for (const reference of references) {
      const unknown = data?.unknown?.[reference.label];
      if (unknown) {
        file.fail(unknown, {place: reference.node.position, ruleId: 'unknown-label', source: 'site-cross-references'});
      }
      // The name the reader sees for the target is the one the file gives (a result renumbered elsewhere
      // writes the file again, which compiles the page again).
      const name = data?.targets[reference.label]?.text;
      const misnamed = name && reference.text !== undefined ? misnamedReason(reference.text, name, reference.label) : undefined;
      if (misnamed) {
        file.fail(misnamed, {place: reference.node.position, ruleId: 'reference-name', source: 'site-cross-references'});
      }
    }
    const citeIds = new Map(references.map((reference) => [reference.node, reference]));
    const equationOf = new Map(equations.map((equation) => [equation.node, equation]));
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) {
        return undefined;
      }
      const reference = node.type === 'link' ? citeIds.get(node) : undefined;
      if (reference) {
        const element: MdxJsxTextElement = {
          type: 'mdxJsxTextElement',
          name: crossReferenceComponents.reference,
          attributes: [attribute('to', reference.label), attribute('id', reference.citeId)],
          children: reference.node.children,
          position: reference.node.position,
        };
        parent.children.splice(index, 1, element as never);
        return SKIP;
      }
      const equation = node.type === 'math' ? equationOf.get(node) : undefined;
      if (equation) {
        const element: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: crossReferenceComponents.equation,
          attributes: [attribute('id', equation.label), attribute('number', equation.number)],
          children: [withTex(equation.node, equation.tex)],
          position: equation.node.position,
        };
        parent.children.splice(index, 1, element as never);
        return SKIP;
      }
      return undefined;
    });
    if (data && showsData(data)) {
      // Imports, exports and front matter stay at the top level of the module.
      const topLevel = new Set(['mdxjsEsm', 'yaml', 'toml']);
      const esm = tree.children.filter((child) => topLevel.has(child.type));
      const content = tree.children.filter((child) => !topLevel.has(child.type));
      const dataModule = pageDataFile(channel, file.path).split('\\').join('/');
      tree.children = [defaultImport(dataIdentifier, dataModule), ...esm, provider(content)];
    }
  };
}

/**
 * Cross-references' steps: the references read the blocks' own ids (labels) before the numbering gives
 * every block one.
 */
export function crossReferenceSteps(context: StepContext): CapabilitySteps {
  const data = context.channel(capability);
  return {
    capability,
    remark: [[remarkCrossReferences, {data} satisfies CrossReferencesStepOptions], remarkStatementNumbering],
    components: [...Object.values(crossReferenceComponents), pageProviders.crossReferences],
    channels: [data],
  };
}
