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

test('feed content reads citations as text, and the references keep their entries without back-links', () => {
  const html =
    '<p>By the ratio test [<a href="#ref-rudin1976" id="cite-rudin1976-1" class="citation_x citation" aria-expanded="false">Rudin 1976, Theorem 3.34</a>].</p>' +
    '<section class="references"><h2>References</h2><ul><li id="ref-rudin1976"><span>Rudin, Walter (1976). <i>Principles of Mathematical Analysis</i>, 3rd ed. McGraw-Hill.</span> ' +
    '<span class="backlinks_x reference-backlinks">Cited <a href="#cite-rudin1976-1">↑</a></span></li></ul></section>';
  const feed = feedHtml(html);
  assert.match(feed, /<p>By the ratio test \[Rudin 1976, Theorem 3\.34\]\.<\/p>/);
  assert.match(feed, /Rudin, Walter \(1976\)\. <i>Principles of Mathematical Analysis<\/i>, 3rd ed\. McGraw-Hill\./);
  assert.doesNotMatch(feed, /#cite-|#ref-|Cited/);
});
