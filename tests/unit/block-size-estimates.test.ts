import {test} from 'node:test';
import assert from 'node:assert/strict';
import {evaluate} from '@mdx-js/mdx';
import {createElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {rehypeBlockSizeEstimates} from '../../src/plugins/long-pages/remark/block-size-estimates';
import {rehypePlugins, remarkPlugins} from '../../src/plugins/maths/remark/math';

/** Renders MDX through the estimates and the math steps, with stand-ins for the site's components. */
async function render(source: string): Promise<string> {
  const {default: Content} = await evaluate(source, {
    ...runtime,
    remarkPlugins,
    rehypePlugins: [rehypeBlockSizeEstimates, ...rehypePlugins],
  });
  const components = {
    CrossReferencesProvider: ({children}: {children: ReactNode}) => children,
    CitationsProvider: ({children}: {children: ReactNode}) => children,
    Proof: ({children, style}: {children: ReactNode; style?: Record<string, string>}) =>
      createElement('div', {className: 'proof', style}, children),
  };
  return renderToStaticMarkup(createElement(Content, {components}));
}

test('every top-level block carries its text length and display formula count', async () => {
  const html = await render(
    'A short paragraph.\n\n<Proof>\nText:\n\n$$\nx^2\n$$\n\nand\n\n$$\ny\n$$\n</Proof>\n\n## A heading\n',
  );
  assert.match(html, /<p style="--site-text:18;--site-displays:0">A short paragraph.<\/p>/);
  assert.match(html, /<div class="proof" style="--site-text:\d+;--site-displays:2">/);
  // Headings are never skipped, so they get no estimate.
  assert.match(html, /<h2>A heading<\/h2>/);
});

test('blocks inside a wrapper that renders no element of its own are still the blocks measured', async () => {
  const page = 'First paragraph.\n\n<Proof>\n$$z$$\n</Proof>\n';
  const wrapped = await render(`<CrossReferencesProvider>\n\n${page}\n</CrossReferencesProvider>\n`);
  const withoutLineBreaks = (html: string) => html.replace(/>\n</g, '><');
  assert.equal(withoutLineBreaks(wrapped), withoutLineBreaks(await render(page)));
  assert.match(wrapped, /<p style="--site-text:16;--site-displays:0">/);
  // A page that cites is wrapped twice (src/plugins/lib/page-providers.ts).
  const citing = await render(
    `<CitationsProvider>\n\n<CrossReferencesProvider>\n\n${page}\n</CrossReferencesProvider>\n\n</CitationsProvider>\n`,
  );
  assert.equal(withoutLineBreaks(citing), withoutLineBreaks(await render(page)));
});

test('a Python cell carries its lines of code and of output, which its height follows', async () => {
  // String props, as src/plugins/python-cells/remark/python-cells.ts writes them (the output as JSON).
  const {default: Content} = await evaluate(
    [
      `<PythonCell index="1" code="import math\nfor n in range(3):\n    print(n)" output='{"chunks":[{"stream":"stdout","text":"0\\n1\\n2\\n"}]}' />`,
      `<PythonCell index="2" code="x = 1" output='{"chunks":[]}' />`,
    ].join('\n\n'),
    {...runtime, rehypePlugins: [rehypeBlockSizeEstimates]},
  );
  const components = {
    PythonCell: ({style}: {style?: Record<string, string>}) => createElement('div', {'data-python-cell': '', style}),
  };
  const html = renderToStaticMarkup(createElement(Content, {components}));
  assert.match(html, /<div data-python-cell="" style="--site-code-lines:3;--site-output-lines:3"><\/div>/);
  // A cell that printed nothing shows "(no output)" on a line of its own.
  assert.match(html, /<div data-python-cell="" style="--site-code-lines:1;--site-output-lines:1"><\/div>/);
});
