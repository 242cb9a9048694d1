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
  '\\RK': '\\mathbb{R}_K',
  '\\Rl': '\\mathbb{R}_\\ell',
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
 * The macros that typeset notation. The declaration that introduces each one's symbol names it
 * (`<Notation tex="\RK" macro="\RK">`, src/plugins/notation), and its symbols in formulas then show
 * that notation's meaning and definition. A macro a declaration names is marked whether it is listed
 * here or not; listed, it fails the build when no definition declares it.
 */
export const notationMacros: readonly string[] = ['\\RK', '\\Rl', '\\cl', '\\Int', '\\diam', '\\norm'];

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
