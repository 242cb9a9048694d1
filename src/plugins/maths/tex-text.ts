/**
 * Readable Unicode for formulas, wherever one has to become plain text: <title>, meta tags, feeds,
 * link labels, the table of contents' labels, search snippets. `\R^n` reads "ℝⁿ", `W \times Y`
 * reads "W × Y", `\sum_{k=0}^n` reads "∑ₖ₌₀ⁿ".
 *
 * It reads the MathML that KaTeX writes beside its glyphs rather than the TeX source: KaTeX has
 * already parsed the TeX and expanded the site's macros (`\abs`, `\colon`, `\pmod`, `\bigcup`
 * read as they are drawn), so this only has to flatten a tree. The built pages carry that MathML
 * (search reads it there); a title or heading's TeX is typeset to MathML first (`texToUnicode`).
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {typeset} from './typeset';

const superscripts: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  a: 'ᵃ',
  b: 'ᵇ',
  c: 'ᶜ',
  d: 'ᵈ',
  e: 'ᵉ',
  f: 'ᶠ',
  g: 'ᵍ',
  h: 'ʰ',
  i: 'ⁱ',
  j: 'ʲ',
  k: 'ᵏ',
  l: 'ˡ',
  m: 'ᵐ',
  n: 'ⁿ',
  o: 'ᵒ',
  p: 'ᵖ',
  r: 'ʳ',
  s: 'ˢ',
  t: 'ᵗ',
  u: 'ᵘ',
  v: 'ᵛ',
  w: 'ʷ',
  x: 'ˣ',
  y: 'ʸ',
  z: 'ᶻ',
  A: 'ᴬ',
  B: 'ᴮ',
  D: 'ᴰ',
  E: 'ᴱ',
  G: 'ᴳ',
  H: 'ᴴ',
  I: 'ᴵ',
  J: 'ᴶ',
  K: 'ᴷ',
  L: 'ᴸ',
  M: 'ᴹ',
  N: 'ᴺ',
  O: 'ᴼ',
  P: 'ᴾ',
  R: 'ᴿ',
  T: 'ᵀ',
  U: 'ᵁ',
  V: 'ⱽ',
  W: 'ᵂ',
};

const subscripts: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  h: 'ₕ',
  i: 'ᵢ',
  j: 'ⱼ',
  k: 'ₖ',
  l: 'ₗ',
  m: 'ₘ',
  n: 'ₙ',
  o: 'ₒ',
  p: 'ₚ',
  r: 'ᵣ',
  s: 'ₛ',
  t: 'ₜ',
  u: 'ᵤ',
  v: 'ᵥ',
  x: 'ₓ',
};

const doubleStruck: Record<string, string> = {C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ'};

/** Accents KaTeX writes as <mover accent="true">, as combining characters. */
const combiningAccents: Record<string, string> = {
  '‾': '\u0305',
  '¯': '\u0305',
  '^': '\u0302',
  ˆ: '\u0302',
  '~': '\u0303',
  '˜': '\u0303',
  '˙': '\u0307',
  '¨': '\u0308',
  '→': '\u20D7',
  '⃗': '\u20D7',
  ˉ: '\u0304',
};

/** Operators read with a space on each side ("x ∈ X", not "x∈X"). */
const spacedOperators = new Set([
  '=',
  '≠',
  '<',
  '>',
  '≤',
  '≥',
  '≈',
  '≅',
  '≡',
  '∼',
  '≃',
  '∈',
  '∉',
  '∋',
  '⊂',
  '⊆',
  '⊃',
  '⊇',
  '⊊',
  '→',
  '↦',
  '⟶',
  '⟼',
  '⇒',
  '⟹',
  '⇔',
  '⟺',
  '←',
  '+',
  '−',
  '×',
  '∪',
  '∩',
  '∖',
  '⊕',
  '⊗',
  '∘',
  '∧',
  '∨',
  ':',
  '≪',
  '≫',
  '⊥',
  '∀',
  '∃',
  '⋅',
  '·',
  '∗',
  '±',
  '∓',
  '÷',
  '∣',
]);

/** Large operators written without limits (`\sum k^m r^k`), followed by a space like those with them. */
const largeOperators = /^[∑∏∐∫∬∭∮⋃⋂⨁⨂]$/;

function doubleStruckLetters(text: string): string {
  return [...text]
    .map((character) => doubleStruck[character] ?? String.fromCodePoint(0x1d538 + character.charCodeAt(0) - 65))
    .join('');
}

/** `n` as a superscript or subscript: Unicode script characters when all exist, else `^(…)`. */
function script(text: string, map: Record<string, string>, marker: string): string {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') {
    return '';
  }
  // Primes and stars are already raised.
  if (/^[′″‴*∗]+$/.test(compact)) {
    return compact;
  }
  const characters = [...compact];
  if (characters.every((character) => map[character])) {
    return characters.map((character) => map[character]).join('');
  }
  return `${marker}${characters.length === 1 ? compact : `(${compact})`}`;
}

/** Parentheses around a fraction's part unless it is a single symbol or number. */
function grouped(text: string): string {
  const trimmed = text.trim();
  return /^([\p{L}\p{N}.]+|\(.*\))$/u.test(trimmed) ? trimmed : `(${trimmed})`;
}

