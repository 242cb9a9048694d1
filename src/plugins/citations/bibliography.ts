/**
 * The site's bibliography read with a library of the field: @retorquere/bibtex-parser, the parser of
 * Better BibTeX for Zotero, reads BibTeX and biblatex as LaTeX does (`@string` and month macros, crossref
 * and xdata inheritance, biblatex `date`, accents and LaTeX commands as Unicode, braces that protect case,
 * names with particles and suffixes). What it reads becomes CSL-JSON, the input of every CSL style
 * (./style.ts formats it with citeproc-js).
 *
 * What is the site's own: where each entry, key and field is (for errors at file:line:col), and the
 * checks an owner can act on: an entry the library cannot read or a command it does not know (an
 * error: the library does not guess, so neither does the site), a repeated key, a field the entry
 * needs, an ISBN whose check digit is wrong, a DOI that is not one.
 */
import {parse, type Creator, type Entry} from '@retorquere/bibtex-parser';

export type Place = {readonly line: number; readonly column: number; readonly offset: number};

/** A name as CSL-JSON has it. */
type CslName = {
  readonly family?: string;
  readonly given?: string;
  readonly 'non-dropping-particle'?: string;
  readonly suffix?: string;
  readonly literal?: string;
};

/** An entry as CSL-JSON, the input of citeproc (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html). */
export type CslItem = {
  readonly id: string;
  readonly type: string;
  readonly [variable: string]: unknown;
};

export type BibEntry = {
  readonly key: string;
  /** The entry type as written, lower case: "book", "article", ... */
  readonly type: string;
  readonly item: CslItem;
  /** Where the entry starts (its `@`) and where its key is written. */
  readonly place: Place;
  readonly keyPlace: Place;
};

export type BibProblem = {
  readonly severity: 'error' | 'warning';
  readonly ruleId:
    'malformed-entry' | 'unreadable-tex' | 'duplicate-key' | 'duplicate-field' | 'missing-field' | 'invalid-isbn' | 'invalid-doi';
  readonly reason: string;
  readonly place: Place;
};

export type Bibliography = {readonly entries: readonly BibEntry[]; readonly problems: readonly BibProblem[]};

/** The CSL type of each BibTeX and biblatex entry type; any other is a "document". */
const cslTypes: Readonly<Record<string, string>> = {
  article: 'article-journal',
  book: 'book',
  mvbook: 'book',
  collection: 'book',
  mvcollection: 'book',
  proceedings: 'book',
  mvproceedings: 'book',
  reference: 'book',
  manual: 'book',
  booklet: 'pamphlet',
  inbook: 'chapter',
  bookinbook: 'chapter',
  incollection: 'chapter',
  inreference: 'entry-encyclopedia',
  inproceedings: 'paper-conference',
  conference: 'paper-conference',
  thesis: 'thesis',
  phdthesis: 'thesis',
  mastersthesis: 'thesis',
  report: 'report',
  techreport: 'report',
  online: 'webpage',
  www: 'webpage',
  unpublished: 'manuscript',
  patent: 'patent',
};

/** The genre BibTeX's thesis types imply when the entry gives no `type`. */
const thesisGenres: Readonly<Record<string, string>> = {phdthesis: 'PhD thesis', mastersthesis: "Master's thesis"};

/** The fields each entry type needs to be cited; other types need a creator, a title and a date. */
const requiredFields: Readonly<Record<string, readonly (readonly string[])[]>> = {
  book: [['author', 'editor'], ['title'], ['publisher'], ['year', 'date']],
  article: [['author'], ['title'], ['journal', 'journaltitle'], ['year', 'date']],
  incollection: [['author'], ['title'], ['booktitle'], ['publisher'], ['year', 'date']],
  inproceedings: [['author'], ['title'], ['booktitle'], ['year', 'date']],
  phdthesis: [['author'], ['title'], ['school', 'institution'], ['year', 'date']],
  mastersthesis: [['author'], ['title'], ['school', 'institution'], ['year', 'date']],
};
const defaultRequired: readonly (readonly string[])[] = [['author', 'editor'], ['title'], ['year', 'date']];

/** Line and column (both from 1) of an offset of `text`. */
function placeAt(text: string, offset: number): Place {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {line: before.split('\n').length, column: offset - lineStart + 1, offset};
}

