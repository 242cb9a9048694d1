/**
 * The one extraction of a page's mathematics: its numbered blocks (with the
 * numbering of src/plugins/cross-references/remark/statement-numbering.ts), its labelled equations and
 * its references, with where each reference stands (in a statement, a proof,
 * a solution or the prose). The site-wide table (./table.ts) is built from
 * these, and the remark step (./remark.ts) reads the same functions, so a
 * number, an anchor or a citation id is computed in one place only.
 */
import {toString} from 'mdast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import {visitParents} from 'unist-util-visit-parents';
import type {VFile} from 'vfile';
import type {Link, Root} from 'mdast';
import type {Math} from 'mdast-util-math';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {isStatementKind, type StatementKind} from '../kinds';
import {numberStatements, stringAttribute} from '../remark/statement-numbering';

/** A reference is a Markdown link to `ref:<label>`: `[](ref:tube-lemma)`, `[the tube lemma](ref:tube-lemma)`. */
const referenceScheme = 'ref:';

export function referenceLabel(link: Link): string | undefined {
  return link.url.startsWith(referenceScheme) ? link.url.slice(referenceScheme.length) : undefined;
}

/** `\label{eq:name}` in a displayed formula; the label starts with `eq:` so it cannot be mistaken for a block. */
const labelCommand = /\\label\{([^{}]*)\}/g;

export type EquationLabel = {readonly label: string; readonly tex: string};

/** The label of a displayed formula and its TeX without the `\label`, or an error message. */
export function equationLabel(tex: string): EquationLabel | {readonly error: string} | undefined {
  const labels = [...tex.matchAll(labelCommand)].map((match) => match[1]!.trim());
  if (labels.length === 0) {
    return undefined;
  }
  if (labels.length > 1) {
    return {error: `A displayed formula carries ${labels.length} labels (${labels.join(', ')}); give it one.`};
  }
  const label = labels[0]!;
  if (!/^eq:[a-z0-9][a-z0-9-]*$/.test(label)) {
    return {error: `Equation label "${label}" must look like eq:lower-case-words (letters, digits, hyphens).`};
  }
  return {label, tex: tex.replace(labelCommand, '').trim()};
}

/** The TeX KaTeX typesets for a labelled display: the number as a tag, "(3)". */
function taggedTex(tex: string, number: string): string {
  return `${tex}\n\\tag{${number}}`;
}

export type Scope = 'statement' | 'proof' | 'solution' | 'prose';

export type ExtractedStatement = {
  readonly kind: StatementKind;
  readonly number: string;
  readonly id: string;
  /** Set when the author gave an `id`: a site-wide label. */
  readonly label: string | undefined;
  readonly title: string | undefined;
  readonly source: string | undefined;
  readonly line: number;
  readonly node: MdxJsxFlowElement | MdxJsxTextElement;
};

type ExtractedEquation = {
  readonly label: string;
  readonly number: string;
  /** The TeX as typeset on the page (label removed, number tagged). */
  readonly tex: string;
  readonly line: number;
  readonly node: Math;
};

export type ExtractedReference = {
  readonly label: string;
  /** Whether the author wrote their own link text. */
  readonly hasText: boolean;
  /** The author's link text, its formulas left out (what a name by number is looked for in); undefined for `[](ref:…)`. */
  readonly text: string | undefined;
  /** The anchor of the reference itself: `cite-<label>-<k>` for the k-th reference to the label on the page. */
  readonly citeId: string;
  readonly scope: Scope;
  /** The block the reference belongs to (the statement, or the statement a proof or solution belongs to). */
  readonly owner: ExtractedStatement | undefined;
  /** The nearest heading above the reference, for references in the prose. */
  readonly heading: string | undefined;
  readonly line: number;
  readonly column: number;
  readonly node: Link;
};

export type ExtractedPage = {
  readonly statements: readonly ExtractedStatement[];
  readonly equations: readonly ExtractedEquation[];
  readonly references: readonly ExtractedReference[];
  /** Problems found while extracting (a malformed label), each with a line. */
  readonly problems: readonly {readonly line: number; readonly column: number; readonly reason: string}[];
};

