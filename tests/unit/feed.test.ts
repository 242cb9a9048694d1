import {test} from 'node:test';
import assert from 'node:assert/strict';
import katex from 'katex';
import {feedHtml} from '../../src/plugins/blog/feed';

test('feed content keeps one copy of each formula: the MathML', () => {
  const formula = katex.renderToString('\\frac{a}{b}', {output: 'htmlAndMathml'});
  const html = `<p>Before ${formula} after <a class="hash-link" href="#x">#</a></p>`;
  const stripped = feedHtml(html);
  assert.match(stripped, /<math/);
  assert.match(stripped, /\\frac\{a\}\{b\}/);
  assert.doesNotMatch(stripped, /katex-html/);
  assert.doesNotMatch(stripped, /hash-link/);
  assert.match(stripped, /Before .* after/s);
});
