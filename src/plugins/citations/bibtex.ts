/**
 * Reads the site's BibTeX file: its entries with the place of each (for errors as file:line:col),
 * and the problems an owner can act on: a malformed entry, a repeated key or field, a missing
 * field the style needs, an ISBN whose check digit is wrong, a DOI that is not one.
 *
 * It reads what a BibTeX file holds: `@type{key, field = value, ...}` with values in braces, in
 * quotes, numbers or `@string` macros joined by `#`; `@string`, `@preamble` and `@comment`; any
 * text outside an entry is a comment, as for BibTeX. A malformed entry is reported and skipped,
 * and reading goes on at the next `@`, so one slip does not hide the rest of the file.
 * Values keep their TeX; `texToText` (./tex.ts) reads them.
 */
import {decodeTex} from './tex';

export type Place = {readonly line: number; readonly column: number; readonly offset: number};

type BibField = {readonly name: string; readonly value: string; readonly place: Place};

export type BibEntry = {
  /** The entry type, lower case: "book", "article", ... */
  readonly type: string;
  readonly key: string;
  /** Field names are lower case. */
  readonly fields: ReadonlyMap<string, BibField>;
  /** Where the entry starts (its `@`). */
  readonly place: Place;
  /** Where its key is written. */
  readonly keyPlace: Place;
};

export type BibProblem = {
  readonly severity: 'error' | 'warning';
  readonly ruleId: 'malformed-entry' | 'duplicate-key' | 'duplicate-field' | 'missing-field' | 'invalid-isbn' | 'invalid-doi';
  readonly reason: string;
  readonly place: Place;
};

export type Bibliography = {readonly entries: readonly BibEntry[]; readonly problems: readonly BibProblem[]};

/** The fields an entry of each type needs for the site's style; other types need author or editor, title and year. */
const requiredFields: Readonly<Record<string, readonly (readonly string[])[]>> = {
  book: [['author', 'editor'], ['title'], ['publisher'], ['year']],
  article: [['author'], ['title'], ['journal'], ['year']],
  incollection: [['author'], ['title'], ['booktitle'], ['publisher'], ['year']],
  inproceedings: [['author'], ['title'], ['booktitle'], ['year']],
  phdthesis: [['author'], ['title'], ['school'], ['year']],
  mastersthesis: [['author'], ['title'], ['school'], ['year']],
};
const defaultRequired: readonly (readonly string[])[] = [['author', 'editor'], ['title'], ['year']];

/** The month macros every BibTeX style defines. */
const monthMacros = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

class Malformed extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Line and column (both from 1) of each offset of `text`. */
function placeAt(text: string, offset: number): Place {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return {line, column: offset - lineStart + 1, offset};
}

