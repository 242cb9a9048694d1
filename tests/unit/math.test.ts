import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compile, evaluate} from '@mdx-js/mdx';
import katex from 'katex';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {VFile} from 'vfile';
import {katexMacros, katexOptions} from '../../src/data/katex';
import {rehypePlugins, remarkPlugins} from '../../src/remark/math';

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
