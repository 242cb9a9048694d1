/**
 * Readable Unicode for TeX, wherever a formula has to become plain text: <title>, meta tags, feeds,
 * link labels, search. `\R^n` reads "ℝⁿ", `\sum k^m r^k` reads "∑ kᵐ rᵏ". It covers what the site's
 * formulas use in headings and titles, not all of TeX; anything it does not know stays legible
 * (an unknown command keeps its name, as `\gcd` reads "gcd"). Plain data, safe in the client bundle.
 */

const symbols: Readonly<Record<string, string>> = {
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ϵ', varepsilon: 'ε', eps: 'ε', zeta: 'ζ',
  eta: 'η', theta: 'θ', vartheta: 'ϑ', iota: 'ι', kappa: 'κ', lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ',
  pi: 'π', rho: 'ρ', sigma: 'σ', tau: 'τ', upsilon: 'υ', phi: 'ϕ', varphi: 'φ', chi: 'χ', psi: 'ψ',
  omega: 'ω', Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ', Lambda: 'Λ', Xi: 'Ξ', Pi: 'Π', Sigma: 'Σ',
  Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
  // The site's macros (src/plugins/maths/katex.ts) for the number sets.
  R: 'ℝ', N: 'ℕ', Z: 'ℤ', Q: 'ℚ', C: 'ℂ', F: '𝔽',
  sum: '∑', prod: '∏', int: '∫', oint: '∮', infty: '∞', partial: '∂', nabla: '∇',
  le: '≤', leq: '≤', ge: '≥', geq: '≥', ne: '≠', neq: '≠', approx: '≈', equiv: '≡', sim: '∼',
  cong: '≅', to: '→', rightarrow: '→', leftarrow: '←', mapsto: '↦', implies: '⇒', iff: '⇔',
  in: '∈', notin: '∉', ni: '∋', subset: '⊂', subseteq: '⊆', supset: '⊃', supseteq: '⊇', cup: '∪',
  cap: '∩', setminus: '∖', emptyset: '∅', varnothing: '∅', forall: '∀', exists: '∃', neg: '¬',
  land: '∧', lor: '∨', times: '×', cdot: '·', circ: '∘', pm: '±', mp: '∓', div: '÷', ast: '∗',
  ldots: '…', cdots: '⋯', dots: '…', vert: '|', mid: '|', Vert: '‖', prime: '′', aleph: 'ℵ', ell: 'ℓ', '{': '{', '}': '}', '%': '%', '$': '$', '&': '&',
  '#': '#', _: '_', ',': ' ', ';': ' ', ':': ' ', ' ': ' ', '!': '', quad: ' ', qquad: ' ',
  '\\': ' ',
};

// TeX ignores the spaces inside delimiters; `\lvert x \rvert` reads "|x|", not "| x |". The marks
// say which side's spaces to drop, and are removed at the end.
const dropSpacesAfter = '\u0001';
const dropSpacesBefore = '\u0002';
const openers: Readonly<Record<string, string>> = {lvert: '|', lVert: '‖', langle: '⟨', lfloor: '⌊', lceil: '⌈'};
const closers: Readonly<Record<string, string>> = {rvert: '|', rVert: '‖', rangle: '⟩', rfloor: '⌋', rceil: '⌉'};

/** Commands whose argument is just text to keep (fonts, operator names). */
const textCommands = new Set([
  'operatorname', 'mathrm', 'mathit', 'mathsf', 'mathbf', 'mathcal', 'mathfrak', 'boldsymbol',
  'text', 'textit', 'textbf', 'textrm', 'mbox',
]);

/** Sizing commands that only change how the next delimiter is drawn. */
const sizeCommands = new Set([
  'left', 'right', 'middle', 'big', 'Big', 'bigg', 'Bigg', 'bigl', 'bigr', 'Bigl', 'Bigr',
  'biggl', 'biggr', 'Biggl', 'Biggr', 'displaystyle', 'textstyle', 'limits', 'nolimits',
]);

/** Combining marks for accents (written after the letter they sit on). */
const accents: Readonly<Record<string, string>> = {
  bar: '\u0304', overline: '\u0305', hat: '\u0302', widehat: '\u0302', tilde: '\u0303',
  widetilde: '\u0303', vec: '\u20d7', dot: '\u0307', ddot: '\u0308',
};

const doubleStruck: Readonly<Record<string, string>> = {
  R: 'ℝ', N: 'ℕ', Z: 'ℤ', Q: 'ℚ', C: 'ℂ', P: 'ℙ', H: 'ℍ', F: '𝔽', E: '𝔼', K: '𝕂',
};

function charMap(from: string, to: string): ReadonlyMap<string, string> {
  const source = [...from];
  const target = [...to];
  if (source.length !== target.length) {
    throw new Error(`tex-text: ${source.length} characters mapped to ${target.length}`);
  }
  return new Map(source.map((char, index) => [char, target[index]!]));
}

const superscripts = charMap(
  '0123456789+-=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW−′∗*',
  '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ⁻′**',
);
const subscripts = charMap('0123456789+-=()aehijklmnoprstuvx−', '₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ₋');

