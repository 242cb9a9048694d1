/**
 * Turns ```python cell blocks into runnable cells. At build time the page's
 * cells run in order, in one namespace, with the Pyodide the browser uses;
 * each block becomes a <PythonCell> with its code and real output baked into
 * the static HTML. A cell that raises fails the build (page, cell number,
 * traceback) unless its block is marked `raises`; so does a cell that runs
 * past the time limit.
 */
import {visit} from 'unist-util-visit';
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {runPageCells, type RunOptions} from './runner';
import {defaultImport} from '../../lib/esm';
import {codeTokens} from '../theme/PythonCell/highlighted-html';
import type {CapabilitySteps} from '../../lib/mdx-steps';

export type PythonCellsOptions = Partial<RunOptions>;

/** Generous for a notes page; a cell near it is too slow for a reader anyway. */
const defaultTimeoutMs = 20_000;

const componentName = 'PythonCell';
const componentPath = '@site/src/plugins/python-cells/theme/PythonCell';

function isCell(node: Code): boolean {
  return node.lang === 'python' && /(^|\s)cell(\s|$)/.test(node.meta ?? '');
}

function cellFlags(node: Code): {raises: boolean} {
  return {raises: /(^|\s)raises(\s|$)/.test(node.meta ?? '')};
}

function cellElement(index: number, code: string, output: unknown, raises: boolean): MdxJsxFlowElement {
  const attributes: MdxJsxFlowElement['attributes'] = [
    {type: 'mdxJsxAttribute', name: 'index', value: String(index)},
    {type: 'mdxJsxAttribute', name: 'code', value: code},
    // Its tokens, so that the page draws the code highlighted without loading Prism (../theme/PythonCell/code-tokens.ts).
    {type: 'mdxJsxAttribute', name: 'tokens', value: JSON.stringify(codeTokens(code))},
    {type: 'mdxJsxAttribute', name: 'output', value: JSON.stringify(output)},
  ];
  if (raises) {
    attributes.push({type: 'mdxJsxAttribute', name: 'raises', value: 'true'});
  }
  return {type: 'mdxJsxFlowElement', name: componentName, attributes, children: []};
}

export function remarkPythonCells(options: PythonCellsOptions = {}) {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  return async (tree: Root, file: VFile): Promise<void> => {
    const cells: {node: Code; parent: {children: RootContent[]}}[] = [];
    visit(tree, 'code', (node, _index, parent) => {
      if (parent && isCell(node)) {
        cells.push({node, parent: parent as {children: RootContent[]}});
      }
    });
    if (cells.length === 0) {
      return;
    }
    const page = file.path ?? 'page';
    const runs = await runPageCells(
      page,
      cells.map(({node}) => node.value),
      {timeoutMs},
    );
    cells.forEach(({node, parent}, index) => {
      const number = index + 1;
      const run = runs[index];
      // A VFile message at the cell, not an Error: the author sees file:line:col and no stack.
      const fail: (reason: string) => never = (reason) =>
        file.fail(reason, {place: node.position, ruleId: 'python-cell', source: 'site-python-cells'});
      if (!run) {
        fail(`${page}: Python cell ${number} did not run (an earlier cell stopped the page).`);
      }
      const {raises} = cellFlags(node);
      if (run.timedOut) {
        fail(`${page}: Python cell ${number} ran longer than ${timeoutMs / 1000} s and was stopped.`);
      }
      if (run.output.error && !raises) {
        fail(`${page}: Python cell ${number} raised an exception:\n${run.output.error}`);
      }
      if (!run.output.error && raises) {
        fail(`${page}: Python cell ${number} is marked "raises" but ran without an exception.`);
      }
      parent.children.splice(parent.children.indexOf(node), 1, cellElement(number, node.value, run.output, raises));
    });
    // `import PythonCell from '@site/src/plugins/python-cells/theme/PythonCell'`, only on pages that have cells.
    tree.children.unshift(defaultImport(componentName, componentPath));
  };
}

/** Python cells' step: the cells run at build time, before maths typesets their outputs' formulas. */
export function pythonCellSteps(): CapabilitySteps {
  return {capability: 'python-cells', remark: [remarkPythonCells]};
}
