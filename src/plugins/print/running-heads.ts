/**
 * The running heads of a print edition's PDF: the title of the part a page belongs to (a chapter's
 * overview, notes or exercises; a post or tutorial is one part) and the section it is in. Paged.js
 * sets them with `string-set: … attr(data-running-head)` (./paged.css); its `content(text)` would
 * print a formula twice, as KaTeX's MathML and as its glyphs, so each head is the heading as
 * readable text, formulas by the site's one maths-to-text conversion.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {mathText} from '../maths/tex-text';
import {printClasses} from '../lib/print-context';

export type RunningHead = {
  /** The heading's element: a section heading by its id, a part's title as the title of the part with that id. */
  readonly id: string;
  readonly part: boolean;
  readonly text: string;
};

function readable($: CheerioAPI, heading: Cheerio<Element>): string {
  const copy = heading.clone();
  copy.find('.hash-link').remove();
  copy.find('.katex').each((_, formula) => {
    const math = $(formula).find('math').first();
    $(formula).replaceWith(math.length ? mathText($.html(math)) : $(formula).text());
  });
  return copy
    .text()
    .replace(/[\s\u200b]+/g, ' ')
    .trim();
}

/** The running heads of the print edition whose built page is `html`: each part's title, then each of its sections (`h2`). */
export function runningHeads(html: string): RunningHead[] {
  const $ = load(html);
  return $(`.${printClasses.page}[id]`)
    .toArray()
    .flatMap((part) => [
      {id: $(part).attr('id')!, part: true, text: readable($, $(part).children(`.${printClasses.pageTitle}`).first())},
      ...$(part)
        .find('h2[id]')
        .toArray()
        .map((heading) => ({id: $(heading).attr('id')!, part: false, text: readable($, $(heading))})),
    ]);
}
