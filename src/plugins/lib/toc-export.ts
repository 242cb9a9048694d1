/**
 * The table of contents Docusaurus's TOC step writes into each MDX page as `export const toc = [...]`
 * (entries `{value, id, level}`), for the steps that run after it: maths in headings rewrites an entry's
 * value, citations add the "References" they end the page with. A reach into Docusaurus's MDX output
 * (README, "Docusaurus internals"), guarded by the build checks of the TOC (tests/build/blog.test.ts,
 * tests/build/pages.test.ts) and the unit tests of both steps.
 */
import type {Root} from 'mdast';
import type {ArrayExpression} from 'estree';

/** The array of `export const toc = [...]`, if the TOC step wrote one. */
export function tocArray(tree: Root): ArrayExpression | undefined {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') {
      continue;
    }
    const [statement] = node.data?.estree?.body ?? [];
    if (statement?.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') {
      continue;
    }
    const [declarator] = statement.declaration.declarations;
    if (declarator?.id.type === 'Identifier' && declarator.id.name === 'toc' && declarator.init?.type === 'ArrayExpression') {
      return declarator.init;
    }
  }
  return undefined;
}
