/**
 * The one KaTeX call of the site, with its macros and options (./katex.ts): formulas in pages,
 * headings, titles and previews, and their readable text (./tex-text.ts), are all typeset here.
 * A formula that does not compile throws (KaTeX's ParseError, with its message).
 *
 * A formula typeset to be shown (HTML with MathML) carries its speech and braille on its MathML
 * (./speech.ts), once the Speech Rule Engine is ready (the maths plugin waits for it); MathML alone, for text, does not.
 */
import katex from 'katex';
import {katexMacros, katexOptions} from './katex';
import {withSpeech} from './speech';

export type TypesetOptions = {
  /** A displayed formula (its own line, centred) rather than one inside a sentence. */
  readonly display?: boolean;
  /**
   * The macro table, which `\def` and `\gdef` write to: one table for a whole page lets a page
   * define a macro once for all its formulas. A fresh copy of the site's macros when left out.
   */
  readonly macros?: Record<string, string>;
  /** KaTeX's HTML with MathML beside it (the default), or the MathML alone. */
  readonly output?: 'htmlAndMathml' | 'mathml';
};

/** The site's macros, in a table of their own that a page's `\def`s may add to. */
export function siteMacros(): Record<string, string> {
  return {...katexMacros};
}

export function typeset(
  tex: string,
  {display = false, macros = siteMacros(), output = katexOptions.output}: TypesetOptions = {},
): string {
  const html = katex.renderToString(tex, {...katexOptions, macros, output, displayMode: display, throwOnError: true});
  return output === 'htmlAndMathml' ? withSpeech(html) : html;
}
