/**
 * Mathematics pipeline shared by docs, blog and pages: remark-math parses
 * `$...$` / `$$...$$`, and `rehypeKatexHtml` typesets each formula at build
 * time with KaTeX. Any formula KaTeX cannot compile is a build error that
 * names the file and the formula.
 *
 * Each formula reaches the page as one element whose content is KaTeX's HTML
 * string (`dangerouslySetInnerHTML`) rather than a tree of hundreds of JSX
 * spans: the same markup, but a smaller page chunk and nothing for React to
 * hydrate inside a formula (a page with a thousand formulas otherwise blocks
 * the main thread for about a second on a phone).
 *
 * With `formulaModules` (the site's build), a page's formulas go to a JSON
 * module of their own in that directory, named by the hash of its content,
 * and each formula becomes a `Formula` element that reads its HTML from it:
 * the formulas are then shipped once, in the HTML, on a first load
 * (src/plugins/maths/theme/Formula/store.ts). Without it (tests, check:mdx) the HTML
 * stays inline in the page module.
 *
 * A symbol whose macro another step asked to mark (../marks.ts) carries its mark in the HTML, and
 * a piece of an inline formula that could be wider than a phone's line carries its own (../long-pieces.ts).
 *
 * Two layout steps belong to typesetting: a numbered display gets its number
 * in a column of its own (display-numbers.ts), and punctuation touching an
 * inline formula is kept on the formula's line (formula-punctuation.ts).
 */
import {createHash, randomUUID} from 'node:crypto';
import {existsSync, mkdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import remarkMath from 'remark-math';
import {toText} from 'hast-util-to-text';
import {SKIP, visitParents} from 'unist-util-visit-parents';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast, MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {siteMacros} from '../typeset';
import {macroMarks, typesetMarked} from '../marks';
import {markLongPieces} from '../long-pieces';
import {withNumberColumn} from './display-numbers';
import {keepPunctuationWithFormulas} from './formula-punctuation';
import {awaitedDynamicImport, defaultImport, expressionAttribute, namedImport, valueAttribute} from '../../lib/esm';
import type {CapabilitySteps, StepContext} from '../../lib/mdx-steps';
import {remarkMathHeadings} from './math-headings';

/**
 * `<span class="…">inner</span>`, the shape of every KaTeX result (inline: katex; display:
 * katex-display, or site-numbered-display for a numbered one: src/plugins/maths/remark/display-numbers.ts).
 */
const outerSpan = /^<span class="([^"]+)">([\s\S]*)<\/span>$/;

/** KaTeX's result split into the outer element's class and its content. */
function splitOuterSpan(html: string): {className: string; inner: string} {
  const match = outerSpan.exec(html);
  if (!match) {
    throw new Error(`Unexpected KaTeX output: ${html.slice(0, 80)}…`);
  }
  const [, className, inner] = match as unknown as [string, string, string];
  return {className, inner};
}

/** Names the page module gives the formula component and its formulas (unlikely to meet an author's). */
const formulaComponent = '__SiteFormula';
const formulasIdentifier = '__siteFormulas';

/** A JSX `<__SiteFormula store={__siteFormulas} index={n} className="katex" />` for MDX's hast. */
function formulaElement(index: number, className: string, display: boolean): MdxJsxFlowElementHast | MdxJsxTextElementHast {
  return {
    type: display ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: formulaComponent,
    attributes: [
      expressionAttribute('store', {type: 'Identifier', name: formulasIdentifier}),
      valueAttribute('index', index),
      {type: 'mdxJsxAttribute', name: 'className', value: className},
    ],
    children: [],
  } as MdxJsxFlowElementHast | MdxJsxTextElementHast;
}

/**
 * Writes a page's formulas as a JSON module named by its content; returns its path. The client and
 * server compilations write the same file: it is written once, through a rename, so that neither
 * bundler can read it half-written.
 */
function writeFormulaModule(directory: string, formulas: readonly string[]): string {
  const json = JSON.stringify(formulas);
  const file = path.join(directory, `${createHash('sha256').update(json).digest('hex').slice(0, 20)}.json`);
  if (!existsSync(file)) {
    mkdirSync(directory, {recursive: true});
    const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
    writeFileSync(partial, json);
    renameSync(partial, file);
  }
  return file;
}

/** A JSX `<span className={…} dangerouslySetInnerHTML={{__html: …}} />` for MDX's hast. */
function rawSpan(html: string, display: boolean): MdxJsxFlowElementHast | MdxJsxTextElementHast {
  const {className, inner} = splitOuterSpan(html);
  return {
    type: display ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: className},
      valueAttribute('dangerouslySetInnerHTML', {__html: inner}),
    ],
    children: [],
  } as MdxJsxFlowElementHast | MdxJsxTextElementHast;
}

