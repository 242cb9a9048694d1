/**
 * The pieces of inline formulas that could be wider than a phone's line. KaTeX breaks an inline
 * formula only between the top-level boxes of its HTML (`.base`, one after each relation and binary
 * operator), so one box is as narrow as the formula can be made: a long tuple is one box, and on a
 * phone it ran past the screen's edge with no way to read its end (issue 46). Whether a box is wider
 * than its line only the browser can tell, and measuring every formula of a page whenever the layout
 * changes costs too much (the formulas of a notes page number in the thousands), so the build marks the
 * few boxes that could be (`longPieceClass`), and ./client/long-pieces.ts measures those alone, making
 * one that overflows scroll sideways in its own box.
 *
 * A box could be wide when a bound on its width reaches `markFrom`: each glyph counted as 1 em (KaTeX's
 * glyphs are at most about that wide, a long arrow's 1.6 em apart, and a script's are smaller) and each
 * space and width KaTeX writes in em added as it is. A phone of 320 px gives a formula's line about
 * 14 em (the text's 288 px at KaTeX's 1.21 × 16 px) at the top level of the page, less in a list or a
 * block, about 11 em in the most indented (a list in a theorem's proof); 8 em leaves room for a few long arrows.
 */

/** The class of a formula's piece that could be wider than its line (./client/long-pieces.ts, maths.css). */
export const longPieceClass = 'site-long-piece';

/** The width, in the formula's em, from which a piece is marked (see above). */
export const markFrom = 8;

const htmlStart = '<span class="katex-html" aria-hidden="true">';
const pieceStart = '<span class="base">';
/** Widths KaTeX writes on the spans it makes: a space's `margin-right`, a drawn part's `width` or `min-width`. */
const emWidth = /(?:margin-right|min-width|width):(\d*\.?\d+)em/g;

/** A bound, in em, on how wide KaTeX's HTML `html` (a piece) is drawn (see above). */
export function widthBound(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, 'x')
    // KaTeX's zero-width spaces, which hold the cells of its stacked boxes open.
    .replace(/\u200b/g, '');
  let spaces = 0;
  for (const [, width] of html.matchAll(emWidth)) {
    spaces += Number(width);
  }
  return [...text].length + spaces;
}

/**
 * KaTeX's output for an inline formula with each of its top-level pieces that could be wider than a
 * phone's line marked with `longPieceClass`; the rest unchanged, byte for byte.
 */
export function markLongPieces(html: string): string {
  const start = html.indexOf(htmlStart);
  if (start < 0) {
    return html;
  }
  let result = html.slice(0, start + htmlStart.length);
  let last = result.length;
  // The pieces are the spans one level inside the HTML part; each ends where the span depth comes back.
  let depth = 1;
  let pieceAt = -1;
  const tag = /<(\/?)span\b[^>]*>/g;
  tag.lastIndex = last;
  for (let match = tag.exec(html); match && depth > 0; match = tag.exec(html)) {
    if (match[1]) {
      depth -= 1;
      if (depth === 1 && pieceAt >= 0) {
        const piece = html.slice(pieceAt, tag.lastIndex);
        if (widthBound(piece) >= markFrom) {
          result += html.slice(last, pieceAt) + `<span class="base ${longPieceClass}">` + piece.slice(pieceStart.length);
          last = tag.lastIndex;
        }
        pieceAt = -1;
      }
    } else {
      if (depth === 1 && match[0] === pieceStart) {
        pieceAt = match.index;
      }
      depth += 1;
    }
  }
  return result + html.slice(last);
}