function cslName(creator: Creator): CslName {
  if (creator.name !== undefined) {
    return {literal: creator.name};
  }
  return {
    ...(creator.lastName ? {family: creator.lastName} : {}),
    ...(creator.firstName ? {given: creator.firstName} : {}),
    ...(creator.prefix ? {'non-dropping-particle': creator.prefix} : {}),
    ...(creator.suffix ? {suffix: creator.suffix} : {}),
  };
}

/** A biblatex date ("2000", "2000-05", "2000-05-17", a range "2008/2009"), or a year and a month, as CSL date parts. */
function issued(fields: Entry['fields']): {'date-parts': number[][]} | {literal: string} | undefined {
  const date = fields.date ?? (fields.year ? `${fields.year}${fields.month ? `-${fields.month}` : ''}` : undefined);
  if (date === undefined) {
    return undefined;
  }
  const ends = date.split('/').map((end) => end.match(/^(\d{1,4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?$/));
  if (ends.some((end) => end === null)) {
    return {literal: date};
  }
  return {'date-parts': ends.map((end) => end!.slice(1).filter(Boolean).map(Number))};
}

const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('; ') : value);

/** Strings in Unicode's composed form: the library writes `{\\'e}` as "e" and a combining accent, which search and sorting would read apart from "é". */
function nfc<T>(value: T): T {
  if (typeof value === 'string') {
    return value.normalize('NFC') as T;
  }
  if (Array.isArray(value)) {
    return value.map(nfc) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, nfc(inner)])) as T;
  }
  return value;
}

/** What the library read, as CSL-JSON. */
function cslItem(entry: Entry): CslItem {
  const fields = entry.fields;
  const type = cslTypes[entry.type] ?? 'document';
  const names = (creators: Creator[] | undefined) => creators?.map(cslName);
  const title = fields.subtitle ? `${fields.title ?? ''}: ${fields.subtitle}` : fields.title;
  const container = fields.journaltitle ?? fields.journal ?? fields.booktitle ?? fields.maintitle;
  const item: Record<string, unknown> = {
    id: entry.key,
    type,
    author: names(fields.author),
    editor: names(fields.editor),
    translator: names(fields.translator),
    title,
    'container-title': container,
    'collection-title': fields.series,
    volume: fields.volume,
    // A journal's issue; in a book, its number in the series.
    [type === 'article-journal' ? 'issue' : 'collection-number']: fields.number ?? fields.issue,
    page: fields.pages,
    edition: fields.edition,
    publisher: list(fields.publisher) ?? list(fields.school) ?? list(fields.institution) ?? list(fields.organization),
    'publisher-place': list(fields.location) ?? fields.address,
    genre: fields.type ?? thesisGenres[entry.type],
    'chapter-number': fields.chapter,
    issued: issued(fields),
    DOI: fields.doi,
    ISBN: fields.isbn,
    ISSN: fields.issn,
    URL: fields.url,
    note: fields.note,
    language: fields.langid ?? fields.language,
  };
  return nfc(Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined && value !== ''))) as CslItem;
}

/** Whether an ISBN-10 or ISBN-13's check digit matches. */
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

/** The site's checks of one entry the library read: the fields it needs, its ISBN and its DOI. */
function entryProblems(entry: Entry, fieldPlace: (name: string) => Place, keyPlace: Place): BibProblem[] {
  const problems: BibProblem[] = [];
  const has = (name: string) => {
    const value = entry.fields[name as keyof Entry['fields']];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value.trim() !== '';
  };
  for (const choices of requiredFields[entry.type] ?? defaultRequired) {
    if (!choices.some(has)) {
      problems.push({
        severity: 'error',
        ruleId: 'missing-field',
        reason: `The ${entry.type} "${entry.key}" has no ${choices.join(' or ')}.`,
        place: keyPlace,
      });
    }
  }
  const {isbn, doi} = entry.fields;
  if (isbn !== undefined && !validIsbn(isbn)) {
    problems.push({
      severity: 'error',
      ruleId: 'invalid-isbn',
      reason: `The ISBN "${isbn}" of "${entry.key}" is not a valid ISBN-10 or ISBN-13 (its check digit does not match).`,
      place: fieldPlace('isbn'),
    });
  }
  if (doi !== undefined && !/^10\.\d{4,9}\/\S+$/.test(doi)) {
    problems.push({
      severity: 'error',
      ruleId: 'invalid-doi',
      reason: `The DOI "${doi}" of "${entry.key}" is not a DOI (10.<registrant>/<suffix>, without "https://doi.org/").`,
      place: fieldPlace('doi'),
    });
  }
  return problems;
}

