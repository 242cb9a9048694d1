/**
 * The MDX step of citations, for docs, blog posts and pages: each citation in the prose
 * (`[@munkres2000, Theorem 26.8]`, `[-@rudin1976]`, `@folland1999`; ../extract.ts says what is
 * prose) becomes its text in the site's CSL style, as the plugin formatted it into the page's data file
 * (../style.ts), each item a `<Citation>` linking to
 * its entry in the page's "References" (`#ref-<key>`), which a `<References>` at the end of the page
 * lists, with back-links to every place that cites it; a statement's `source="@key, locator"` becomes
 * such a citation in the block's header. The page imports its data file in the citations channel
 * (../data.ts, src/plugins/lib/page-data.ts) and provides it to those components.
 *
 * A key the file says the bibliography lacks is an error at the citation's file:line:column with
 * the closest keys; an error in the .bib is reported at the page's first citation. A citation the
 * file does not hold yet (the page was edited after the plugin wrote it) is shown as written until the
 * next file compiles the page again.
 */
import type {Expression, ObjectExpression} from 'estree';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {MdxJsxAttributeValueExpression, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {defaultImport, expressionAttribute} from '../../lib/esm';
import path from 'node:path';
import {readPageData, type PageDataChannel} from '../../lib/page-data';
import {pageReferencesName} from '../files';
import {pageProviders} from '../../lib/page-providers';
import {tocArray} from '../../lib/toc-export';
import {referencesId} from '../anchors';
import {extractCitations, type PageCitation} from '../extract';
import type {CitationPart, PageCitations} from '../types';
import {citationComponents} from '../components';
import type {CapabilitySteps, StepContext} from '../../lib/mdx-steps';
import {capability} from '../data';

const dataIdentifier = '__citations';

export type CitationsStepOptions = {
  /** Where the plugin writes each page's data (src/plugins/citations/data.ts). */
  readonly data: PageDataChannel;
};

/** A citation's runs in the page's data file; as written while the file does not hold it yet. */
function partsOf({citation, ids}: PageCitation, data: PageCitations | undefined): readonly CitationPart[] {
  return data?.citations[ids[0]!] ?? [{text: citation.source}];
}

/** The runs of a text node with its citations replaced by their text and `<Citation>` links. */
function replacement(node: Text, citations: readonly PageCitation[], data: PageCitations | undefined) {
  const start = node.position?.start.offset ?? 0;
  const text = citations[0]!.text;
  // Read from the source (it holds a backslash escape): the text between citations drops its escapes, as MDX does.
  const between = (from: number, to: number) => {
    const run = text.slice(from, to);
    return text === node.value ? run : run.replace(/\\([!-/:-@[-`{-~])/g, '$1');
  };
  const nodes: PhrasingContent[] = [];
  let at = 0;
  for (const cited of citations) {
    const {citation, ids} = cited;
    const from = citation.start.offset - start;
    if (from > at) {
      nodes.push({type: 'text', value: between(at, from)});
    }
    for (const part of partsOf(cited, data)) {
      if (part.item === undefined) {
        nodes.push({type: 'text', value: part.text});
      } else {
        const element: MdxJsxTextElement = {
          type: 'mdxJsxTextElement',
          name: citationComponents.citation,
          attributes: [
            {type: 'mdxJsxAttribute', name: 'to', value: citation.items[part.item]!.key},
            {type: 'mdxJsxAttribute', name: 'id', value: ids[part.item]!},
          ],
          children: [{type: 'text', value: part.text}],
        };
        nodes.push(element);
      }
    }
    at = citation.end.offset - start;
  }
  if (at < text.length) {
    nodes.push({type: 'text', value: between(at, text.length)});
  }
  return nodes;
}

/** A JSX expression container holding a string: text in JSX as written, its spaces kept. */
function jsxString(value: string) {
  return {type: 'JSXExpressionContainer', expression: {type: 'Literal', value}};
}

/**
 * A statement's `source="@munkres2000, Theorem 26.8"` as the expression `{<>…</>}` of its citation's
 * runs, each item a `<Citation>` (the block puts the brackets around it).
 */
function sourceExpression(cited: PageCitation, data: PageCitations | undefined): MdxJsxAttributeValueExpression {
  const {citation, ids} = cited;
  const attribute = (name: string, value: string) => ({
    type: 'JSXAttribute',
    name: {type: 'JSXIdentifier', name},
    value: {type: 'Literal', value},
  });
  const children = partsOf(cited, data).map((part) => {
    if (part.item === undefined) {
      return jsxString(part.text);
    }
    const name = {type: 'JSXIdentifier', name: citationComponents.citation};
    return {
      type: 'JSXElement',
      openingElement: {
        type: 'JSXOpeningElement',
        name,
        attributes: [attribute('to', citation.items[part.item]!.key), attribute('id', ids[part.item]!)],
        selfClosing: false,
      },
      closingElement: {type: 'JSXClosingElement', name},
      children: [jsxString(part.text)],
    };
  });
  const fragment = {
    type: 'JSXFragment',
    openingFragment: {type: 'JSXOpeningFragment'},
    closingFragment: {type: 'JSXClosingFragment'},
    children,
  };
  return expressionAttribute('source', fragment as unknown as Expression).value;
}

export function remarkCitations({data: channel}: CitationsStepOptions) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const citations = extractCitations(tree, typeof file.value === 'string' ? file.value : undefined);
    if (citations.length === 0) {
      return;
    }
    const data = await readPageData<PageCitations>(channel, file.path);
    const first = citations[0]!.citation.start;
    for (const line of data?.bibliography ?? []) {
      file.fail(`The bibliography has an error: ${line}`, {
        place: {line: first.line, column: first.column},
        ruleId: 'bibliography',
        source: 'site-citations',
      });
    }
    for (const {citation} of citations) {
      for (const item of citation.items) {
        const unknown = data?.unknown?.[item.key];
        if (unknown) {
          file.fail(unknown, {
            place: {line: item.place.line, column: item.place.column},
            ruleId: 'unknown-key',
            source: 'site-citations',
          });
        }
      }
    }
    const byNode = new Map<Text, PageCitation[]>();
    for (const citation of citations) {
      if (citation.node.type === 'mdxJsxAttribute') {
        citation.node.value = sourceExpression(citation, data);
      } else {
        byNode.set(citation.node, [...(byNode.get(citation.node) ?? []), citation]);
      }
    }
    visit(tree, 'text', (node, index, parent) => {
      const inNode = byNode.get(node);
      if (!inNode || !parent || index === undefined) {
        return undefined;
      }
      const nodes = replacement(node, inNode, data);
      parent.children.splice(index, 1, ...(nodes as never[]));
      return [SKIP, index + nodes.length];
    });
    if (!data || data.references.length === 0) {
      return;
    }
    // Imports, exports and front matter stay at the top level of the module.
    const topLevel = new Set(['mdxjsEsm', 'yaml', 'toml']);
    const esm = tree.children.filter((child) => topLevel.has(child.type));
    const content = tree.children.filter((child) => !topLevel.has(child.type));
    const references: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: citationComponents.references,
      attributes: [],
      children: [],
    };
    const provider: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: pageProviders.citations,
      attributes: [expressionAttribute('value', {type: 'Identifier', name: dataIdentifier})],
      children: [...content, references] as MdxJsxFlowElement['children'],
    };
    // Docusaurus made the table of contents before this step: "References" is added to it by hand.
    tocArray(tree)?.elements.push(valueToEstree({value: 'References', id: referencesId, level: 2}) as ObjectExpression);
    const dataModule = path.join(channel.dir, pageReferencesName(channel.siteDir, file.path)).split('\\').join('/');
    tree.children = [defaultImport(dataIdentifier, dataModule), ...esm, provider as RootContent];
  };
}

/** Citations' step, first of the site's (src/plugins/mdx/steps.ts): it reads the prose before any step adds text of its own. */
export function citationSteps(context: StepContext): CapabilitySteps {
  const data = context.channel(capability);
  return {
    capability,
    remark: [[remarkCitations, {data} satisfies CitationsStepOptions]],
    components: [...Object.values(citationComponents), pageProviders.citations],
    channels: [data],
  };
}
