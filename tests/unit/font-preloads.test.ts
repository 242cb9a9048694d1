import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import katex from 'katex';
import {katexMacros, katexOptions} from '../../src/plugins/maths/katex';
import {
  addFontPreloads,
  facesIn,
  firstScreen,
  firstScreenCharacters,
  katexFaces,
  withoutDisplays,
} from '../../src/plugins/maths/font-preloads';

// KaTeX's own stylesheet, the one the site serves (its font addresses are relative to it).
const katexCss = readFileSync(createRequire(import.meta.url).resolve('katex/dist/katex.min.css'), 'utf8');
const {files, rules} = katexFaces(katexCss, '/assets/css/katex.css');
const typeset = (tex: string, displayMode = false) =>
  katex.renderToString(tex, {...katexOptions, macros: {...katexMacros}, displayMode});

test("KaTeX's stylesheet gives each face its file and the classes that draw with it", () => {
  assert.equal(files.get('normal 400 KaTeX_Main'), '/assets/css/fonts/KaTeX_Main-Regular.woff2');
  assert.equal(files.get('italic 400 KaTeX_Math'), '/assets/css/fonts/KaTeX_Math-Italic.woff2');
  const faceOf = (...classes: string[]) => rules.filter((rule) => classes.every((name) => rule.classes.includes(name)));
  assert.deepEqual(
    faceOf('mathnormal').map((rule) => rule.face),
    ['italic 400 KaTeX_Math'],
  );
  assert.ok(faceOf('mathbb').some((rule) => rule.face === 'normal 400 KaTeX_AMS'));
  assert.ok(faceOf('delimsizing', 'size2').some((rule) => rule.face === 'normal 400 KaTeX_Size2'));
  // Every face a rule names has a file.
  for (const rule of rules) {
    assert.ok(files.has(rule.face), `${rule.classes.join('.')}: ${rule.face} has no @font-face`);
  }
});

test('the faces of a formula are those its typeset classes draw with, and no others', () => {
  assert.deepEqual([...facesIn(`<p>Let ${typeset('x \\in \\R')}.</p>`, rules)].sort(), [
    'italic 400 KaTeX_Math',
    'normal 400 KaTeX_AMS',
    'normal 400 KaTeX_Main',
  ]);
  assert.deepEqual([...facesIn(`<p>${typeset('1 + 1 = 2')}</p>`, rules)], ['normal 400 KaTeX_Main']);
  const display = facesIn(typeset('\\left( \\sum_{n=1}^\\infty \\frac{1}{n^2} \\right)', true), rules);
  assert.ok(display.has('normal 400 KaTeX_Size2'), [...display].join(', '));
  assert.deepEqual([...facesIn('<p>No formula, only <span class="mathnormal">a class</span>.</p>', rules)], []);
});

test("a displayed formula's faces are not its page's: its glyphs' widths move no other text", () => {
  const display = typeset('\\left( \\sum_{n=1}^\\infty \\frac{1}{n^2} \\right)', true);
  const page = `<p>Let ${typeset('x')} be.</p><span class="site-numbered-display">${display}</span><p>Then ${typeset('\\mathcal{A}')}.</p>`;
  const kept = withoutDisplays(page);
  assert.ok(!kept.includes('katex-display') && !kept.includes('delimsizing'));
  assert.ok(kept.includes('<p>Then') && kept.includes('mathcal'));
  assert.deepEqual([...facesIn(kept, rules)].sort(), [
    'italic 400 KaTeX_Math',
    'normal 400 KaTeX_Caligraphic',
    'normal 400 KaTeX_Main',
  ]);
});

test("a page's first screen ends after its article's first characters of text, the formulas' MathML not counted", () => {
  const words = (count: number) => 'word '.repeat(count / 5);
  const formula = typeset('x');
  const page = `<nav>${words(5000)}</nav><article><p>${formula}${words(firstScreenCharacters - 500)}</p><p>${words(1000)}</p><p>${typeset('\\mathcal{A}')}</p></article>`;
  const screen = firstScreen(page);
  assert.ok(screen.includes(formula));
  assert.ok(!screen.includes('mathcal'));
  assert.ok(screen.length < page.length);
  // Before the article (a sidebar, a title), all counts: the screen starts at the top.
  assert.ok(screen.startsWith('<nav>'));
});

test("a built page asks for its first screen's faces after its stylesheet, once, and a page with no formula on it for none", () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'font-preloads-'));
  try {
    mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
    writeFileSync(path.join(outDir, 'assets/css/katex.css'), katexCss);
    const head =
      '<head><meta charset=UTF-8><link rel=stylesheet href=/assets/css/katex.css /><script src=/main.js defer></script></head>';
    const early = `<!doctype html><html>${head}<body><article><p>Let ${typeset('f\\colon X \\to \\R')}.</p></article></body></html>`;
    const late = `<!doctype html><html>${head}<body><article><p>${'word '.repeat(firstScreenCharacters)}</p><p>${typeset('x')}</p></article></body></html>`;
    writeFileSync(path.join(outDir, 'early.html'), early);
    writeFileSync(path.join(outDir, 'late.html'), late);
    addFontPreloads(outDir);
    addFontPreloads(outDir);
    const built = readFileSync(path.join(outDir, 'early.html'), 'utf8');
    const preloads = [
      ...built.matchAll(/<link rel=preload href=(\S+) as=font type=font\/woff2 crossorigin data-katex-font="([^"]+)">/g),
    ];
    assert.deepEqual(preloads.map(([, href, face]) => [face, href]).sort(), [
      ['italic 400 KaTeX_Math', '/assets/css/fonts/KaTeX_Math-Italic.woff2'],
      ['normal 400 KaTeX_AMS', '/assets/css/fonts/KaTeX_AMS-Regular.woff2'],
      ['normal 400 KaTeX_Main', '/assets/css/fonts/KaTeX_Main-Regular.woff2'],
    ]);
    assert.ok(built.indexOf('rel=stylesheet') < built.indexOf('rel=preload'));
    assert.ok(built.indexOf('rel=preload') < built.indexOf('</head>'));
    assert.equal(readFileSync(path.join(outDir, 'late.html'), 'utf8'), late);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