/** A link's text without its formulas: "Theorem 23.3" in `[Theorem 23.3](ref:…)`, "-compact" in `[$\sigma$-compact](ref:…)`. */
function linkText(link: Link): string {
  let text = '';
  visit(link, (node) => {
    if (node.type === 'inlineMath') {
      return SKIP;
    }
    if (node.type === 'text' || node.type === 'inlineCode') {
      text += node.value;
    }
    return undefined;
  });
  return text;
}

function citeId(label: string, occurrence: number): string {
  return `cite-${label}-${occurrence}`;
}

const isJsx = (node: {type: string}, name: string): node is MdxJsxFlowElement =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as MdxJsxFlowElement).name === name;

/** Reads a page's tree (as remark sees it) and extracts its statements, labelled equations and references. */
export function extractPage(tree: Root, file?: VFile): ExtractedPage {
  const statements = numberStatements(tree, file).map(({node, kind, number, id, labelled}): ExtractedStatement => ({
    kind,
    number,
    id,
    label: labelled ? id : undefined,
    title: stringAttribute(node, 'title'),
    source: stringAttribute(node, 'source'),
    line: node.position?.start.line ?? 0,
    node,
  }));
  const statementOf = new Map(statements.map((statement) => [statement.node, statement]));
  const equations: ExtractedEquation[] = [];
  const references: ExtractedReference[] = [];
  const problems: {line: number; column: number; reason: string}[] = [];
  const occurrences = new Map<string, number>();
  const proofOwner = new Map<unknown, ExtractedStatement | undefined>();
  let lastStatement: ExtractedStatement | undefined;
  let heading: string | undefined;

  visitParents(tree, (node, ancestors) => {
    const statement = statementOf.get(node as MdxJsxFlowElement);
    if (statement) {
      lastStatement = statement;
    } else if (isJsx(node, 'Proof')) {
      // A proof proves the statement before it, or the one its `of` names (a proof that comes after a lemma
      // stated inside it: <Proof of="tietze">).
      const of = stringAttribute(node, 'of');
      const named = of === undefined ? lastStatement : statements.find((candidate) => candidate.label === of);
      if (of !== undefined && !named) {
        problems.push({
          line: node.position?.start.line ?? 0,
          column: node.position?.start.column ?? 0,
          reason: `<Proof of="${of}"> names no labelled statement of this page.`,
        });
      }
      proofOwner.set(node, named ?? lastStatement);
    } else if (node.type === 'heading') {
      heading = toString(node);
    } else if (node.type === 'math') {
      const labelled = equationLabel(node.value);
      if (labelled && 'error' in labelled) {
        problems.push({line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0, reason: labelled.error});
      } else if (labelled) {
        const number = String(equations.length + 1);
        equations.push({
          label: labelled.label,
          number,
          tex: taggedTex(labelled.tex, number),
          line: node.position?.start.line ?? 0,
          node,
        });
      }
    } else if (node.type === 'link') {
      const label = referenceLabel(node);
      if (label === undefined) {
        return;
      }
      const occurrence = (occurrences.get(label) ?? 0) + 1;
      occurrences.set(label, occurrence);
      let scope: Scope = 'prose';
      let owner: ExtractedStatement | undefined;
      for (const ancestor of [...ancestors].reverse()) {
        if (scope === 'prose' && isJsx(ancestor, 'Solution')) {
          scope = 'solution';
        } else if (scope === 'prose' && isJsx(ancestor, 'Proof')) {
          scope = 'proof';
          owner = proofOwner.get(ancestor);
          break;
        } else if (isStatementKind((ancestor as MdxJsxFlowElement).name) && statementOf.has(ancestor as MdxJsxFlowElement)) {
          owner = statementOf.get(ancestor as MdxJsxFlowElement);
          scope = scope === 'prose' ? 'statement' : scope;
          break;
        }
      }
      references.push({
        label,
        hasText: node.children.length > 0,
        text: node.children.length > 0 ? linkText(node) : undefined,
        citeId: citeId(label, occurrence),
        scope,
        owner,
        heading,
        line: node.position?.start.line ?? 0,
        column: node.position?.start.column ?? 0,
        node,
      });
    }
  });
  return {statements, equations, references, problems};
}
