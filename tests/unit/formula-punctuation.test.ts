import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compile} from '@mdx-js/mdx';
import {toHtml} from 'hast-util-to-html';
import {toText} from 'hast-util-to-text';
import {toHast} from 'mdast-util-to-hast';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Root} from 'hast';
import type {Root as MarkdownRoot} from 'mdast';
import {keepPunctuationWithFormulas} from '../../src/plugins/maths/remark/formula-punctuation';
import {rehypePlugins, remarkPlugins} from '../../src/plugins/maths/remark/math';

/** Markdown to hast as the math step receives it (formulas still `code.math-inline`), before and after the step. */
function wrapped(markdown: string): {html: string; textBefore: string; textAfter: string} {
  const processor = unified().use(remarkParse).use(remarkMath);
  const tree = toHast(processor.runSync(processor.parse(markdown)) as MarkdownRoot) as Root;
  const textBefore = toText(tree);
  keepPunctuationWithFormulas(tree);
  return {
    html: toHtml(tree).replace(/<code class="language-math math-inline">([^<]*)<\/code>/g, '$$$1$$'),
    textBefore,
    textAfter: toText(tree),
  };
}

const nowrap = (inner: string) => `<span class="formula-nowrap">${inner}</span>`;

test('punctuation right after an inline formula is kept with it', () => {
  assert.equal(
    wrapped('Hence $x$. Then $y$, and $z$: done; $w$;').html,
    `<p>Hence ${nowrap('$x$.')} Then ${nowrap('$y$,')} and ${nowrap('$z$:')} done; ${nowrap('$w$;')}</p>`,
  );
  // A run of punctuation goes whole; the text after it stays outside.
  assert.equal(wrapped('(as for $x^2$). Next').html, `<p>(as for ${nowrap('$x^2$).')} Next</p>`);
});

test('punctuation after a space is left alone, and so is a formula with nothing touching it', () => {
  assert.equal(wrapped('A space $x$ . before, and $y$ at the end').html, '<p>A space $x$ . before, and $y$ at the end</p>');
  assert.equal(wrapped('The end: $x$').html, '<p>The end: $x$</p>');
});

test('an opening bracket before a formula and the closing one after it stay with it', () => {
  assert.equal(
    wrapped('Both ($x$) and [$y$, $z$].').html,
    `<p>Both ${nowrap('($x$)')} and ${nowrap('[$y$,')} ${nowrap('$z$].')}</p>`,
  );
  // Only the bracket touches the formula: the word before it is not kept with it.
  assert.equal(wrapped('see($x$').html, `<p>see${nowrap('($x$')}</p>`);
});

test('a formula ending an emphasis or a link keeps the punctuation after it', () => {
  assert.equal(wrapped('It is *at most $x$*, so').html, `<p>It is ${nowrap('<em>at most $x$</em>,')} so</p>`);
  assert.equal(
    wrapped('See [the value $y$](https://example.com).').html,
    `<p>See ${nowrap('<a href="https://example.com">the value $y$</a>.')}</p>`,
  );
  // Punctuation inside the emphasis is kept there.
  assert.equal(wrapped('It is *$x$.*').html, `<p>It is <em>${nowrap('$x$.')}</em></p>`);
  // Text after the formula inside the emphasis: the punctuation outside touches the text, not the formula.
  assert.equal(wrapped('It is *$x$ here*.').html, '<p>It is <em>$x$ here</em>.</p>');
});

test('display formulas and code are left alone, and the text is the same', () => {
  const markdown = 'Text ($a$), *$b$*. And `code`.\n\n$$\nx\n$$\n\n- item $c$;\n- [$d$](https://example.com):';
  const {html, textBefore, textAfter} = wrapped(markdown);
  assert.equal(textAfter, textBefore);
  assert.match(html, /<pre><code class="language-math math-display">x<\/code><\/pre>/);
  assert.match(html, /<code>code<\/code>\./);
  assert.match(html, new RegExp(`<li>item ${nowrap('\\$c\\$;').replace(/[()[\]]/g, '\\$&')}</li>`));
});

test('in MDX, a component ending with a formula keeps the punctuation after it, and each formula is typeset inside', async () => {
  const js = String(await compile('Cited <Term>as $x$</Term>. Then ($y$).', {remarkPlugins, rehypePlugins, jsx: true}));
  const span = '<_components\\.span';
  const formula = `${span} className="katex" dangerouslySetInnerHTML=\\{\\{[^}]*\\}\\} />`;
  assert.match(
    js,
    new RegExp(`${span} className="formula-nowrap"><Term>\\{"as "\\}${formula}</Term>\\{"\\."\\}</_components\\.span>`),
  );
  assert.match(js, new RegExp(`${span} className="formula-nowrap">\\{"\\("\\}${formula}\\{"\\)\\."\\}</_components\\.span>`));
});
