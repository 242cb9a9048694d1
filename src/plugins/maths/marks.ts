/**
 * Symbols marked in formulas: where a formula uses a macro that another capability asks to mark
 * (the notation a declaration names, src/plugins/notation), the subtree of KaTeX's HTML that the
 * macro produced is wrapped in `<span class="enclosing" data-notation="<key>">` (`enclosing mtight` in
 * a script or a fraction), through KaTeX's `\htmlData` (trusted for that attribute alone). Nothing
 * else changes: the MathML is the unmarked render's, byte for byte, and the marked HTML is kept only
 * when, without its wrappers, it is the unmarked HTML; otherwise (a script on the macro's symbol,
 * `\Rl^2`, would attach to the wrapper and move) the formula stays unmarked.
 *
 * The MDX step of the capability that asks (it runs before maths) records the macros on the page's
 * VFile with `markMacros`; ./remark/math.ts reads them with `macroMarks`.
 */
import katex from 'katex';
import type {VFile} from 'vfile';
import {katexOptions} from './katex';
import {siteMacros, typeset, type TypesetOptions} from './typeset';

/** Macros to mark, by name (`\RK`), each with the key its symbols carry (`data-notation="RK"`). */
export type MacroMarks = Readonly<Record<string, string>>;

/** The attribute a marked symbol carries. */
const markAttribute = 'data-notation';

const dataKey = 'siteMathsMarks';

/** Asks the maths step to mark these macros in the page's formulas. */
export function markMacros(file: VFile, marks: MacroMarks): void {
  (file.data as Record<string, unknown>)[dataKey] = marks;
}

/** The macros the page's formulas mark (none unless a step asked). */
export function macroMarks(file: VFile): MacroMarks {
  return ((file.data as Record<string, unknown>)[dataKey] as MacroMarks | undefined) ?? {};
}

/** Whether `tex` uses the control word `macro` (`\cl`, not `\clubsuit`). */
export function usesMacro(tex: string, macro: string): boolean {
  return new RegExp(`${macro.replace(/\\/g, '\\\\')}(?![A-Za-z])`).test(tex);
}

const htmlStart = '<span class="katex-html" aria-hidden="true">';

/** KaTeX's output split around its HTML part: what comes before it (the MathML), the HTML part, and what follows. */
function splitHtmlPart(html: string): {before: string; part: string; after: string} {
  const start = html.indexOf(htmlStart);
  if (start < 0) {
    throw new Error(`Unexpected KaTeX output: ${html.slice(0, 80)}…`);
  }
  // The HTML part runs to the end of the katex span: its last two closing tags (three for a display).
  let end = start + htmlStart.length;
  let depth = 1;
  const tag = /<(\/?)span\b[^>]*>/g;
  tag.lastIndex = end;
  for (let match = tag.exec(html); match && depth > 0; match = tag.exec(html)) {
    depth += match[1] ? -1 : 1;
    end = tag.lastIndex;
  }
  return {before: html.slice(0, start), part: html.slice(start, end), after: html.slice(end)};
}

// In script style (a script, or a fraction in a formula inside a sentence) KaTeX gives the wrapper the
// class `mtight`, as it gives every span there: `<span class="enclosing mtight" …>`. No style reads it
// on the wrapper (the spans inside carry their own), and KaTeX's spacing looks through the wrapper.
const markOpening = new RegExp(`<span class="enclosing(?: mtight)?" ${markAttribute}="[^"]*">`, 'y');

/** KaTeX's HTML without the wrappers marking symbols: what it would be unmarked. */
export function unmarked(html: string): string {
  let result = '';
  let last = 0;
  // Each wrapper's closing tag is the one that brings the span depth back to the wrapper's.
  const closing: number[] = [];
  let depth = 0;
  const tag = /<(\/?)span\b[^>]*>/g;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[1]) {
      depth -= 1;
      if (closing.at(-1) === depth) {
        closing.pop();
        result += html.slice(last, match.index);
        last = tag.lastIndex;
      }
    } else {
      markOpening.lastIndex = match.index;
      if (markOpening.test(html)) {
        result += html.slice(last, match.index);
        last = tag.lastIndex;
        closing.push(depth);
      }
      depth += 1;
    }
  }
  return result + html.slice(last);
}

export type MarkedFormula = {
  /** KaTeX's output, its symbols marked where they could be. */
  readonly html: string;
  /** The marks' keys the formula carries, in order of first appearance. */
  readonly marked: readonly string[];
};

/**
 * Typesets `tex` as ./typeset.ts does, with the symbols of the macros in `marks` marked where that
 * changes nothing a reader sees or hears (see above). Throws as `typeset` does.
 */
export function typesetMarked(tex: string, marks: MacroMarks, options: TypesetOptions = {}): MarkedFormula {
  const html = typeset(tex, options);
  const used = Object.entries(marks).filter(([macro]) => usesMacro(tex, macro));
  if (used.length === 0) {
    return {html, marked: []};
  }
  // A copy: `\gdef`s of this formula reached the page's table in the render above.
  const macros: Record<string, string> = {...(options.macros ?? siteMacros())};
  for (const [macro, key] of used) {
    const definition = macros[macro];
    if (definition !== undefined) {
      macros[macro] = `\\htmlData{notation=${key}}{${definition}}`;
    }
  }
  const markedHtml = katex.renderToString(tex, {
    ...katexOptions,
    macros,
    output: 'html',
    displayMode: options.display ?? false,
    throwOnError: true,
    // `\htmlData` is KaTeX's extension, not LaTeX: allowed here, where the site puts it, for its attribute alone.
    strict: (code: string) => (code === 'htmlExtension' ? 'ignore' : katexOptions.strict),
    trust: (context) => {
      const attributes = (context as {attributes?: Record<string, string>}).attributes ?? {};
      return (
        context.command === '\\htmlData' &&
        Object.keys(attributes).join() === markAttribute &&
        Object.values(marks).includes(attributes[markAttribute] ?? '')
      );
    },
  });
  const plain = splitHtmlPart(html);
  const {part} = splitHtmlPart(markedHtml);
  if (part === plain.part || unmarked(part) !== plain.part) {
    return {html, marked: []};
  }
  const marked = [...new Set([...part.matchAll(new RegExp(`${markAttribute}="([^"]*)"`, 'g'))].map((match) => match[1]!))];
  return {html: `${plain.before}${part}${plain.after}`, marked};
}
