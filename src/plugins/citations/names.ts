/**
 * BibTeX's names: a list joined by "and" (outside braces), each name in one of BibTeX's three
 * forms, "First von Last", "von Last, First" or "von Last, Jr, First". A braced group is one word
 * ("{Barnes and Noble}"), and "others" stands for "et al.".
 */
import {decodeTex} from './tex';

export type PersonName = {
  readonly given: string;
  /** The "von" part: "de", "van der". */
  readonly particle: string;
  readonly family: string;
  /** "Jr.", "III". */
  readonly suffix: string;
};

export type NameList = {readonly names: readonly PersonName[]; readonly others: boolean};

/** Splits at `separator` (a regular expression matching whole words) outside braces. */
function splitOutsideBraces(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
    } else if (depth === 0) {
      separator.lastIndex = index;
      const match = separator.exec(text);
      if (match) {
        parts.push(text.slice(start, index));
        start = index + match[0].length;
        index = start - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** A word starting with a lower-case letter (outside braces) is part of the "von" particle. */
function isLowerCase(word: string): boolean {
  const first = /^[^{\\]*?([A-Za-zÀ-ɏ])/.exec(word)?.[1];
  return first !== undefined && first === first.toLowerCase() && !word.startsWith('{');
}

function person(raw: string): PersonName {
  const parts = splitOutsideBraces(raw, /,/y);
  const text = (words: readonly string[]) => decodeTex(words.join(' '));
  if (parts.length === 1) {
    const words = splitOutsideBraces(raw, /\s+/y);
    const vonStart = words.findIndex((word, index) => index < words.length - 1 && isLowerCase(word));
    if (vonStart === -1) {
      return {given: text(words.slice(0, -1)), particle: '', family: text(words.slice(-1)), suffix: ''};
    }
    let vonEnd = vonStart;
    while (vonEnd + 1 < words.length - 1 && isLowerCase(words[vonEnd + 1]!)) {
      vonEnd += 1;
    }
    return {
      given: text(words.slice(0, vonStart)),
      particle: text(words.slice(vonStart, vonEnd + 1)),
      family: text(words.slice(vonEnd + 1)),
      suffix: '',
    };
  }
  const last = splitOutsideBraces(parts[0]!, /\s+/y);
  const familyStart = last.findIndex((word, index) => !isLowerCase(word) || index === last.length - 1);
  return {
    given: text(parts.slice(parts.length === 2 ? 1 : 2)),
    particle: text(last.slice(0, familyStart)),
    family: text(last.slice(familyStart)),
    suffix: parts.length > 2 ? text([parts[1]!]) : '',
  };
}

export function parseNames(value: string): NameList {
  const raw = splitOutsideBraces(value, /\s+and\s+/iy);
  const others = raw.at(-1)?.toLowerCase() === 'others';
  return {names: (others ? raw.slice(0, -1) : raw).map(person), others};
}
