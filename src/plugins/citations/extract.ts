/**
 * The citations of a page's MDX tree, in reading order (a statement's `source` before its content),
 * each item with the id its link gets
 * (`cite-<key>-<n>`, the n-th citation of that key on the page): the plugin reads them to list each
 * page's references with back-links (./data.ts), the MDX step (./remark/citations.ts) to write the
 * links, so both number them alike. Only prose is read: code, maths, links, raw HTML, JSX
 * attributes and expressions, and ESM are never citations, nor is an "@" inside a word (an
 * e-mail address) or after a backslash.
 */
import type {Root, Text} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import {isStatementKind} from '../cross-references/kinds';
import {parseCitations, parseSource, type Citation} from './syntax';

/** A place in the file, as mdast gives it. */
type Point = NonNullable<Root['position']>['start'];

export type PageCitation = {
  readonly citation: Citation;
  /** The text node it is written in, or the `source` attribute of a statement block. */
  readonly node: Text | MdxJsxAttribute;
  /** The text it was read from: the node's value, or its source where that holds a backslash escape. */
  readonly text: string;
  /** Each item's link id, in the order of its items. */
  readonly ids: readonly string[];
};

/** Nodes whose text is never prose. */
const notProse = new Set([
  'code',
  'inlineCode',
  'math',
  'inlineMath',
  'link',
  'linkReference',
  'definition',
  'html',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'yaml',
  'toml',
]);
/** JSX elements written in MDX whose text is code, not prose. */
const codeElements = new Set(['code', 'pre', 'kbd', 'samp', 'CodeBlock']);

/** The id of the `n`-th citation (from 1) of `key` on a page. */
function citeId(key: string, n: number): string {
  return `cite-${key}-${n}`;
}

/**
 * What to read in a text node: its value, or, where its source holds a backslash escape, the source
 * itself, so that `\\@key` (an "@" escaped) stays text as it does for Pandoc. MDX has removed the
 * backslash from the value.
 */
function readable(node: Text, source: string | undefined): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (source === undefined || start === undefined || end === undefined) {
    return node.value;
  }
  const raw = source.slice(start, end);
  return raw !== node.value && raw.includes('\\') ? raw : node.value;
}

/**
 * The citation a statement's `source="…"` attribute holds, if it cites (../syntax.ts, `parseSource`),
 * placed where its value starts in the file (its attribute's place, else its element's).
 */
function sourceCitation(attribute: MdxJsxAttribute, element: Point | undefined): Citation | undefined {
  const value = attribute.value as string;
  if (!value.includes('@')) {
    return undefined;
  }
  const start = attribute.position?.start ?? element;
  // `source="` comes before the value.
  const skip = attribute.position ? 'source="'.length : 0;
  return parseSource(value, {
    line: start?.line ?? 1,
    column: (start?.column ?? 1) + skip,
    offset: (start?.offset ?? 0) + skip,
  });
}

/** The page's citations; `source` is the text the tree was parsed from (its escapes are kept). */
export function extractCitations(tree: Root, source?: string): PageCitation[] {
  const found: PageCitation[] = [];
  const counts = new Map<string, number>();
  const idsOf = (citation: Citation) =>
    citation.items.map((item) => {
      const n = (counts.get(item.key) ?? 0) + 1;
      counts.set(item.key, n);
      return citeId(item.key, n);
    });
  visit(tree, (node) => {
    if (notProse.has(node.type)) {
      return SKIP;
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && codeElements.has(node.name ?? '')) {
      return SKIP;
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && isStatementKind(node.name)) {
      // The block's source, which its header shows before its content.
      const attribute = node.attributes.find(
        (each): each is MdxJsxAttribute => each.type === 'mdxJsxAttribute' && each.name === 'source',
      );
      const citation = typeof attribute?.value === 'string' ? sourceCitation(attribute, node.position?.start) : undefined;
      if (attribute && citation) {
        found.push({citation, node: attribute, text: citation.source, ids: idsOf(citation)});
      }
      return undefined;
    }
    if (node.type !== 'text' || !node.value.includes('@')) {
      return undefined;
    }
    const start = node.position?.start;
    const origin = {line: start?.line ?? 1, column: start?.column ?? 1, offset: start?.offset ?? 0};
    const text = readable(node, source);
    for (const citation of parseCitations(text, origin)) {
      found.push({citation, node, text, ids: idsOf(citation)});
    }
    return undefined;
  });
  return found;
}
