/**
 * A numbered display formula (a `\tag`, which the cross-references step adds for `\label`) with
 * its number in a column of its own. KaTeX positions the number absolutely at the right edge of
 * the formula's box, so it is drawn over the formula whenever the two do not fit side by side (on
 * a phone, or a wide aligned block on any screen). Here the formula and its number become two
 * cells of a row (`.site-numbered-display` in src/css/custom.css): the formula, centred as other
 * displays are, scrolls inside its own cell when it is wider than what the number leaves it, and
 * the number keeps its place beside it.
 *
 * The markup stays KaTeX's, split in two: the formula keeps its MathML (which holds the number for
 * screen readers) and its HTML without the tag; the tag moves into a `.katex` of its own, hidden
 * from screen readers as KaTeX's HTML is. The tag's strut has the formula's height and depth, so
 * the number sits on the formula's baseline as KaTeX intends.
 */

/**
 * The classes of a numbered display's row and of its number's cell, which other code reads: the search
 * text drops the visible number (../html-text.ts), the PDF's printing fits the row to the page
 * (src/plugins/print/pdf.ts), the browser tests measure numbers against formulas.
 */
export const numberedDisplayClasses = {row: 'site-numbered-display', number: 'site-equation-number'} as const;

const displayOpening = '<span class="katex-display">';
const tagOpening = '<span class="tag">';
/** What closes KaTeX's display output after the tag: its `.katex-html`, `.katex` and `.katex-display`. */
const displayClosing = '</span></span></span>';

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

/** KaTeX's HTML for a display formula, with its number (if it has one) in a cell of its own. */
export function withNumberColumn(html: string): string {
  // KaTeX appends the tag as the last child of the formula's HTML (buildHTML in KaTeX).
  const tagStart = html.lastIndexOf(tagOpening);
  if (tagStart === -1 || !html.startsWith(displayOpening) || !html.endsWith(displayClosing)) {
    return html;
  }
  const tag = html.slice(tagStart, html.length - displayClosing.length);
  if (count(tag, /<span\b/g) !== count(tag, /<\/span>/g)) {
    throw new Error(`Unexpected KaTeX output around an equation number: ${tag.slice(0, 80)}…`);
  }
  const formula = html.slice(0, tagStart) + displayClosing;
  const number = `<span class="${numberedDisplayClasses.number}" aria-hidden="true"><span class="katex"><span class="katex-html">${tag}</span></span></span>`;
  return `<span class="${numberedDisplayClasses.row}">${formula}${number}</span>`;
}
