import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compile, evaluate} from '@mdx-js/mdx';
import katex from 'katex';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {VFile} from 'vfile';
import {katexMacros, katexOptions} from '../../src/plugins/maths/katex';
import FormulaModule from '../../src/plugins/maths/theme/Formula';
import {FormulaStore} from '../../src/plugins/maths/theme/Formula/store';
import {rehypeKatexHtml, rehypePlugins, remarkPlugins} from '../../src/plugins/maths/remark/math';
import {longPieceClass, markFrom, markLongPieces, widthBound} from '../../src/plugins/maths/long-pieces';

// The component's module is CommonJS to the test runner, which hands over its exports object as the default.
const Formula = (FormulaModule as unknown as {default?: typeof FormulaModule}).default ?? FormulaModule;

async function render(source: string, path = 'fixture.mdx'): Promise<string> {
  return String(await compile(new VFile({path, value: source}), {remarkPlugins, rehypePlugins, jsx: true}));
}

test('inline and display math are typeset with MathML and HTML', async () => {
  const js = await render('Let $x^2$ be.\n\n$$\n\\sum_{k=0}^n r^k\n$$\n');
  assert.match(js, /className="katex"/);
  assert.match(js, /className="katex-display"/);
  assert.match(js, /<math/);
  assert.match(js, /application\/x-tex/);
});

test('a page renders exactly the markup KaTeX produces, each formula as one HTML string', async () => {
  const source = 'Let $x^2 \\le \\R$ be.\n\n$$\n\\sum_{k=0}^n r^k\n$$\n';
  const js = await render(source);
  // The formula's inner markup is a string, not JSX elements for React to hydrate.
  assert.doesNotMatch(js, /<_components\.math|<span className="mord/);
  const {default: Content} = await evaluate(source, {...runtime, remarkPlugins, rehypePlugins});
  const html = renderToStaticMarkup(createElement(Content));
  const options = {...katexOptions, macros: {...katexMacros}};
  const inline = katex.renderToString('x^2 \\le \\R', options);
  const display = katex.renderToString('\\sum_{k=0}^n r^k', {...options, displayMode: true});
  assert.equal(html, `<p>Let ${inline} be.</p>\n${display}`);
});

test('site macros expand', async () => {
  const js = await render('$\\R$ and $\\norm{x}$');
  assert.match(js, /mathbb/);
  assert.match(js, /∥|‖/);
});

test('a formula KaTeX cannot compile fails with the file, the place and the formula', async () => {
  await assert.rejects(render('Fine $x$, broken $\\frac{1}$.', 'docs/broken.mdx'), (error: Error) => {
    // A VFile message: "file:line:column-…: reason" when printed.
    assert.match(String(error), /^docs\/broken\.mdx:1:18-1:28: KaTeX could not compile a formula:/);
    assert.match(error.message, /line 1:18: \\frac\{1\}\n {4}KaTeX parse error/);
    return true;
  });
});

test('LaTeX-incompatible input is rejected (strict mode)', async () => {
  await assert.rejects(render('Half is $½$.'), /unknownSymbol/);
});

test('with formula modules, a page module carries no formula markup: it awaits the page formulas in a JSON module', async () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'formulas-'));
  const compileWithModules = async (source: string) =>
    String(
      await compile(new VFile({path: 'fixture.mdx', value: source}), {
        remarkPlugins,
        rehypePlugins: [[rehypeKatexHtml, {formulaModules: directory}]],
        jsx: true,
      }),
    );
  const source = 'Let $x^2 \\le \\R$ be.\n\n$$\n\\sum_{k=0}^n r^k\n$$\n';
  const js = await compileWithModules(source);
  assert.doesNotMatch(js, /katex-mathml|__html/);
  const files = readdirSync(directory);
  assert.equal(files.length, 1);
  const modulePath = path.join(directory, files[0]!).split(path.sep).join('/');
  assert.ok(js.includes(`export const __siteFormulas = await pageFormulas(() => import(${JSON.stringify(modulePath)}));`));
  assert.match(js, /<__SiteFormula store=\{__siteFormulas\} index=\{0\} className="katex" \/>/);
  assert.match(js, /<__SiteFormula store=\{__siteFormulas\} index=\{1\} className="katex-display" \/>/);
  // The module holds what was inline before: the content of KaTeX's outer element, in order.
  const options = {...katexOptions, macros: {...katexMacros}};
  const inner = (html: string) => html.replace(/^<span class="[^"]+">/, '').replace(/<\/span>$/, '');
  assert.deepEqual(JSON.parse(readFileSync(path.join(directory, files[0]!), 'utf8')), [
    inner(katex.renderToString('x^2 \\le \\R', options)),
    inner(katex.renderToString('\\sum_{k=0}^n r^k', {...options, displayMode: true})),
  ]);
  // Named by content: the same formulas give the same module, other formulas another.
  await compileWithModules(source);
  assert.equal(readdirSync(directory).length, 1);
  await compileWithModules('Only $y$.');
  assert.equal(readdirSync(directory).length, 2);
  // A page without formulas imports nothing.
  assert.doesNotMatch(await compileWithModules('No maths here.'), /__siteFormulas/);
  rmSync(directory, {recursive: true});
});

