/**
 * The structure a PDF's reader follows (issue 48). Chromium tags the PDF it prints from the page's
 * accessibility tree: headings as H1–H6, paragraphs as P, lists, tables, links, articles, and an
 * element whose role is `img` as a Figure whose alternative text (/Alt) is its name; the PDF's
 * outline (bookmarks) comes from the headings, its language and title from the page's. A formula
 * gets nothing of that by itself: KaTeX's visible glyphs are hidden from the accessibility tree
 * (`aria-hidden`), and its MathML, for which Chromium writes no structure, paints its text clipped
 * to a pixel, so the formula was missing from the structure and its characters came out of the text
 * layer twice, once as zero-width ones. So, in the page about to be printed and nowhere else (the
 * print edition on screen keeps its MathML for screen readers that read it), each formula's glyphs
 * become an image named by its speech, the one made at build time for its MathML (src/plugins/maths/
 * speech.ts), and the MathML leaves the printed page. Chromium writes Figure, not Formula (PDF/UA's
 * tag for mathematics): no HTML role maps to Formula in its tagging (README, "Speech and braille").
 *
 * Chromium still writes a structure element (NonStruct) for each run of text inside the image, and
 * one for each of KaTeX's spans around them: the spans have no role in the printed page (`none`),
 * so that a formula is its Figure over its runs of text (chapter 3: 11,793 NonStruct instead of
 * 14,214). Hiding the runs (`aria-hidden`) leaves no Figure at all: Chromium writes an element only
 * for what it paints, and the glyphs would be untagged again. What the elements cost in bytes is
 * packed after the printing (./pdf.ts, packObjects).
 *
 * Runs in the page (`page.evaluate`): self-contained, what it needs passed in.
 */
export function formulasAsFigures(speechAttribute: string): number {
  let figures = 0;
  for (const formula of document.querySelectorAll<HTMLElement>('.katex')) {
    const mathml = formula.querySelector<HTMLElement>(':scope > .katex-mathml');
    const speech = mathml?.querySelector('math')?.getAttribute(speechAttribute);
    const glyphs = formula.querySelector<HTMLElement>(':scope > .katex-html');
    if (!mathml || !speech || !glyphs) {
      continue;
    }
    glyphs.removeAttribute('aria-hidden');
    glyphs.setAttribute('role', 'img');
    glyphs.setAttribute('aria-label', speech);
    for (const span of glyphs.querySelectorAll('*')) {
      span.setAttribute('role', 'none');
    }
    mathml.remove();
    figures += 1;
  }
  return figures;
}