const classesOf = (element: Element): readonly unknown[] =>
  Array.isArray(element.properties.className) ? element.properties.className : [];

export type KatexOptions = {
  /** Where to write each page's formulas as a JSON module (the site's build); unset: inline. */
  formulaModules?: string;
};

/** Typesets remark-math's `code.math-inline` / `code.math-display` (and ```math blocks) with KaTeX. */
export function rehypeKatexHtml(options: KatexOptions = {}) {
  return (tree: Root, file: VFile): void => {
    const failures: {text: string; position: Element['position']}[] = [];
    const formulas: string[] = [];
    // \gdef in one formula must not leak into other files: each file gets its own copy of the macros.
    const macros = siteMacros();
    // Symbols another step asked to mark (the notation declarations name, src/plugins/notation): ../marks.ts.
    const marks = macroMarks(file);
    keepPunctuationWithFormulas(tree);
    visitParents(tree, 'element', (element, ancestors) => {
      const classes = classesOf(element);
      const languageMath = classes.includes('language-math');
      let display = classes.includes('math-display');
      if (!languageMath && !display && !classes.includes('math-inline')) {
        return undefined;
      }
      let scope: Element = element;
      let parent = ancestors.at(-1);
      // ```math blocks and remark-math's display math come as <pre><code>: replace the <pre>.
      if (element.tagName === 'code' && parent?.type === 'element' && parent.tagName === 'pre') {
        scope = parent;
        parent = ancestors.at(-2);
        display = true;
      }
      if (!parent) {
        return undefined;
      }
      const tex = toText(scope, {whitespace: 'pre'});
      let html: string;
      try {
        html = typesetMarked(tex, marks, {display, macros}).html;
        html = display ? withNumberColumn(html) : markLongPieces(html);
      } catch (error) {
        const cause = error instanceof Error ? error.message : String(error);
        const start = scope.position?.start;
        const place = start ? `line ${start.line}:${start.column}` : 'formula';
        failures.push({text: `  ${place}: ${tex.trim()}\n    ${cause}`, position: scope.position});
        return SKIP;
      }
      const siblings = parent.children as (RootContent | ElementContent)[];
      let replacement: MdxJsxFlowElementHast | MdxJsxTextElementHast;
      if (options.formulaModules) {
        const {className, inner} = splitOuterSpan(html);
        replacement = formulaElement(formulas.push(inner) - 1, className, display);
      } else {
        replacement = rawSpan(html, display);
      }
      siblings.splice(siblings.indexOf(scope), 1, replacement as unknown as ElementContent);
      return SKIP;
    });
    if (failures.length > 0) {
      // A VFile message, not an Error: it carries the place, and no stack of pipeline internals.
      file.fail(
        `KaTeX could not compile ${failures.length === 1 ? 'a formula' : `${failures.length} formulas`}:\n${failures.map((failure) => failure.text).join('\n')}`,
        {place: failures[0]!.position, ruleId: 'katex', source: 'site-math'},
      );
    }
    if (options.formulaModules && formulas.length > 0) {
      const formulaModule = writeFormulaModule(options.formulaModules, formulas).split(path.sep).join('/');
      tree.children.unshift(
        defaultImport(formulaComponent, '@site/src/plugins/maths/theme/Formula') as unknown as RootContent,
        namedImport(['pageFormulas'], '@site/src/plugins/maths/theme/Formula/store') as unknown as RootContent,
        awaitedDynamicImport(formulasIdentifier, 'pageFormulas', formulaModule) as unknown as RootContent,
      );
    }
  };
}

export const remarkPlugins = [remarkMath];
export const rehypePlugins = [rehypeKatexHtml];
/** Where the site's build writes the pages' formula modules. */
export const formulaModulesDirectory = (siteDir: string): string => path.join(siteDir, '.docusaurus', 'site-formulas');

/**
 * Maths' steps, last: formulas parsed, maths in headings typeset in the table of contents (which
 * Docusaurus builds before the site's steps), and every formula typeset by KaTeX.
 */
export function mathsSteps(context: StepContext): CapabilitySteps {
  return {
    capability: 'maths',
    remark: [remarkMath, remarkMathHeadings],
    rehype: [[rehypeKatexHtml, {formulaModules: context.formulaModules} satisfies KatexOptions]],
  };
}