/** `x` raised or lowered: Unicode super/subscript letters when all exist, else `^(…)` / `_(…)`. */
function script(text: string, map: ReadonlyMap<string, string>, mark: '^' | '_'): string {
  const chars = [...text.replace(/\s+/g, '')];
  if (chars.length > 0 && chars.every((char) => map.has(char))) {
    return chars.map((char) => map.get(char)).join('');
  }
  return chars.length === 1 ? `${mark}${text}` : `${mark}(${text})`;
}

/** Parenthesises a fraction's part unless it is a single symbol or number. */
function operand(text: string): string {
  return /^([\p{L}\p{N}.]+|\p{L}[\p{M}\p{Lm}\p{No}′]*)$/u.test(text) ? text : `(${text})`;
}

class TexReader {
  private index = 0;

  constructor(private readonly tex: string) {}

  /** Reads to the end, or to the `}` closing the current group. */
  sequence(): string {
    let out = '';
    while (this.index < this.tex.length && this.tex[this.index] !== '}') {
      out += this.item();
    }
    return out;
  }

  /** One argument: a `{group}`, a command or one character (spaces before it skipped). */
  private argument(): string {
    while (this.tex[this.index] === ' ') {
      this.index += 1;
    }
    if (this.tex[this.index] === '{') {
      this.index += 1;
      const inner = this.sequence();
      this.index += 1;
      return inner;
    }
    return this.item();
  }

  private item(): string {
    const char = this.tex[this.index]!;
    this.index += 1;
    switch (char) {
      case '\\':
        return this.command();
      case '{': {
        const inner = this.sequence();
        this.index += 1;
        return inner;
      }
      case '^':
        return script(this.argument(), superscripts, '^');
      case '_':
        return script(this.argument(), subscripts, '_');
      case "'":
        return '′';
      case '~':
      case '&':
        return ' ';
      case '-':
        return '−';
      default:
        return char;
    }
  }

  private command(): string {
    const name = /^([A-Za-z]+|.)/.exec(this.tex.slice(this.index))?.[1] ?? '';
    this.index += name.length;
    if (name in symbols) {
      return symbols[name]!;
    }
    if (name in openers) {
      return openers[name]! + dropSpacesAfter;
    }
    if (name in closers) {
      return dropSpacesBefore + closers[name]!;
    }
    if (sizeCommands.has(name)) {
      return '';
    }
    if (textCommands.has(name)) {
      return this.argument();
    }
    if (name in accents) {
      return [...this.argument()].map((char) => char + accents[name]).join('');
    }
    switch (name) {
      case 'mathbb':
        return [...this.argument()].map((char) => doubleStruck[char] ?? char).join('');
      case 'frac':
      case 'tfrac':
      case 'dfrac': {
        const numerator = this.argument();
        return `${operand(numerator)}/${operand(this.argument())}`;
      }
      case 'sqrt': {
        const index = this.tex[this.index] === '[' ? this.tex.slice(this.index + 1, this.tex.indexOf(']', this.index)) : '';
        this.index += index ? index.length + 2 : 0;
        const root = index === '3' ? '∛' : index === '4' ? '∜' : '√';
        return root + operand(this.argument());
      }
      case 'abs':
        return `|${this.argument()}|`;
      case 'norm':
        return `‖${this.argument()}‖`;
      case 'inner': {
        const left = this.argument();
        return `⟨${left}, ${this.argument()}⟩`;
      }
      default:
        // Operator names (\sin, \gcd, \lim, \cl, …) read as their name.
        return name;
    }
  }
}

/** Readable Unicode for one TeX formula (the part between the dollars). */
export function texToUnicode(tex: string): string {
  return new TexReader(tex)
    .sequence()
    .replace(/([([{])\s+/g, '$1')
    .replace(/\s+([)\]}])/g, '$1')
    .replace(new RegExp(`${dropSpacesAfter}\\s*`, 'g'), '')
    .replace(new RegExp(`\\s*${dropSpacesBefore}`, 'g'), '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `$…$` spans (not `\$`): the maths that titles and headings may contain. */
const inlineMath = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

/** Whether `text` (a title, a sidebar label) contains `$…$` maths. */
export function containsMath(text: string): boolean {
  return new RegExp(inlineMath.source).test(text);
}

/** `text` with each `$…$` replaced by its readable Unicode: "Every norm on $\R^n$" → "Every norm on ℝⁿ". */
export function mathToText(text: string): string {
  return text.replace(inlineMath, (_, tex: string) => texToUnicode(tex)).replace(/\\\$/g, '$');
}

/** Splits `text` into plain parts and `$…$` formulas, in order. */
export function splitMath(text: string): {readonly text: string; readonly math: boolean}[] {
  const parts: {text: string; math: boolean}[] = [];
  let last = 0;
  for (const match of text.matchAll(inlineMath)) {
    if (match.index > last) {
      parts.push({text: text.slice(last, match.index).replace(/\\\$/g, '$'), math: false});
    }
    parts.push({text: match[1]!, math: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) {
    parts.push({text: text.slice(last).replace(/\\\$/g, '$'), math: false});
  }
  return parts;
}