const identifier = /[^\s"#%'(),={}]+/y;

class Reader {
  offset = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.offset < this.text.length && /\s/.test(this.text[this.offset]!)) {
      this.offset += 1;
    }
  }

  peek(): string | undefined {
    return this.text[this.offset];
  }

  expect(char: string, what: string): void {
    this.skipSpace();
    if (this.peek() !== char) {
      throw new Malformed(`expected ${what}, found ${this.describeHere()}`, this.offset);
    }
    this.offset += 1;
  }

  describeHere(): string {
    const char = this.peek();
    if (char === undefined) {
      return 'the end of the file';
    }
    return char === '@' ? 'the start of another entry ("@")' : `"${char}"`;
  }

  identifier(what: string): string {
    this.skipSpace();
    identifier.lastIndex = this.offset;
    const match = identifier.exec(this.text);
    if (!match || match[0].startsWith('@')) {
      throw new Malformed(`expected ${what}, found ${this.describeHere()}`, this.offset);
    }
    this.offset += match[0].length;
    return match[0];
  }

  /** A value in braces, without the outer braces; braces inside must balance. */
  braced(): string {
    const start = this.offset;
    let depth = 0;
    for (let index = this.offset; index < this.text.length; index += 1) {
      const char = this.text[index];
      if (char === '\\') {
        index += 1;
      } else if (char === '{') {
        depth += 1;
      } else if (char === '}') {
        depth -= 1;
        if (depth === 0) {
          this.offset = index + 1;
          return this.text.slice(start + 1, index);
        }
      } else if (char === '@' && depth === 1 && /^\n\s*$/.test(this.lineBefore(index))) {
        break;
      }
    }
    throw new Malformed('a value in braces is not closed', start);
  }

  /** A value in quotes; quotes inside braces do not end it. */
  quoted(): string {
    const start = this.offset;
    let depth = 0;
    for (let index = this.offset + 1; index < this.text.length; index += 1) {
      const char = this.text[index];
      if (char === '\\') {
        index += 1;
      } else if (char === '{') {
        depth += 1;
      } else if (char === '}') {
        depth -= 1;
      } else if (char === '"' && depth === 0) {
        this.offset = index + 1;
        return this.text.slice(start + 1, index);
      } else if (char === '@' && /^\n\s*$/.test(this.lineBefore(index))) {
        break;
      }
    }
    throw new Malformed('a value in quotes is not closed', start);
  }

  /** The text from the previous line break to `index` (a `@` at the start of a line begins an entry). */
  private lineBefore(index: number): string {
    const lineStart = this.text.lastIndexOf('\n', index - 1);
    return lineStart === -1 ? '' : this.text.slice(lineStart, index);
  }
}

/** Splits `text` into BibTeX entries, reporting each malformed one and going on after it. */
export function parseBibtex(text: string): Bibliography {
  const reader = new Reader(text);
  const macros = new Map<string, string>(monthMacros.map((month, index) => [month, String(index + 1)]));
  const entries: BibEntry[] = [];
  const problems: BibProblem[] = [];
  const firstOfKey = new Map<string, BibEntry>();
  const problem = (ruleId: BibProblem['ruleId'], reason: string, offset: number, severity: BibProblem['severity'] = 'error') =>
    problems.push({severity, ruleId, reason, place: placeAt(text, offset)});

  const value = (): string => {
    let joined = '';
    for (;;) {
      reader.skipSpace();
      const char = reader.peek();
      if (char === '{') {
        joined += reader.braced();
      } else if (char === '"') {
        joined += reader.quoted();
      } else if (char !== undefined && /[0-9]/.test(char)) {
        joined += reader.identifier('a number');
      } else {
        const at = reader.offset;
        const name = reader.identifier('a value (in braces, in quotes, a number or a @string name)');
        const expanded = macros.get(name.toLowerCase());
        if (expanded === undefined) {
          throw new Malformed(`"${name}" is not a defined @string (a value needs braces or quotes)`, at);
        }
        joined += expanded;
      }
      reader.skipSpace();
      if (reader.peek() !== '#') {
        return joined;
      }
      reader.offset += 1;
    }
  };

  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', reader.offset)) {
    reader.offset = at + 1;
    try {
      const type = reader.identifier('an entry type after "@"').toLowerCase();
      if (type === 'comment') {
        reader.skipSpace();
        if (reader.peek() === '{') {
          reader.braced();
        }
        continue;
      }
      reader.skipSpace();
      const open = reader.peek();
      if (open !== '{' && open !== '(') {
        throw new Malformed(`expected "{" after @${type}, found ${reader.describeHere()}`, reader.offset);
      }
      reader.offset += 1;
      const close = open === '{' ? '}' : ')';
      if (type === 'preamble') {
        value();
        reader.expect(close, `"${close}" closing the @preamble`);
        continue;
      }
      if (type === 'string') {
        const name = reader.identifier('a @string name');
        reader.expect('=', `"=" after the @string name "${name}"`);
        macros.set(name.toLowerCase(), value());
        reader.expect(close, `"${close}" closing the @string`);
        continue;
      }
      reader.skipSpace();
      const keyOffset = reader.offset;
      const key = reader.identifier(`the key of the @${type} entry`);
      reader.expect(',', `"," after the key "${key}"`);
      const fields = new Map<string, BibField>();
      for (;;) {
        reader.skipSpace();
        if (reader.peek() === close) {
          reader.offset += 1;
          break;
        }
        const fieldOffset = reader.offset;
        const name = reader.identifier(`a field name or "${close}" closing the entry "${key}"`).toLowerCase();
        reader.expect('=', `"=" after the field name "${name}" in "${key}"`);
        const fieldValue = value();
        if (fields.has(name)) {
          problem('duplicate-field', `The entry "${key}" has the field "${name}" twice; BibTeX keeps the first.`, fieldOffset);
        } else {
          fields.set(name, {name, value: fieldValue, place: placeAt(text, fieldOffset)});
        }
        reader.skipSpace();
        if (reader.peek() === ',') {
          reader.offset += 1;
        } else if (reader.peek() !== close) {
          throw new Malformed(
            `expected "," or "${close}" after the field "${name}" in "${key}", found ${reader.describeHere()}`,
            reader.offset,
          );
        }
      }
      const entry: BibEntry = {type, key, fields, place: placeAt(text, at), keyPlace: placeAt(text, keyOffset)};
      const first = firstOfKey.get(key.toLowerCase());
      if (first) {
        problem(
          'duplicate-key',
          `The key "${key}" is used twice; the first entry is at line ${first.keyPlace.line}, column ${first.keyPlace.column}.`,
          keyOffset,
        );
        continue;
      }
      firstOfKey.set(key.toLowerCase(), entry);
      entries.push(entry);
      problems.push(...fieldProblems(entry));
    } catch (error) {
      if (!(error instanceof Malformed)) {
        throw error;
      }
      problem('malformed-entry', `Malformed BibTeX entry: ${error.message}.`, error.offset);
      reader.offset = Math.max(error.offset, at + 1);
    }
  }
  return {entries, problems};
}

