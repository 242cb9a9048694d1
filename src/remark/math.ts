/**
 * Mathematics pipeline shared by docs, blog and pages: remark-math parses
 * `$...$` / `$$...$$`, rehype-katex typesets at build time, and the strict
 * wrapper turns any formula KaTeX cannot compile into a build error that
 * names the file and the formula.
 */
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import katexPackage from 'katex/package.json';
import type {KatexOptions} from 'katex';
import type {Root} from 'hast';
import type {VFile} from 'vfile';

/** The KaTeX version that renders the HTML; the served stylesheet must match it. */
export const katexVersion: string = katexPackage.version;

/** Macros available in every formula on the site. */
export const katexMacros: Readonly<Record<string, string>> = {
  '\\R': '\\mathbb{R}',
  '\\N': '\\mathbb{N}',
  '\\Z': '\\mathbb{Z}',
  '\\Q': '\\mathbb{Q}',
  '\\C': '\\mathbb{C}',
  '\\F': '\\mathbb{F}',
  '\\eps': '\\varepsilon',
  '\\abs': '\\left\\lvert #1 \\right\\rvert',
  '\\norm': '\\left\\lVert #1 \\right\\rVert',
  '\\inner': '\\left\\langle #1, #2 \\right\\rangle',
  '\\cl': '\\operatorname{cl}',
  '\\Int': '\\operatorname{Int}',
  '\\diam': '\\operatorname{diam}',
  '\\id': '\\operatorname{id}',
};

/**
 * KaTeX options. `strict: 'error'` rejects LaTeX-incompatible input too, so
 * what compiles here also compiles in LaTeX. `output: 'htmlAndMathml'` keeps
 * MathML for screen readers beside the visual HTML.
 */
export const katexOptions = {
  output: 'htmlAndMathml',
  strict: 'error',
  trust: false,
  macros: katexMacros,
} as const satisfies KatexOptions;

type KatexMessage = {source?: string; reason: string; line?: number; column?: number; cause?: unknown};

/** rehype-katex, failing the build on the first formula that does not compile. */
export function rehypeKatexStrict() {
  // rehype-katex mutates `macros` when a formula uses \gdef; give it a copy per file.
  return (tree: Root, file: VFile): void => {
    const transform = rehypeKatex({...katexOptions, macros: {...katexMacros}}) as (
      tree: Root,
      file: VFile,
    ) => void;
    transform(tree, file);
    const failures = (file.messages as KatexMessage[]).filter((message) => message.source === 'rehype-katex');
    if (failures.length > 0) {
      const details = failures
        .map((failure) => {
          const cause = failure.cause instanceof Error ? failure.cause.message : String(failure.cause);
          return `  line ${failure.line ?? '?'}:${failure.column ?? '?'}: ${cause}`;
        })
        .join('\n');
      throw new Error(`KaTeX could not compile ${failures.length} formula(s) in ${file.path}:\n${details}`);
    }
  };
}

export const remarkPlugins = [remarkMath];
export const rehypePlugins = [rehypeKatexStrict];
