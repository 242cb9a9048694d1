/**
 * Built HTML as the text a reader would read aloud or type: formulas as readable Unicode, names with
 * one spelling. What search indexes (src/plugins/search) and what the results index filters
 * (src/plugins/cross-references) read, so the two cannot differ.
 */
import type {CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';
import {mathText} from './tex-text';
import {withPlainJoins} from '../lib/spelling';
import {numberedDisplayClasses} from './remark/display-numbers';

/**
 * Makes a built page ready for indexing, in place:
 * - each formula becomes its readable Unicode (KaTeX writes every formula twice, as MathML and
 *   as glyphs; indexing either copy as is would repeat it or show TeX in snippets);
 * - the zero-width "#" links beside headings go, and the visible copy of an equation's number;
 * - a table's cells are kept apart by a space;
 * - dashes and apostrophes inside names get one spelling (see `withPlainJoins`).
 */
export function prepareForIndex($: CheerioAPI): void {
  $('.hash-link').remove();
  // A numbered formula's visible number: its MathML, read below, has it already.
  $(`.${numberedDisplayClasses.number}`).remove();
  // A table's cells are words apart (the lists of notation: a symbol, its meaning, its definition).
  $('td, th').append(' ');
  $('.katex').each((_, formula) => {
    const math = $(formula).find('math').first();
    $(formula).replaceWith($('<span>').text(math.length ? mathText($.html(math)) : $(formula).text()));
  });
  $('*')
    .contents()
    .each((_, node) => {
      if (node.type === 'text') {
        node.data = withPlainJoins(node.data);
      }
    });
}

/** The text of some nodes with single spaces, as a snippet shows it. */
export function readableText($: CheerioAPI, nodes: AnyNode[]): string {
  return nodes
    .map((node) => $(node).text())
    .join(' ')
    .replace(/[\u200b\s]+/g, ' ')
    .trim();
}
