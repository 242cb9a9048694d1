import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compile} from '@mdx-js/mdx';
import {load} from 'cheerio';
import katex from 'katex';
import {katexMacros, katexOptions} from '../../src/plugins/maths/katex';
import {withNumberColumn} from '../../src/plugins/maths/remark/display-numbers';
import {rehypePlugins, remarkPlugins} from '../../src/plugins/maths/remark/math';
import {renderDisplay} from '../../src/plugins/cross-references/table/render';

const display = (tex: string) => katex.renderToString(tex, {...katexOptions, macros: {...katexMacros}, displayMode: true});

test("a numbered display becomes a row: the formula without its tag, then the tag in a cell of its own, KaTeX's markup unchanged", () => {
  const tex = '\\begin{aligned} a &= b \\\\ c &= \\frac{d}{e} \\end{aligned} \\tag{3}';
  const original = load(display(tex), null, false);
  const $ = load(withNumberColumn(display(tex)), null, false);
  const row = $.root().children();
  assert.equal(row.length, 1);
  assert.equal(row.attr('class'), 'site-numbered-display');
  assert.deepEqual(
    row
      .children()
      .map((_, cell) => $(cell).attr('class'))
      .get(),
    ['katex-display', 'site-equation-number'],
  );
  // The formula keeps its MathML, with the number for screen readers, and all of its glyphs but the tag.
  const formula = row.children('.katex-display');
  assert.equal(formula.find('.katex-mathml').html(), original('.katex-mathml').html());
  assert.match(formula.find('.katex-mathml').text(), /\(3\)/);
  assert.equal(formula.find('.tag').length, 0);
  original('.tag').remove();
  assert.equal(formula.html(), original('.katex-display').html());
  // The tag is KaTeX's, whole (its strut has the formula's height), hidden from screen readers like KaTeX's HTML.
  const number = row.children('.site-equation-number');
  assert.equal(number.attr('aria-hidden'), 'true');
  assert.equal($.html(number.find('.katex > .katex-html > .tag')), load(display(tex), null, false).html('.tag'));
  assert.equal(number.text(), '(3)');
});

test('a display without a number, and inline formulas, are left as KaTeX writes them', () => {
  assert.equal(withNumberColumn(display('\\sum_{k=0}^n r^k')), display('\\sum_{k=0}^n r^k'));
  const inline = katex.renderToString('x \\le y', {...katexOptions});
  assert.equal(withNumberColumn(inline), inline);
});

test('pages and previews lay out numbered displays alike', async () => {
  const js = String(await compile('$$\nx = 1 \\tag{$\\ast$}\n$$\n', {remarkPlugins, rehypePlugins, jsx: true}));
  assert.match(js, /className="site-numbered-display"/);
  assert.match(js, /site-equation-number/);
  assert.equal(renderDisplay('x = 1 \\tag{2}'), withNumberColumn(display('x = 1 \\tag{2}')));
});
