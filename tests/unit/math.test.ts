import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import {rehypePlugins, remarkPlugins} from '../../src/remark/math';

async function render(source: string, path = 'fixture.mdx'): Promise<string> {
  return String(await compile(new VFile({path, value: source}), {remarkPlugins, rehypePlugins, jsx: true}));
}

test('inline and display math are typeset with MathML and HTML', async () => {
  const js = await render('Let $x^2$ be.\n\n$$\n\\sum_{k=0}^n r^k\n$$\n');
  assert.match(js, /className="katex"/);
  assert.match(js, /className="katex-display"/);
  assert.match(js, /<_components\.math/);
  assert.match(js, /application\/x-tex/);
});

test('site macros expand', async () => {
  const js = await render('$\\R$ and $\\norm{x}$');
  assert.match(js, /mathbb/);
  assert.match(js, /∥|‖/);
});

test('a formula KaTeX cannot compile fails with the file and the formula', async () => {
  await assert.rejects(render('Fine $x$, broken $\\frac{1}$.', 'docs/broken.mdx'), (error: Error) => {
    assert.match(error.message, /docs\/broken\.mdx/);
    assert.match(error.message, /\\frac\{1\}/);
    return true;
  });
});

test('LaTeX-incompatible input is rejected (strict mode)', async () => {
  await assert.rejects(render('Half is $½$.'), /unknownSymbol/);
});