function fieldProblems(entry: BibEntry): BibProblem[] {
  const problems: BibProblem[] = [];
  for (const alternatives of requiredFields[entry.type] ?? defaultRequired) {
    if (!alternatives.some((name) => entry.fields.has(name))) {
      problems.push({
        severity: 'error',
        ruleId: 'missing-field',
        reason: `The @${entry.type} entry "${entry.key}" has no ${alternatives.map((name) => `"${name}"`).join(' or ')} field.`,
        place: entry.keyPlace,
      });
    }
  }
  const isbn = entry.fields.get('isbn');
  if (isbn && !validIsbn(isbn.value)) {
    problems.push({
      severity: 'error',
      ruleId: 'invalid-isbn',
      reason: `The ISBN "${isbn.value}" of "${entry.key}" is not a valid ISBN-10 or ISBN-13 (its check digit does not match).`,
      place: isbn.place,
    });
  }
  const doi = entry.fields.get('doi');
  if (doi && !/^10\.\d{4,9}\/\S+$/.test(doi.value)) {
    problems.push({
      severity: 'error',
      ruleId: 'invalid-doi',
      reason: `The DOI "${doi.value}" of "${entry.key}" is not a DOI (10.<registrant>/<suffix>, without "https://doi.org/").`,
      place: doi.place,
    });
  }
  return problems;
}

/** Whether `isbn` (hyphens and spaces allowed) is an ISBN-10 or ISBN-13 with the right check digit. */
export function validIsbn(isbn: string): boolean {
  const digits = isbn.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(digits)) {
    const sum = [...digits].reduce((total, char, index) => total + (10 - index) * (char === 'X' ? 10 : Number(char)), 0);
    return sum % 11 === 0;
  }
  if (/^97[89]\d{10}$/.test(digits)) {
    const sum = [...digits].reduce((total, char, index) => total + (index % 2 === 0 ? 1 : 3) * Number(char), 0);
    return sum % 10 === 0;
  }
  return false;
}

/** A field's value as text (TeX accents and dashes read as Unicode, `$…$` kept), or undefined. */
export function fieldText(entry: BibEntry, name: string): string | undefined {
  const field = entry.fields.get(name);
  return field === undefined ? undefined : decodeTex(field.value);
}
