import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import fontverter from 'fontverter';
import {Blob, Face} from 'harfbuzzjs';
import {buildDir, prismMarker, sitePages, type SitePage} from './site';
import {katexVersion} from '../../src/plugins/maths/katex';
import {copyrightLine} from '../../src/data/identity';

// Read once: two tests walk every page.
const pages = sitePages();

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
  for (const page of pages) {
    const {$} = page;
    const linked = $('link[rel="stylesheet"]').map((_, link) => $(link).attr('href')).get();
    assert.ok(hrefs.some((href) => linked.includes(href)), `${page.route} does not link ${hrefs.join(', ')}`);
  }
});

/** The bundles a page preloads, which the script at the end of its body starts (src/plugins/first-paint). */
const preloadedBundles = ($: SitePage['$']): string[] =>
  $('link[rel="preload"][as="script"]')
    .map((_, link) => $(link).attr('href')!)
    .get();

/** The addresses the page's starter script starts, in order: the JSON array it is called with. */
function startedBundles($: SitePage['$']): string[] | undefined {
  const starter = $('body > script:not([src])')
    .filter((_, script) => $(script).html()!.includes('first-contentful-paint'))
    .last()
    .html();
  const list = starter && /\((\[[^\]]*\])\)\s*;?\s*$/.exec(starter)?.[1];
  return list ? (JSON.parse(list) as string[]) : undefined;
}

test('every page paints before its scripts run: its bundles preloaded, then started in order by the end of its body', () => {
  for (const {route, $} of pages) {
    const bundles = preloadedBundles($);
    assert.ok(bundles.length > 0, `${route} preloads no bundle`);
    for (const bundle of bundles) {
      const link = $(`link[rel="preload"][href="${bundle}"]`);
      assert.equal(link.attr('fetchpriority'), 'low', `${route}: ${bundle} is not fetched at a deferred script's priority`);
    }
    assert.deepEqual(
      $('script[src]')
        .map((_, script) => $(script).attr('src'))
        .get(),
      [],
      `${route} runs a script of its own before it paints`,
    );
    assert.deepEqual(startedBundles($), bundles, `${route} does not start the bundles it preloads, in their order`);
  }
});

test('no script every page loads holds the code highlighter: Prism comes with the components that draw code', () => {
  const scripts = new Set(pages.flatMap(({$}) => preloadedBundles($)));
  assert.ok(scripts.size > 0, 'no page loads a script');
  for (const script of scripts) {
    assert.ok(
      !readFileSync(path.join(buildDir, script), 'utf8').includes(prismMarker),
      `${script}, which every page loads, holds Prism: see src/plugins/highlighting`,
    );
  }
  const chunks = readdirSync(path.join(buildDir, 'assets', 'js')).filter((file) => file.endsWith('.js'));
  assert.ok(
    chunks.some((file) => readFileSync(path.join(buildDir, 'assets', 'js', file), 'utf8').includes(prismMarker)),
    'no script of the build holds Prism',
  );
});

test('every page is whole in its HTML: no part React left pending for a script to swap in', () => {
  // A component that suspends on the server (src/theme/CodeBlock's lazy highlighter, were it not loaded
  // there first) is written as its fallback, with the real content hidden at the end of the body and an
  // inline script to move it: search, the print editions and a reader without scripts would get the fallback.
  const pending = pages.filter(({html, $}) => html.includes('<!--$?-->') || $('template[id^="B:"]').length > 0);
  assert.deepEqual(
    pending.map(({route}) => route),
    [],
  );
});

test('three blog feeds exist, with the copyright line', () => {
  for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
    const content = readFileSync(path.join(buildDir, 'blog', feed), 'utf8');
    assert.ok(content.includes(copyrightLine), `${feed} lacks "${copyrightLine}"`);
  }
});

/** The characters a font file maps (its cmap), whatever its format. */
async function fontCharacters(file: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(file), 'sfnt');
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

test("the served KaTeX fonts, cut down to the site's formulas, still draw every character the pages typeset", async () => {
  // Every character drawn in a formula on any built page (the visual HTML half of KaTeX's output).
  const used = new Set<number>();
  for (const page of pages) {
    if (page.html.includes('katex-html')) {
      for (const character of page.$('.katex-html').text()) {
        used.add(character.codePointAt(0)!);
      }
    }
  }
  assert.ok(used.size > 50, `only ${used.size} characters in formulas`);
  const originals = path.join(path.dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist', 'fonts');
  const fontsDir = path.join(buildDir, 'assets', 'fonts');
  const served = readdirSync(fontsDir).filter((file) => /^KaTeX_.+\.woff2$/.test(file));
  assert.ok(served.length >= 19, `${served.length} KaTeX woff2 fonts served`);
  let smaller = 0;
  for (const file of served) {
    const family = /^(KaTeX_[A-Za-z0-9-]+?)-[0-9a-f]{8,}\.woff2$/.exec(file)?.[1];
    assert.ok(family, `unexpected font file name ${file}`);
    const original = path.join(originals, `${family}.woff2`);
    // One at a time: the WOFF2 decoder's WebAssembly instance is not safe to share between concurrent calls.
    const before = await fontCharacters(original);
    const after = await fontCharacters(path.join(fontsDir, file));
    const lost = [...used].filter((code) => before.has(code) && !after.has(code));
    assert.deepEqual(lost.map((code) => String.fromCodePoint(code)), [], `${file} lost characters the pages use`);
    if (after.size < before.size) {
      smaller += 1;
    }
  }
  // The subsetting happened (a build that silently skipped it would still pass the check above).
  assert.ok(smaller >= served.length / 2, `only ${smaller} of ${served.length} fonts were subset`);
});
