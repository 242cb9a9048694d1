/**
 * The TeX of BibTeX values as text: accents (`{\"u}`, `\H{o}`, `\v c`), letters (`\ss`, `\o`),
 * escaped specials (`\&`), dashes (`--`, `---`), TeX quotes (``` `` ```, `''`), ties (`~`), and
 * braces (which protect case in BibTeX) dropped. Formulas (`$…$`) are kept as they are, for the
 * maths step to typeset or read as text.
 */

/** Combining marks of TeX's accent commands. */
const accents: Readonly<Record<string, string>> = {
  '"': '\u0308',
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  H: '\u030B',
  v: '\u030C',
  u: '\u0306',
  c: '\u0327',
  k: '\u0328',
  r: '\u030A',
  d: '\u0323',
  b: '\u0331',
};

const letters: Readonly<Record<string, string>> = {
  ss: 'ß',
  o: 'ø',
  O: 'Ø',
  ae: 'æ',
  AE: 'Æ',
  oe: 'œ',
  OE: 'Œ',
  aa: 'å',
  AA: 'Å',
  l: 'ł',
  L: 'Ł',
  i: 'ı',
  j: 'ȷ',
  dh: 'ð',
  DH: 'Ð',
  th: 'þ',
  TH: 'Þ',
  textendash: '–',
  textemdash: '—',
  textquoteleft: '‘',
  textquoteright: '’',
  textquotedblleft: '“',
  textquotedblright: '”',
  S: '§',
  P: '¶',
  dots: '…',
  ldots: '…',
  textregistered: '®',
  copyright: '©',
  textsection: '§',
};

/** Commands whose argument is kept as it is, without the formatting they stand for. */
const transparent = new Set([
  'emph',
  'textit',
  'textbf',
  'textsc',
  'textrm',
  'textsf',
  'texttt',
  'textup',
  'mbox',
  'url',
  'bibnamefont',
  'noopsort',
]);

const specials: Readonly<Record<string, string>> = {
  '&': '&',
  '%': '%',
  $: '$',
  '#': '#',
  _: '_',
  '{': '{',
  '}': '}',
  ' ': ' ',
  ',': '\u2009',
  '\\': ' ',
};

/** The argument after a command: a braced group, or a single character (after spaces). */
function argument(text: string, from: number): {value: string; end: number} {
  let index = from;
  while (text[index] === ' ') {
    index += 1;
  }
  if (text[index] === '{') {
    let depth = 0;
    for (let end = index; end < text.length; end += 1) {
      if (text[end] === '\\') {
        end += 1;
      } else if (text[end] === '{') {
        depth += 1;
      } else if (text[end] === '}') {
        depth -= 1;
        if (depth === 0) {
          return {value: text.slice(index + 1, end), end: end + 1};
        }
      }
    }
    return {value: text.slice(index + 1), end: text.length};
  }
  if (text[index] === '\\') {
    const word = /^\\([A-Za-z]+)/.exec(text.slice(index));
    if (word) {
      return {value: word[0], end: index + word[0].length};
    }
  }
  return {value: text[index] ?? '', end: Math.min(index + 1, text.length)};
}

/** TeX to text, outside formulas. */
function decodeText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length;) {
    const char = text[index]!;
    if (char === '\\') {
      const next = text[index + 1] ?? '';
      const word = /^[A-Za-z]+/.exec(text.slice(index + 1))?.[0];
      if (next in accents && !(word && word.length > 1)) {
        const {value, end} = argument(text, index + 2);
        const base = decodeText(value);
        out += (base.slice(0, 1) + accents[next]!).normalize('NFC') + base.slice(1);
        index = end;
      } else if (word !== undefined) {
        let end = index + 1 + word.length;
        if (word in letters) {
          out += letters[word]!;
          if (text[end] === '{' && text[end + 1] === '}') {
            end += 2;
          } else if (text[end] === ' ') {
            end += 1;
          }
          index = end;
        } else if (transparent.has(word)) {
          const {value, end: argumentEnd} = argument(text, end);
          out += decodeText(value);
          index = argumentEnd;
        } else {
          out += word;
          index = text[end] === ' ' ? end + 1 : end;
        }
      } else {
        out += specials[next] ?? next;
        index += 2;
      }
    } else if (char === '{' || char === '}') {
      index += 1;
    } else if (text.startsWith('---', index)) {
      out += '—';
      index += 3;
    } else if (text.startsWith('--', index)) {
      out += '–';
      index += 2;
    } else if (text.startsWith('``', index)) {
      out += '“';
      index += 2;
    } else if (text.startsWith("''", index)) {
      out += '”';
      index += 2;
    } else if (char === '`') {
      out += '‘';
      index += 1;
    } else if (char === '~') {
      out += '\u00A0';
      index += 1;
    } else if (/\s/.test(char)) {
      out += ' ';
      while (index < text.length && /\s/.test(text[index]!)) {
        index += 1;
      }
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** The formulas of a value (`$…$`, where `\$` is a dollar sign) and the text between them. */
export function splitFormulas(value: string): {readonly math: boolean; readonly text: string}[] {
  const parts: {math: boolean; text: string}[] = [];
  let start = 0;
  let open: number | undefined;
  for (let index = 0; index < value.length; index += 1) {
    if (value[index] === '\\') {
      index += 1;
    } else if (value[index] === '$') {
      if (open === undefined) {
        parts.push({math: false, text: value.slice(start, index)});
        open = index;
      } else {
        parts.push({math: true, text: value.slice(open + 1, index)});
        open = undefined;
        start = index + 1;
      }
    }
  }
  parts.push({math: false, text: value.slice(open ?? start)});
  return parts.filter((part) => part.math || part.text !== '');
}

/** A BibTeX value as text: TeX outside formulas decoded, formulas kept as `$…$`. */
export function decodeTex(value: string): string {
  return splitFormulas(value)
    .map((part) => (part.math ? `$${part.text}$` : decodeText(part.text)))
    .join('')
    .trim();
}
