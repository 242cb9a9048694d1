/**
 * The element that declares notation, `<Notation tex="\R_K">the real line with the K-topology</Notation>`
 * (src/plugins/notation). Named here, below the capabilities, because the statement table needs it too:
 * a block that declares notation has a preview (the lists of notation open it), and a preview leaves
 * the declaration out, as the page does.
 */
import type {Nodes} from 'mdast';

export const notationElement = 'Notation';

export function isNotationElement(node: Nodes): boolean {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === notationElement;
}

/** Whether `node` holds a declaration of notation at any depth. */
export function declaresNotation(node: Nodes): boolean {
  return isNotationElement(node) || ('children' in node && (node.children as Nodes[]).some(declaresNotation));
}
