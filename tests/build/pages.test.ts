import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sitePages} from './site';
import {siteTitle} from '../../src/data/identity';

const pages = sitePages();

test('the build has pages', () => {
  assert.ok(pages.length > 20, `only ${pages.length} pages`);
});

test('every page is English, left-to-right', () => {
  for (const page of pages) {
    const {$} = page;
    assert.equal($('html').attr('lang'), 'en', page.route);
    assert.equal($('html').attr('dir'), 'ltr', page.route);
  }
});

test(`every page has a title ending in "| ${siteTitle}" and a meta description`, () => {
  const problems: string[] = [];
  for (const page of pages) {
    const {$} = page;
    const title = $('head > title').text();
    if (!title.endsWith(` | ${siteTitle}`) || title.length <= ` | ${siteTitle}`.length) {
      problems.push(`${page.route}: title "${title}"`);
    }
    const description = $('head > meta[name="description"]').attr('content') ?? '';
    // A one-word description ("Archive") tells a search engine nothing.
    if (description.trim().split(/\s+/).length < 3) {
      problems.push(`${page.route}: meta description "${description}"`);
    }
  }
  assert.deepEqual(problems, []);
});

test('no page loads a resource from another origin', () => {
  const selectors = 'script[src], link[href]:not([rel="alternate"]):not([rel="canonical"]), img[src], iframe[src], source[src], video[src], audio[src]';
  const offenders: string[] = [];
  for (const page of pages) {
    const {$} = page;
    $(selectors).each((_, element) => {
      const url = $(element).attr('src') ?? $(element).attr('href') ?? '';
      if (/^(https?:)?\/\//.test(url)) {
        offenders.push(`${page.route}: ${url}`);
      }
    });
    const inlineStyles = $('style').text() + $('[style]').map((_, el) => $(el).attr('style')).get().join(' ');
    for (const match of inlineStyles.matchAll(/url\((['"]?)((https?:)?\/\/[^)'"]+)\1\)/g)) {
      offenders.push(`${page.route}: ${match[2]}`);
    }
  }
  assert.deepEqual(offenders, []);
});

test('no formula failed to typeset', () => {
  const failed = pages.filter((page) => page.html.includes('katex-error')).map((page) => page.route);
  assert.deepEqual(failed, []);
});

test('math is typeset at build time with a MathML copy for assistive technology', () => {
  const withMath = pages.filter((page) => page.html.includes('class="katex"') || page.html.includes('class=katex'));
  assert.ok(withMath.length >= 10, `only ${withMath.length} pages with math`);
  for (const page of withMath) {
    const {$} = page;
    assert.ok($('.katex .katex-mathml math').length > 0, page.route);
    assert.equal($('.katex').length, $('.katex .katex-html').length, page.route);
  }
});

test('every code block in a programming language is syntax-highlighted', () => {
  // A fence whose language Prism does not know renders as plain text; config `prism.additionalLanguages` must list it.
  const plain = new Set(['text', 'txt', 'plaintext', 'md', 'markdown']);
  const unhighlighted: string[] = [];
  let highlighted = 0;
  for (const page of pages) {
    const {$} = page;
    $('pre.prism-code').each((_, pre) => {
      const language = /\blanguage-([\w+-]+)/.exec($(pre).attr('class') ?? '')?.[1];
      if (!language || plain.has(language)) {
        return;
      }
      if ($(pre).find('.token:not(.plain)').length === 0) {
        unhighlighted.push(`${page.route}: ${language}`);
      } else {
        highlighted += 1;
      }
    });
  }
  assert.ok(highlighted > 10, `only ${highlighted} highlighted code blocks found`);
  assert.deepEqual([...new Set(unhighlighted)], []);
});
