import {test} from 'node:test';
import assert from 'node:assert/strict';
import {containsMath, mathToText, splitMath, texToUnicode} from '../../src/plugins/maths/tex-text';

test('the formulas of the site\'s headings and titles read as Unicode', () => {
  assert.equal(texToUnicode('\\R^n'), 'ℝⁿ');
  assert.equal(texToUnicode('\\sum k^m r^k'), '∑ kᵐ rᵏ');
  assert.equal(texToUnicode('m = 1, 2, 3'), 'm = 1, 2, 3');
  assert.equal(texToUnicode('\\mathbb{R}^{n \\times n}'), 'ℝ^(n × n)');
});

test('scripts without a Unicode form stay explicit instead of being dropped', () => {
  assert.equal(texToUnicode('x_{ij}'), 'xᵢⱼ');
  assert.equal(texToUnicode('a^{-1}'), 'a⁻¹');
  assert.equal(texToUnicode('x^q'), 'x^q');
  assert.equal(texToUnicode('A^{\\mathsf T}'), 'Aᵀ');
  assert.equal(texToUnicode('e^{i\\pi}'), 'e^(iπ)');
});

test('fractions, roots and the site\'s macros', () => {
  assert.equal(texToUnicode('\\frac{1}{2}'), '1/2');
  assert.equal(texToUnicode('\\tfrac{x + y}{2}'), '(x + y)/2');
  assert.equal(texToUnicode('\\sqrt{2}'), '√2');
  assert.equal(texToUnicode('\\sqrt{x + 1}'), '√(x + 1)');
  assert.equal(texToUnicode('\\abs{x - p} \\le \\eps'), '|x − p| ≤ ε');
  assert.equal(texToUnicode('\\norm{x}'), '‖x‖');
  assert.equal(texToUnicode('\\inner{x}{y}'), '⟨x, y⟩');
  assert.equal(texToUnicode('\\left\\lvert f\'(x) \\right\\rvert'), '|f′(x)|');
  assert.equal(texToUnicode('\\langle x, y \\rangle'), '⟨x, y⟩');
});

test('unknown commands keep their name; operator names read as words', () => {
  assert.equal(texToUnicode('\\gcd(a, b)'), 'gcd(a, b)');
  assert.equal(texToUnicode('\\operatorname{lcm}(a, b)'), 'lcm(a, b)');
  assert.equal(texToUnicode('\\overline{U_r}'), 'U̅ᵣ̅');
});

test('titles: only the $…$ parts change, escaped dollars stay', () => {
  const title = 'Every norm on $\\R^n$ is continuous, so all of them are equivalent';
  assert.ok(containsMath(title));
  assert.equal(mathToText(title), 'Every norm on ℝⁿ is continuous, so all of them are equivalent');
  assert.equal(mathToText('It costs \\$5'), 'It costs $5');
  assert.ok(!containsMath('It costs \\$5 or \\$6'));
  assert.ok(!containsMath('Generalising the geometric series'));
  assert.deepEqual(splitMath('On $\\R^n$ and $x$.'), [
    {text: 'On ', math: false},
    {text: '\\R^n', math: true},
    {text: ' and ', math: false},
    {text: 'x', math: true},
    {text: '.', math: false},
  ]);
});
