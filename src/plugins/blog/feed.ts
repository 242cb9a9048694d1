/**
 * Feed items without KaTeX's HTML copy of each formula. A feed reader cannot
 * load the site's KaTeX stylesheet, so the glyph spans would show as a second,
 * garbled copy beside the MathML; the MathML (with its TeX annotation) stays.
 */
import {load} from 'cheerio';
import type {CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';

export function stripKatexHtml(html: string): string {
  const $ = load(html, null, false);
  $('.katex-html').remove();
  $('a.hash-link').remove();
  return $.html();
}

export const createFeedItems: CreateFeedItemsFn = async ({defaultCreateFeedItems, ...params}) => {
  const items = await defaultCreateFeedItems(params);
  return items.map((item) => ({
    ...item,
    content: item.content === undefined ? undefined : stripKatexHtml(item.content),
  }));
};
