/**
 * KaTeX settings as plain data, importable both by the build pipeline
 * (src/plugins/maths/remark/math.ts) and by pages that document them (the KaTeX setup
 * note), without pulling the renderer into the client bundle.
 */
import katexPackage from 'katex/package.json';

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
} as const;
