/**
 * Pandoc's citation syntax in a run of text, with the place of each citation and key so that an
 * unknown key can be reported at its file:line:col:
 * - bracketed: `[@munkres2000, Theorem 26.8]`, `[see @kreyszig1978, §2.5; @rudin1976, Ch. 8]`,
 *   `[-@rudin1976]` (the author left out, when the sentence names them);
 * - in the text: `@folland1999`, `@folland1999 [§2.5–2.6]`, `@{key with spaces}`.
 * A key starts with a letter, digit or "_" and may hold ":.#$%&-+?<>~/" between such characters, so
 * the full stop after `@munkres2000.` ends the sentence, not the key. An "@" after a letter or
 * digit (an e-mail address) or after a backslash (`\@`) starts no citation.
 */
import type {Place} from './bibliography';

type CitationItem = {
  readonly key: string;
  /** Words before the key inside brackets: "see". */
  readonly prefix: string;
  /** What follows the key (after its comma): "Theorem 26.8", "§2.5", "Ch. 8". */
  readonly locator: string;
  /** `-@key`: the year alone, the sentence names the author. */
  readonly suppressAuthor: boolean;
  /** Where the item's "@" is. */
  readonly place: Place;
};

export type Citation = {
  readonly form: 'bracketed' | 'in-text';
  readonly items: readonly CitationItem[];
  /** The citation as written. */
  readonly source: string;
  /** Where it starts and (exclusive) ends. */
  readonly start: Place;
  readonly end: Place;
};

const keyPattern = String.raw`[\p{L}\p{N}_](?:[\p{L}\p{N}_]|[:.#$%&\-+?<>~/](?=[\p{L}\p{N}_]))*`;
/** A key after its "@", plain or in braces. */
const keyAt = new RegExp(String.raw`@(?:\{([^{}]+)\}|(${keyPattern}))`, 'uy');
const wordCharacter = /[\p{L}\p{N}_]/u;

/** Place of `offset` in `text`, when `text` itself starts at `origin`. */
function placeIn(text: string, offset: number, origin: Place): Place {
  const before = text.slice(0, offset);
  const lineBreak = before.lastIndexOf('\n');
  const lines = before.split('\n').length - 1;
  return {
    line: origin.line + lines,
    column: lineBreak === -1 ? origin.column + offset : offset - lineBreak,
    offset: origin.offset + offset,
  };
}

/** Whether an "@" at `offset` can start a citation (not `\@`, not inside a word such as an e-mail address). */
function startsCitation(text: string, offset: number): boolean {
  const before = text[offset - 1];
  return before === undefined || (before !== '\\' && !wordCharacter.test(before));
}

/** The key at `offset` (an "@"), with where it ends. */
function keyAtOffset(text: string, offset: number): {key: string; end: number} | undefined {
  keyAt.lastIndex = offset;
  const match = keyAt.exec(text);
  if (!match || !startsCitation(text, offset)) {
    return undefined;
  }
  return {key: (match[1] ?? match[2])!, end: offset + match[0].length};
}

/** The offset of the "]" closing the "[" at `open`, skipping nested brackets and escapes. */
function closingBracket(text: string, open: number): number | undefined {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '\\') {
      index += 1;
    } else if (text[index] === '[') {
      depth += 1;
    } else if (text[index] === ']') {
      depth -= 1;
      if (depth === 0) {
        return index;
      }
    }
  }
  return undefined;
}

/** The items of a bracketed citation (`inner` starts at `innerOffset` of `text`), or undefined if it is not one. */
function bracketedItems(text: string, inner: string, innerOffset: number, origin: Place): CitationItem[] | undefined {
  const items: CitationItem[] = [];
  let itemStart = 0;
  for (const part of inner.split(';')) {
    const at = [...part.matchAll(/-?@/g)].find((match) =>
      keyAtOffset(text, innerOffset + itemStart + match.index + (match[0].length - 1)),
    );
    if (!at) {
      return undefined;
    }
    const atOffset = innerOffset + itemStart + at.index + (at[0].length - 1);
    const found = keyAtOffset(text, atOffset)!;
    const after = text.slice(found.end, innerOffset + itemStart + part.length);
    items.push({
      key: found.key,
      prefix: part.slice(0, at.index).trim(),
      locator: after.replace(/^\s*,/, '').trim(),
      suppressAuthor: at[0] === '-@',
      place: placeIn(text, atOffset, origin),
    });
    itemStart += part.length + 1;
  }
  return items;
}

/**
 * The citations in `text`, in order. `origin` is where `text` starts in its file (line and column
 * from 1), so that places are the file's.
 */
export function parseCitations(text: string, origin: Place = {line: 1, column: 1, offset: 0}): Citation[] {
  const citations: Citation[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '[' && text[index - 1] !== '!') {
      const close = closingBracket(text, index);
      const linkOrReference = close !== undefined && (text[close + 1] === '(' || text[close + 1] === '[');
      const items =
        close === undefined || linkOrReference
          ? undefined
          : bracketedItems(text, text.slice(index + 1, close), index + 1, origin);
      if (items && close !== undefined) {
        citations.push({
          form: 'bracketed',
          items,
          source: text.slice(index, close + 1),
          start: placeIn(text, index, origin),
          end: placeIn(text, close + 1, origin),
        });
        index = close + 1;
        continue;
      }
    }
    if (char === '@') {
      const found = keyAtOffset(text, index);
      if (found) {
        let end = found.end;
        let locator = '';
        const bracket = /^ ?\[/.exec(text.slice(end));
        if (bracket) {
          const open = end + bracket[0].length - 1;
          const close = closingBracket(text, open);
          if (close !== undefined && !/@/.test(text.slice(open, close)) && text[close + 1] !== '(') {
            locator = text.slice(open + 1, close).trim();
            end = close + 1;
          }
        }
        citations.push({
          form: 'in-text',
          items: [{key: found.key, prefix: '', locator, suppressAuthor: false, place: placeIn(text, index, origin)}],
          source: text.slice(index, end),
          start: placeIn(text, index, origin),
          end: placeIn(text, end, origin),
        });
        index = end;
        continue;
      }
    }
    index += 1;
  }
  return citations;
}

/**
 * The citation in a statement's `source` attribute, written as the inside of a bracketed citation
 * (the block shows its source in brackets already): `source="@munkres2000, Theorem 26.8"`,
 * `source="compare @kreyszig1978, §2.5"`, `source="@mertens1874; @hardy2008, Theorem 328"`. A source
 * that cites no entry ("written for this page") is none. `origin` is where the value starts in its file.
 */
export function parseSource(source: string, origin: Place = {line: 1, column: 1, offset: 0}): Citation | undefined {
  // Read as "[" + source + "]", one column to the left, so that places are the value's.
  const shifted = {line: origin.line, column: origin.column - 1, offset: origin.offset - 1};
  const [citation, ...more] = parseCitations(`[${source}]`, shifted);
  if (!citation || citation.form !== 'bracketed' || more.length > 0 || citation.source.length !== source.length + 2) {
    return undefined;
  }
  return {...citation, source};
}
