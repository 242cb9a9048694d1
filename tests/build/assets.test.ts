import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {buildDir, sitePages} from './site';
import {katexVersion} from '../../src/data/katex';
import {copyrightLine} from '../../src/data/identity';

function cssFiles(): string[] {
  const dir = path.join(buildDir, 'assets', 'css');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file));
}

test('the served KaTeX stylesheet is the version that rendered the HTML', () => {
  const served = cssFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .flatMap((css) => [...css.matchAll(/\.katex-version:after\{content:"([^"]+)"\}/g)].map((match) => match[1]));
  assert.deepEqual(served, [katexVersion]);
  const rendered = readdirSync(path.join(buildDir, 'assets', 'fonts')).filter((font) => font.startsWith('KaTeX_'));
  assert.ok(rendered.some((font) => font.endsWith('.woff2')), 'KaTeX fonts are served by the site');
});

test('every page links the stylesheet that holds the KaTeX rules, from the site itself', () => {
  const katexCss = cssFiles().filter((file) => readFileSync(file, 'utf8').includes('.katex-version'));
  const hrefs = katexCss.map((file) => `/assets/css/${path.basename(file)}`);
  for (const page of sitePages()) {
    const $ = load(page.html);
    const linked = $('link[rel="stylesheet"]').map((_, link) => $(link).attr('href')).get();
    assert.ok(hrefs.some((href) => linked.includes(href)), `${page.route} does not link ${hrefs.join(', ')}`);
  }
});

test('the offline search index is built and covers docs and blog', () => {
  const indexes = readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file));
  assert.ok(indexes.length > 0, 'no search-index*.json');
  const index = JSON.parse(readFileSync(path.join(buildDir, indexes[0]!), 'utf8')) as {documents: {u: string}[]}[];
  const urls = index.flatMap((part) => part.documents.map((document) => document.u));
  assert.ok(urls.some((url) => url.startsWith('/docs/')), 'docs indexed');
  assert.ok(urls.some((url) => url.startsWith('/blog/')), 'blog indexed');
  // Each formula is indexed once, as its TeX source (kept in the MathML annotation), not also
  // as KaTeX's glyphs and MathML symbols: "\\sum" is in the index, the "∑" glyph is not.
  const text = readFileSync(path.join(buildDir, indexes[0]!), 'utf8');
  assert.match(text, /\\\\sum/);
  assert.doesNotMatch(text, /∑/);
});

test('three blog feeds exist, with the copyright line', () => {
  for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
    const content = readFileSync(path.join(buildDir, 'blog', feed), 'utf8');
    assert.ok(content.includes(copyrightLine), `${feed} lacks "${copyrightLine}"`);
  }
});
