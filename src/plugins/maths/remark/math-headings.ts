/**
 * Maths in headings, outside the heading itself. Docusaurus builds the table of contents (desktop
 * and the mobile "On this page" menu) from each heading's text before any of the site's steps
 * run, so a heading's formula reached it as TeX source: "The series \sum k^m r^k". This step runs
 * after it and, for every heading with `$…$`:
 * - replaces the heading's TOC entry with the heading typeset by KaTeX (the same HTML as the page);
 * - gives the heading a `data-anchor-label` with its readable text ("The series ∑ kᵐ rᵏ"), which
 *   src/theme/Heading uses for the "Direct link to …" label of its anchor.
 * A formula KaTeX rejects is left alone here: the page's own math step reports it with its place.
 */
import {valueToEstree} from 'estree-util-value-to-estree';
import {visit} from 'unist-util-visit';
import type {Heading, PhrasingContent, Root} from 'mdast';
import type {ObjectExpression, Property} from 'estree';
import {tocArray} from '../../lib/toc-export';
import {siteMacros, typeset} from '../typeset';
import {texToUnicode} from '../tex-text';

/** The mdast node remark-math makes of `$…$` (typed by mdast-util-math, which is not a direct dependency). */
type InlineMathNode = {type: 'inlineMath'; value: string};

function isInlineMath(node: {type: string}): node is InlineMathNode {
  return node.type === 'inlineMath';
}

const htmlEscapes: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

/** The text of a node without children (text, inline code, an HTML comment's value is not text). */
function leafText(node: PhrasingContent): string {
  return node.type === 'text' || node.type === 'inlineCode' ? node.value : '';
}

function containsInlineMath(heading: Heading): boolean {
  let found = false;
  visit(heading, (node) => {
    found ||= isInlineMath(node);
  });
  return found;
}

/** Readable text of heading content, formulas as Unicode. */
function headingText(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node): string => {
      if (isInlineMath(node)) {
        return texToUnicode(node.value);
      }
      return 'children' in node ? headingText(node.children) : leafText(node);
    })
    .join('');
}

/** HTML of heading content for the TOC, in the shapes Docusaurus's own TOC uses, formulas typeset. */
function headingHtml(nodes: readonly PhrasingContent[], macros: Record<string, string>): string {
  return nodes
    .map((node): string => {
      if (isInlineMath(node)) {
        return typeset(node.value, {macros});
      }
      switch (node.type) {
        case 'inlineCode':
          return `<code>${escapeHtml(node.value)}</code>`;
        case 'emphasis':
          return `<em>${headingHtml(node.children, macros)}</em>`;
        case 'strong':
          return `<strong>${headingHtml(node.children, macros)}</strong>`;
        case 'delete':
          return `<del>${headingHtml(node.children, macros)}</del>`;
        default:
          return 'children' in node ? headingHtml(node.children, macros) : escapeHtml(leafText(node));
      }
    })
    .join('');
}

function propertyNamed(object: ObjectExpression, name: string): Property | undefined {
  return object.properties.find(
    (property): property is Property =>
      property.type === 'Property' &&
      ((property.key.type === 'Identifier' && property.key.name === name) ||
        (property.key.type === 'Literal' && property.key.value === name)),
  );
}

/** The entries `{value, id, level}` of the `export const toc = [...]` that Docusaurus's TOC step added. */
function tocEntries(tree: Root): ObjectExpression[] {
  return (tocArray(tree)?.elements ?? []).filter((element): element is ObjectExpression => element?.type === 'ObjectExpression');
}

export function remarkMathHeadings() {
  return (tree: Root): void => {
    const macros = siteMacros();
    const tocHtmlById = new Map<string, string>();
    visit(tree, 'heading', (heading) => {
      if (!containsInlineMath(heading)) {
        return;
      }
      const data = (heading.data ??= {});
      data.hProperties = {...data.hProperties, dataAnchorLabel: headingText(heading.children)};
      const id = (data as {id?: unknown}).id;
      if (typeof id !== 'string') {
        return;
      }
      try {
        tocHtmlById.set(id, headingHtml(heading.children, macros));
      } catch {
        // Reported with its position by the math step (src/plugins/maths/remark/math.ts).
      }
    });
    for (const entry of tocEntries(tree)) {
      const id = propertyNamed(entry, 'id')?.value;
      const value = propertyNamed(entry, 'value');
      const html = id?.type === 'Literal' && typeof id.value === 'string' ? tocHtmlById.get(id.value) : undefined;
      if (value && html !== undefined) {
        value.value = valueToEstree(html);
      }
    }
  };
}