/** A space after ∑ₖ, ∫₀¹ or lim_(n→∞), so that the operand does not run into the limits. */
function bigOperatorGap(base: string): string {
  return /^[∑∏∐∫∬∭∮⋃⋂⨁⨂]$|^(lim|sup|inf|max|min|limsup|liminf)$/.test(base.replace(/[\u2061-\u2064\s]/g, '')) ? ' ' : '';
}

function children($: CheerioAPI, node: Cheerio<Element>): Element[] {
  return node.children().toArray();
}

function read($: CheerioAPI, element: Element): string {
  const node = $(element);
  const parts = children($, node);
  const part = (index: number) => (parts[index] ? read($, parts[index]) : '');
  // A large operator's own trailing space goes after its limits.
  const base = () => part(0).trimEnd();
  switch (element.tagName) {
    case 'annotation':
    case 'mphantom':
      return '';
    case 'semantics':
      return part(0);
    case 'mi': {
      // KaTeX writes `|` as U+2223 (DIVIDES); a reader types and searches for the bar on the keyboard.
      const text = node.text().replace(/∣/g, '|');
      return node.attr('mathvariant') === 'double-struck' && /^[A-Z]+$/.test(text) ? doubleStruckLetters(text) : text;
    }
    case 'mn':
    case 'ms':
      return node.text();
    case 'mtext':
      return node.text().replace(/\u00a0/g, ' ');
    case 'mo': {
      const text = node.text().replace(/∥/g, '‖');
      if (text === ',' || text === ';') {
        return `${text} `;
      }
      // A delimiter (`\lvert`, `\left|`): the keyboard's bar, against its operand; `\mid` is spaced.
      if (text === '∣' && (node.attr('fence') === 'true' || node.attr('stretchy') === 'true')) {
        return '|';
      }
      if (text === '∣') {
        return ' | ';
      }
      if (largeOperators.test(text)) {
        return `${text} `;
      }
      return spacedOperators.has(text) ? ` ${text} ` : text;
    }
    case 'mspace':
      return ' ';
    case 'msup':
      return base() + script(part(1), superscripts, '^');
    case 'msub':
      return base() + script(part(1), subscripts, '_') + bigOperatorGap(part(0));
    case 'msubsup':
      return base() + script(part(1), subscripts, '_') + script(part(2), superscripts, '^') + bigOperatorGap(part(0));
    case 'munder':
      return base() + script(part(1), subscripts, '_') + bigOperatorGap(part(0));
    case 'mover': {
      const accent = combiningAccents[part(1).trim()];
      // An accent over several characters (`\overline{U_r}`) marks each of them, as a bar over them all would.
      return node.attr('accent') === 'true' && accent
        ? [...part(0).trim()].map((character) => (/\s/.test(character) ? character : character + accent)).join('')
        : part(0) + script(part(1), superscripts, '^');
    }
    case 'munderover':
      return base() + script(part(1), subscripts, '_') + script(part(2), superscripts, '^') + bigOperatorGap(part(0));
    case 'mfrac':
      return `${grouped(part(0))}/${grouped(part(1))}`;
    case 'msqrt':
      return `√${grouped(parts.map((child) => read($, child)).join(''))}`;
    case 'mroot':
      return `${script(part(1), superscripts, '^')}√${grouped(part(0))}`;
    case 'mtable':
      return parts.map((row) => read($, row).trim()).join('; ');
    case 'mtr':
    case 'mlabeledtr':
      return parts.map((cell) => read($, cell).trim()).join(' ');
    default:
      return parts.map((child) => read($, child)).join('');
  }
}

/** Readable Unicode for the markup of one `<math>` element. */
export function mathText(math: string): string {
  const $ = load(math, null, false);
  const root = $('math').first();
  if (root.length === 0) {
    return '';
  }
  return (
    read($, root[0] as Element)
      // A function applied to its argument reads "sin x", "cl A", "sin(x)"; the other invisible
      // operators (invisible times, separator, plus) carry no text.
      // (MathML puts the application inside a scripted name: "sin² x", "lim_(n→∞) aₙ".)
      .replace(/\u2061((?:[\u00B2\u00B3\u00B9\u2070-\u209F\u1D62-\u1D6A]|[_^]\([^)]*\)|[_^][^\s(])+)/g, '$1\u2061')
      .replace(/\u2061(?=\s*[([{|‖⟨⌊⌈])/g, '')
      .replace(/\u2061/g, ' ')
      .replace(/[\u2062-\u2064]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/\( /g, '(')
      .replace(/ \)/g, ')')
      .replace(/ ([,;])/g, '$1')
      .trim()
  );
}

/**
 * Readable Unicode for one TeX formula (the part between the dollars). A formula KaTeX rejects
 * keeps its source: the maths step reports it, with its place in the file.
 */
export function texToUnicode(tex: string): string {
  let mathml: string;
  try {
    mathml = typeset(tex, {output: 'mathml'});
  } catch {
    return tex;
  }
  return mathText(mathml);
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
