/**
 * Feed items as a feed reader can show them, without the site's stylesheet or scripts:
 * - without KaTeX's HTML copy of each formula: the glyph spans would show as a second, garbled
 *   copy beside the MathML; the MathML (with its TeX annotation) stays;
 * - with each Python cell as its code and the output it printed when the site was built: the
 *   cell's Run, Stop and Reset buttons, its editor and its screen-reader labels do nothing there;
 * - with each citation as its text ("[Rudin 1976, Theorem 3.34]") and the references without their
 *   back-links: links to anchors of the post (src/plugins/citations) lead nowhere in a reader.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';
import {citationClasses} from '../citations/components';
import {cellAttribute, cellOutputLabel} from '../python-cells/types';

function staticCells($: CheerioAPI): void {
  $(`[${cellAttribute}]`).each((_, element) => {
    const cell = $(element);
    const name = cell.find('span').first().text();
    const output = cell.find(`[aria-label^="${cellOutputLabel}"]`);
    const printed = output.find('pre');
    cell.replaceWith(
      $('<div>')
        .append($('<p>').append($('<strong>').text(name)))
        .append($('<pre>').append($('<code class="language-python">').text(cell.find('[role="textbox"]').text())))
        .append($('<p>').text(printed.length > 0 ? 'Output:' : `Output: ${output.text()}`))
        .append(printed.length > 0 ? $('<pre>').text(printed.text()) : ''),
    );
  });
}

export function feedHtml(html: string): string {
  const $ = load(html, null, false);
  $('.katex-html').remove();
  $('a.hash-link').remove();
  staticCells($);
  $('a.citation').each((_, element) => {
    $(element).replaceWith($(element).text());
  });
  $(`.${citationClasses.referenceBacklinks}`).remove();
  return $.html();
}

export const createFeedItems: CreateFeedItemsFn = async ({defaultCreateFeedItems, ...params}) => {
  const items = await defaultCreateFeedItems(params);
  return items.map((item) => ({
    ...item,
    content: item.content === undefined ? undefined : feedHtml(item.content),
  }));
};