/** Where a problem the library reports is: the text it names (an entry, a value), else the place it gives. */
function errorPlace(text: string, error: {error: string; input?: string}): Place {
  if (error.input) {
    const at = text.indexOf(error.input);
    if (at !== -1) {
      return placeAt(text, at);
    }
  }
  // "Unresolved @string reference "name"": where the name is used as a value.
  const named = /"([^"\n]+)"/.exec(error.error)?.[1];
  const used =
    named === undefined ? -1 : text.search(new RegExp(String.raw`=\s*${named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`));
  if (used !== -1) {
    return placeAt(text, used + text.slice(used).indexOf(named!));
  }
  const given = /at line (\d+), column (\d+)/.exec(error.error);
  if (!given) {
    return placeAt(text, 0);
  }
  const lineStart =
    text
      .split('\n')
      .slice(0, Number(given[1]) - 1)
      .join('\n').length + 1;
  return placeAt(text, Math.min(text.length, lineStart + Number(given[2]) - 1));
}

/** Reads a .bib file's text: its entries as CSL-JSON with their places, and the problems an owner can act on. */
export function readBibliography(text: string): Bibliography {
  const problems: BibProblem[] = [];
  // Titles stay as written (no sentence-casing): the style decides their case, and braces still protect it.
  const library = parse(text, {sentenceCase: false, english: false});
  const errorOffsets: number[] = [];
  for (const error of library.errors) {
    const tex = error.error.startsWith('unhandled');
    const place = errorPlace(text, error);
    errorOffsets.push(place.offset);
    problems.push({
      severity: 'error',
      ruleId: tex ? 'unreadable-tex' : 'malformed-entry',
      reason: tex
        ? `The bibliography reader does not know the LaTeX in "${error.input ?? ''}" (${error.error}): write the character itself, or a command it knows.`
        : `This entry cannot be read: ${error.error.replace(/ at line \d+, column \d+/, '').replace(/\s+/g, ' ')}.`,
      place,
    });
  }
  const entries: BibEntry[] = [];
  const firstPlace = new Map<string, Place>();
  let searchFrom = 0;
  for (const entry of library.entries) {
    const start = entry.input === '' ? -1 : text.indexOf(entry.input, searchFrom);
    if (start === -1 || errorOffsets.some((offset) => offset >= start && offset < start + entry.input.length)) {
      // An entry the library could not read whole, reported above: what it made of the rest is not the owner's entry.
      continue;
    }
    searchFrom = start + entry.input.length;
    const keyPlace = placeAt(text, start + Math.max(0, entry.input.indexOf(entry.key)));
    const fieldPlace = (name: string, occurrence = 0) => {
      const field = [...entry.input.matchAll(new RegExp(String.raw`\b${name}\s*=\s*[{"]?`, 'gi'))][occurrence];
      return field ? placeAt(text, start + field.index + field[0].length) : keyPlace;
    };
    // BibTeX's keys are not case-sensitive: "Munkres2000" repeats "munkres2000".
    const first = firstPlace.get(entry.key.toLowerCase());
    if (first) {
      problems.push({
        severity: 'error',
        ruleId: 'duplicate-key',
        reason: `The key "${entry.key}" is used twice; the first entry is at line ${first.line}, column ${first.column}.`,
        place: keyPlace,
      });
      continue;
    }
    firstPlace.set(entry.key.toLowerCase(), keyPlace);
    for (const name of Object.keys(entry.fields)) {
      const repeated = /^(.+)\+duplicate-(\d+)$/.exec(name);
      if (repeated) {
        problems.push({
          severity: 'error',
          ruleId: 'duplicate-field',
          reason: `The entry "${entry.key}" gives the field "${repeated[1]}" more than once; only the first would be read.`,
          place: fieldPlace(repeated[1]!, Number(repeated[2])),
        });
      }
    }
    problems.push(...entryProblems(entry, fieldPlace, keyPlace));
    entries.push({key: entry.key, type: entry.type, item: cslItem(entry), place: placeAt(text, start), keyPlace});
  }
  return {entries, problems};
}
