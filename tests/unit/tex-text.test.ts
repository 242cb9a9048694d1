import {test} from 'node:test';
import assert from 'node:assert/strict';
import {containsMath, mathText, mathToText, splitMath, texToUnicode} from '../../src/plugins/maths/tex-text';
import {typeset} from '../../src/plugins/maths/typeset';

test("the formulas of the site's headings and titles read as Unicode", () => {
  assert.equal(texToUnicode('\\R^n'), 'ℝⁿ');
  assert.equal(texToUnicode('\\sum k^m r^k'), '∑ kᵐrᵏ');
  assert.equal(texToUnicode('m = 1, 2, 3'), 'm = 1, 2, 3');
  assert.equal(texToUnicode('\\mathbb{R}^{n \\times n}'), 'ℝ^(n×n)');
});

test('scripts without a Unicode form stay explicit instead of being dropped', () => {
  assert.equal(texToUnicode('x_{ij}'), 'xᵢⱼ');
  assert.equal(texToUnicode('a^{-1}'), 'a⁻¹');
  assert.equal(texToUnicode('x^q'), 'x^q');
  assert.equal(texToUnicode('A^{\\mathsf T}'), 'Aᵀ');
  assert.equal(texToUnicode('e^{i\\pi}'), 'e^(iπ)');
});

test("fractions, roots and the site's macros", () => {
  assert.equal(texToUnicode('\\frac{1}{2}'), '1/2');
  assert.equal(texToUnicode('\\tfrac{x + y}{2}'), '(x + y)/2');
  assert.equal(texToUnicode('\\sqrt{2}'), '√2');
  assert.equal(texToUnicode('\\sqrt{x + 1}'), '√(x + 1)');
  assert.equal(texToUnicode('\\abs{x - p} \\le \\eps'), '|x − p| ≤ ε');
  assert.equal(texToUnicode('\\norm{x}'), '‖x‖');
  assert.equal(texToUnicode('\\inner{x}{y}'), '⟨x, y⟩');
  assert.equal(texToUnicode("\\left\\lvert f'(x) \\right\\rvert"), '|f′(x)|');
  assert.equal(texToUnicode('\\langle x, y \\rangle'), '⟨x, y⟩');
});

test('unknown commands keep their name; operator names read as words', () => {
  assert.equal(texToUnicode('\\gcd(a, b)'), 'gcd(a, b)');
  assert.equal(texToUnicode('\\operatorname{lcm}(a, b)'), 'lcm(a, b)');
  assert.equal(texToUnicode('\\overline{U_r}'), 'U̅ᵣ̅');
});

test('a function applied to its argument stays a word apart from it, and against a bracket', () => {
  assert.equal(texToUnicode('\\sin x'), 'sin x');
  assert.equal(texToUnicode('\\sin^2 x'), 'sin² x');
  assert.equal(texToUnicode('\\log_2 n'), 'log₂ n');
  assert.equal(texToUnicode('\\cl A'), 'cl A');
  assert.equal(texToUnicode('\\sin(x)'), 'sin(x)');
  assert.equal(texToUnicode('\\max\\{a, b\\}'), 'max{a, b}');
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

test('typeset formulas in the built pages (search snippets) read as Unicode, as a reader would write them', () => {
  const cases: [string, string][] = [
    ['W \\times Y', 'W × Y'],
    ['\\mathbb{R}^n', 'ℝⁿ'],
    ['\\R', 'ℝ'],
    ['x_0 \\in X', 'x₀ ∈ X'],
    ['\\sum_{k=0}^n r^k', '∑ₖ₌₀ⁿ rᵏ'],
    ['\\lim_{n\\to\\infty} x_n = L', 'lim_(n→∞) xₙ = L'],
    ['\\frac{a+b}{2}', '(a + b)/2'],
    ['\\sqrt{x^2+1}', '√(x² + 1)'],
    ['A^{-1}', 'A⁻¹'],
    ["f'(x)", 'f′(x)'],
    ['e^{i\\pi}', 'e^(iπ)'],
    ['\\overline{A}', 'A\u0305'],
    ['|x| < 1', '|x| < 1'],
    ['d \\mid n', 'd | n'],
    ['\\abs{x - p} \\le \\eps', '|x − p| ≤ ε'],
    ['f \\colon X \\to Y', 'f : X → Y'],
    ['\\bigcup_n A_n', '⋃ₙ Aₙ'],
    ['a \\equiv b \\pmod n', 'a ≡ b (mod n)'],
    ['\\bar x', 'x̄'],
  ];
  for (const [tex, expected] of cases) {
    assert.equal(mathText(typeset(tex)), expected, tex);
  }
});