test('a formula element renders its HTML from the store, and nothing before the store has it', async () => {
  const store = new FormulaStore(async () => ({default: ['<span class="katex-mathml">x</span>']}));
  assert.equal(
    renderToStaticMarkup(createElement(Formula, {store, index: 0, className: 'katex'})),
    '<span class="katex"></span>',
  );
  await store.load();
  assert.equal(
    renderToStaticMarkup(createElement(Formula, {store, index: 0, className: 'katex'})),
    '<span class="katex"><span class="katex-mathml">x</span></span>',
  );
});

test('a marked macro wraps the HTML its symbol makes, and nothing else changes: the MathML, the HTML unwrapped', async () => {
  const {typesetMarked, unmarked} = await import('../../src/plugins/maths/marks');
  const {typeset} = await import('../../src/plugins/maths/typeset');
  const marks = {'\\Rl': 'Rl', '\\cl': 'cl', '\\norm': 'norm'};
  const mathml = (html: string) => /<span class="katex-mathml">[\s\S]*?<\/math><\/span>/.exec(html)![0];
  for (const [tex, keys] of [
    ['\\Rl \\times \\Rl', ['Rl']],
    ['\\cl A \\cap \\cl(X - A) \\subseteq \\Rl', ['cl', 'Rl']],
    ['\\cl_Y A', ['cl']],
    // In script style, where KaTeX gives the mark the class `mtight` too: a subscript, and a fraction in a sentence.
    ['\\sum_{x \\in \\Rl} f(x)', ['Rl']],
    ['z = \\frac{\\delta}{2\\norm{x}} x + \\norm{y}', ['norm']],
  ] as const) {
    for (const display of [false, true]) {
      const plain = typeset(tex, {display});
      const {html, marked} = typesetMarked(tex, marks, {display});
      assert.deepEqual(marked, keys, tex);
      assert.equal(mathml(html), mathml(plain), `${tex}: the MathML`);
      assert.equal(unmarked(html), plain, `${tex}: the HTML without its marks`);
      assert.equal(
        html.match(/<span class="enclosing(?: mtight)?" data-notation="[^"]+">/g)?.length,
        tex.split(/\\Rl|\\cl(?![a-z])|\\norm/).length - 1,
      );
    }
  }
  // The symbol's own HTML is inside the mark: \Rl's double-struck R and its subscript ℓ.
  const {html} = typesetMarked('x \\in \\Rl', marks);
  assert.match(
    html,
    /<span class="enclosing" data-notation="Rl"><span class="mord"><span class="mord mathbb">R<\/span><span class="msupsub">[\s\S]*ℓ/,
  );
  // A script on the symbol would attach to the mark and move: such a formula stays as it was.
  assert.deepEqual(typesetMarked('\\Rl^2', marks), {html: typeset('\\Rl^2'), marked: []});
  // Only the macro itself: \clubsuit is not \cl, and unlisted macros are left alone.
  assert.deepEqual(typesetMarked('\\clubsuit \\R', marks), {html: typeset('\\clubsuit \\R'), marked: []});
  // An author's own \htmlData is still refused (strict LaTeX, nothing trusted).
  assert.throws(() => typesetMarked('\\htmlData{notation=Rl}{x} \\Rl', marks), /htmlExtension/);
});

test('the page step marks the macros another step asks for, in the page it typesets', async () => {
  const {markMacros} = await import('../../src/plugins/maths/marks');
  const ask = () => (_tree: unknown, file: VFile) => markMacros(file, {'\\Rl': 'Rl'});
  const js = String(
    await compile(new VFile({path: 'fixture.mdx', value: 'In $\\Rl$, and $\\R$.\n'}), {
      remarkPlugins: [...remarkPlugins, ask],
      rehypePlugins,
      jsx: true,
    }),
  );
  assert.equal(js.match(/data-notation=\\"Rl\\"/g)?.length, 1);
  assert.doesNotMatch(await render('In $\\Rl$.\n'), /data-notation/, 'nothing is marked unless asked');
});

test("an inline formula's pieces that could be wider than a phone's line are marked, and nothing else changes", () => {
  const options = {...katexOptions, macros: {...katexMacros}};
  // KaTeX breaks after the relation: "x ↦" is one piece, the tuple (chapter 4's notes, §36) the other.
  const tuple = katex.renderToString(
    String.raw`x \mapsto (\varphi_1(x), \dots, \varphi_n(x), \varphi_1(x) g_1(x), \dots, \varphi_n(x) g_n(x))`,
    options,
  );
  const marked = markLongPieces(tuple);
  const pieces = marked.split('<span class="base').slice(1);
  assert.equal(pieces.length, 2);
  assert.ok(!pieces[0]!.startsWith(` ${longPieceClass}`), 'the short piece is not marked');
  assert.ok(pieces[1]!.startsWith(` ${longPieceClass}"`), 'the tuple is marked');
  assert.equal(marked.replace(` ${longPieceClass}`, ''), tuple, 'the mark is all that changes');
  // A formula of short pieces is left as KaTeX wrote it.
  const short = katex.renderToString(String.raw`x + y = z \le (a, b)`, options);
  assert.equal(markLongPieces(short), short);
  // The bound counts what is drawn: a glyph an em, and the spaces KaTeX writes.
  assert.equal(
    widthBound('<span class="base"><span class="mord">ab</span><span class="mspace" style="margin-right:0.5em;"></span></span>'),
    2.5,
  );
  assert.ok(markFrom > 2.5);
});
