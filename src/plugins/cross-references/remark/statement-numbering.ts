/**
 * Numbers the theorem-style blocks of one page in reading order and gives
 * each an anchor id, at build time, so the numbers and ids are in the static
 * HTML and identical on the server and the client.
 *
 * Statements (Definition, Theorem, Lemma, ...) share one counter, as in most
 * textbooks; exercises have their own. An explicit `id` attribute is kept: it
 * is the block's label, which references elsewhere on the site use
 * (src/plugins/cross-references reads the same numbering through `numberStatements`).
 */
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {isStatementKind, kindInfo, type StatementKind} from '../kinds';

export type NumberedBlock = {
  readonly node: MdxJsxFlowElement | MdxJsxTextElement;
  readonly kind: StatementKind;
  readonly number: string;
  /** The anchor: the explicit `id` (a site-wide label) or `<kind>-<number>`. */
  readonly id: string;
  /** Whether the author gave the id, which makes it a label other pages can reference. */
  readonly labelled: boolean;
};

export function stringAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find((attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function setAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string, value: string): void {
  if (stringAttribute(node, name) === undefined) {
    node.attributes.push({type: 'mdxJsxAttribute', name, value});
  }
}

/**
 * The theorem-style blocks of a page in reading order, with their numbers and ids.
 * A repeated id is an error at the second block's position.
 */
export function numberStatements(tree: Root, file?: VFile): NumberedBlock[] {
  const counters = {statement: 0, exercise: 0};
  const blocks: NumberedBlock[] = [];
  const usedIds = new Set<string>();
  visit(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !isStatementKind(node.name)) {
      return;
    }
    const kind = node.name;
    const counter = kindInfo(kind).counter;
    counters[counter] += 1;
    const number = String(counters[counter]);
    const explicitId = stringAttribute(node, 'id');
    const id = explicitId ?? `${kind.toLowerCase()}-${number}`;
    if (usedIds.has(id)) {
      const reason = `Duplicate theorem-block id "${id}" (a ${kind} block).`;
      if (file) {
        file.fail(reason, {place: node.position, ruleId: 'duplicate-id', source: 'site-statements'});
      }
      throw new Error(reason);
    }
    usedIds.add(id);
    blocks.push({node, kind, number, id, labelled: explicitId !== undefined});
  });
  return blocks;
}

export function remarkStatementNumbering() {
  return (tree: Root, file: VFile): void => {
    for (const {node, number, id} of numberStatements(tree, file)) {
      setAttribute(node, 'number', number);
      setAttribute(node, 'id', id);
    }
  };
}
