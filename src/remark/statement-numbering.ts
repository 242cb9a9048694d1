/**
 * Numbers the theorem-style blocks of one page in reading order and gives
 * each an anchor id, at build time, so the numbers and ids are in the static
 * HTML and identical on the server and the client.
 *
 * Statements (Definition, Theorem, Lemma, ...) share one counter, as in most
 * textbooks; exercises have their own. An explicit `id` attribute is kept.
 */
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';

export const statementKinds = [
  'Definition',
  'Theorem',
  'Lemma',
  'Proposition',
  'Corollary',
  'Example',
  'Remark',
] as const;

export const exerciseKinds = ['Exercise'] as const;

type Counter = {count: number};

function attribute(node: MdxJsxFlowElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find(
    (attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
}

function setAttribute(node: MdxJsxFlowElement, name: string, value: string): void {
  if (!attribute(node, name)) {
    node.attributes.push({type: 'mdxJsxAttribute', name, value});
  }
}

export function remarkStatementNumbering() {
  return (tree: Root, file: VFile): void => {
    const statements: Counter = {count: 0};
    const exercises: Counter = {count: 0};
    const usedIds = new Set<string>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') {
        return;
      }
      const element = node as MdxJsxFlowElement;
      const name = element.name ?? '';
      const counter = (statementKinds as readonly string[]).includes(name)
        ? statements
        : (exerciseKinds as readonly string[]).includes(name)
          ? exercises
          : undefined;
      if (!counter) {
        return;
      }
      counter.count += 1;
      const number = String(counter.count);
      const explicitId = attribute(element, 'id')?.value;
      const id = typeof explicitId === 'string' ? explicitId : `${name.toLowerCase()}-${number}`;
      if (usedIds.has(id)) {
        file.fail(`Duplicate theorem-block id "${id}" (a ${name} block).`, {
          place: element.position,
          ruleId: 'duplicate-id',
          source: 'site-statements',
        });
      }
      usedIds.add(id);
      setAttribute(element, 'number', number);
      setAttribute(element, 'id', id);
    });
  };
}
