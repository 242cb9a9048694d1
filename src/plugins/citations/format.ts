/**
 * The site's citation style, chosen once (`citationStyle`), and the formatting of entries and
 * citations in it, as HTML and as plain text.
 *
 * Author–year: "[Munkres 2000, Theorem 26.8]", in a sentence "Folland (1999, §2.5)". The notes
 * already name the author ("Munkres, Theorem 26.8"); a name and a year read the same on a page, in
 * the print edition and on the bibliography page, with no number that depends on which list the
 * entry is in. Entries follow the AMS's order and punctuation with the year after the names:
 * "Munkres, James R. (2000). *Topology*, 2nd ed. Prentice Hall, Upper Saddle River, NJ.
 * ISBN 0-13-181629-2.", the DOI and the ISBN each a link. Locators are kept as written ("Theorem 26.8", "§2.5", "Ch. 8").
 */
import {fieldText, type BibEntry} from './bibtex';
import {parseNames, type PersonName} from './names';
import type {Citation} from './syntax';
import {splitFormulas} from './tex';

/** The style, chosen once: its name and the punctuation of a bracketed citation. */
const citationStyle = {name: 'author-year', open: '[', close: ']', itemSeparator: '; '} as const;

/** A formatted text: plain runs, formulas, emphasis, bold (volumes) and links (DOIs, ISBNs). */
type Piece =
  | {readonly kind: 'text'; readonly text: string}
  | {readonly kind: 'math'; readonly tex: string}
  | {readonly kind: 'emphasis' | 'strong'; readonly pieces: readonly Piece[]}
  | {readonly kind: 'link'; readonly href: string; readonly pieces: readonly Piece[]};

export type OutputOptions = {
  /** Plain text of a formula (the site reads TeX as Unicode); by default its TeX between dollars. */
  readonly mathToText?: (tex: string) => string;
};

const text = (value: string): Piece => ({kind: 'text', text: value});

/** A decoded field value as pieces: formulas apart from the text around them. */
function valuePieces(value: string): Piece[] {
  return splitFormulas(value).map((part) => (part.math ? {kind: 'math', tex: part.text} : text(part.text)));
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function toHtml(pieces: readonly Piece[]): string {
  return pieces
    .map((piece) => {
      switch (piece.kind) {
        case 'text':
          return escapeHtml(piece.text);
        case 'math':
          return `<span class="math math-inline">${escapeHtml(piece.tex)}</span>`;
        case 'emphasis':
          return `<i>${toHtml(piece.pieces)}</i>`;
        case 'strong':
          return `<b>${toHtml(piece.pieces)}</b>`;
        case 'link':
          return `<a href="${escapeHtml(piece.href)}">${toHtml(piece.pieces)}</a>`;
      }
    })
    .join('');
}

function toText(pieces: readonly Piece[], options: OutputOptions): string {
  const mathToText = options.mathToText ?? ((tex: string) => `$${tex}$`);
  return pieces
    .map((piece) =>
      piece.kind === 'text' ? piece.text : piece.kind === 'math' ? mathToText(piece.tex) : toText(piece.pieces, options),
    )
    .join('');
}

function familyWithParticle(name: PersonName): string {
  return name.particle ? `${name.particle} ${name.family}` : name.family;
}

/** "Munkres, James R."; "Lanford, Oscar E., III". */
function invertedName(name: PersonName): string {
  return [familyWithParticle(name), name.given, name.suffix].filter(Boolean).join(', ');
}

/** "E. M. Wright"; "Oscar E. Lanford III". */
function naturalName(name: PersonName): string {
  return [name.given, familyWithParticle(name), name.suffix].filter(Boolean).join(' ');
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** The entry's authors (or, without them, its editors). */
function creators(entry: BibEntry): {names: readonly PersonName[]; others: boolean; editors: boolean} {
  const author = entry.fields.get('author');
  const field = author ?? entry.fields.get('editor');
  const list = field ? parseNames(field.value) : {names: [], others: false};
  return {...list, editors: author === undefined && field !== undefined};
}

/** "2nd ed."; a non-numeric edition ("Revised") as written. */
function editionText(edition: string): string {
  if (/^\d+$/.test(edition)) {
    const number = Number(edition);
    const suffix = number % 100 >= 11 && number % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][number % 10] ?? 'th');
    return `${number}${suffix} ed.`;
  }
  return /\bed(\.|ition)/i.test(edition) ? edition : `${edition} ed.`;
}

/**
 * Where an ISBN leads: the book's record at Open Library, a catalogue no seller keeps, which knows
 * an ISBN-10 and an ISBN-13 alike (the reader's browser goes there; the site fetches nothing).
 */
function isbnLink(isbn: string): string {
  return `https://openlibrary.org/isbn/${isbn.replace(/[^0-9Xx]/g, '').toUpperCase()}`;
}

function entryPieces(entry: BibEntry): Piece[] {
  const field = (name: string) => fieldText(entry, name);
  const {names, others, editors} = creators(entry);
  const people = names.map((name, index) => (index === 0 ? invertedName(name) : naturalName(name)));
  const byline = others ? `${people.join(', ')} et al.` : joinNames(people);
  const pieces: Piece[] = [
    text(`${byline}${editors ? (names.length > 1 ? ' (eds.)' : ' (ed.)') : ''} (${field('year') ?? 'n.d.'}). `),
  ];
  const title = field('title') ?? '';
  const sentenceEnd = (value: string) => (/[.?!]$/.test(value) ? '' : '.');
  if (entry.type === 'article') {
    pieces.push(...valuePieces(title), text(`${sentenceEnd(title)} `));
    pieces.push({kind: 'emphasis', pieces: valuePieces(field('journal') ?? '')});
    const volume = field('volume');
    if (volume) {
      pieces.push(text(' '), {kind: 'strong', pieces: [text(volume)]});
    }
    const number = field('number');
    pieces.push(text(`${number ? `(${number})` : ''}${field('pages') ? `, ${field('pages')}` : ''}.`));
  } else {
    const booktitle = field('booktitle');
    if (booktitle) {
      pieces.push(...valuePieces(title), text('. In '), {kind: 'emphasis', pieces: valuePieces(booktitle)});
    } else {
      pieces.push({kind: 'emphasis', pieces: valuePieces(title)});
    }
    const details = [
      field('edition') && editionText(field('edition')!),
      field('series'),
      field('pages') && `pp. ${field('pages')!}`,
    ].filter(Boolean);
    const where = [field('publisher') ?? field('school') ?? field('institution'), field('address')].filter(Boolean).join(', ');
    const detailText = details.length > 0 ? `, ${details.join(', ')}` : '';
    pieces.push(text(`${detailText}${detailText.endsWith('.') ? '' : '.'}${where ? ` ${where}.` : ''}`));
  }
  const note = field('note');
  if (note) {
    pieces.push(text(' '), ...valuePieces(note), text(sentenceEnd(note)));
  }
  const doi = entry.fields.get('doi')?.value;
  const isbn = entry.fields.get('isbn')?.value;
  if (doi) {
    pieces.push(text(' '), {kind: 'link', href: `https://doi.org/${doi}`, pieces: [text(`doi:${doi}`)]}, text('.'));
  }
  if (isbn) {
    pieces.push(text(' '), {kind: 'link', href: isbnLink(isbn), pieces: [text(`ISBN ${isbn}`)]}, text('.'));
  }
  return pieces;
}

/** The entry in the site's style, as HTML (formulas as `<span class="math math-inline">`, for the maths step). */
export function formatEntryHtml(entry: BibEntry): string {
  return toHtml(entryPieces(entry));
}

/** The entry in the site's style, as plain text (feeds, meta text, search). */
export function formatEntryText(entry: BibEntry, options: OutputOptions = {}): string {
  return toText(entryPieces(entry), options);
}

/** The names a citation shows: "Munkres", "Hardy and Wright", "Graham et al.". */
function citedNames(entry: BibEntry): string {
  const {names, others} = creators(entry);
  const families = names.map(familyWithParticle);
  if (families.length === 0) {
    return fieldText(entry, 'title') ?? entry.key;
  }
  return families.length > 2 || others ? `${families[0]!} et al.` : families.join(' and ');
}

export type CitationLabel = {readonly names: string; readonly year: string};

/**
 * Each entry's label: its names and its year, with "a", "b", ... after the year where two entries
 * would read the same ("Strogatz 1994a", "Strogatz 1994b", in the order of the entries' keys).
 */
export function citationLabels(entries: readonly BibEntry[]): Map<string, CitationLabel> {
  const labels = new Map<string, CitationLabel>();
  const groups = new Map<string, BibEntry[]>();
  for (const entry of entries) {
    const label = {names: citedNames(entry), year: fieldText(entry, 'year') ?? 'n.d.'};
    const same = `${label.names}\u0000${label.year}`;
    groups.set(same, [...(groups.get(same) ?? []), entry]);
    labels.set(entry.key, label);
  }
  for (const group of groups.values()) {
    if (group.length > 1) {
      [...group]
        .sort((a, b) => a.key.localeCompare(b.key))
        .forEach((entry, index) => {
          const label = labels.get(entry.key)!;
          labels.set(entry.key, {...label, year: `${label.year}${String.fromCharCode(97 + index)}`});
        });
    }
  }
  return labels;
}

/** A run of a formatted citation: plain text, or the text that names one item and links to its entry. */
export type CitationPart = {readonly text: string; readonly item?: number};

/**
 * A citation in runs: "[", "Munkres 2000, Theorem 26.8" (item 0), "; ", "Kreyszig 1978, §2.5" (item 1), "]";
 * in a sentence "Folland (1999, §2.5–2.6)" (item 0). A prefix ("see") stays outside its item's run. A
 * key without a label (unknown) is shown as written, "@key", so the page still reads; the check reports it.
 */
export function citationParts(citation: Citation, labels: ReadonlyMap<string, CitationLabel>): CitationPart[] {
  if (citation.form === 'in-text') {
    const item = citation.items[0]!;
    const label = labels.get(item.key);
    const shown = label ? `${label.names} (${label.year}${item.locator ? `, ${item.locator}` : ''})` : `@${item.key}`;
    return [{text: shown, item: 0}];
  }
  const parts: CitationPart[] = [{text: citationStyle.open}];
  citation.items.forEach((item, index) => {
    if (index > 0) {
      parts.push({text: citationStyle.itemSeparator});
    }
    if (item.prefix) {
      parts.push({text: `${item.prefix} `});
    }
    const label = labels.get(item.key);
    const cited = label ? (item.suppressAuthor ? label.year : `${label.names} ${label.year}`) : `@${item.key}`;
    parts.push({text: `${cited}${item.locator ? `, ${item.locator}` : ''}`, item: index});
  });
  parts.push({text: citationStyle.close});
  return parts;
}

/** A statement's source (../syntax.ts, `parseSource`) in runs, without the brackets its block puts around it. */
export function sourceParts(citation: Citation, labels: ReadonlyMap<string, CitationLabel>): CitationPart[] {
  return citationParts(citation, labels).slice(1, -1);
}

/**
 * A citation as text: "[Munkres 2000, Theorem 26.8]", "[Kreyszig 1978, §2.5; Rudin 1976, Ch. 8]";
 * in a sentence "Folland (1999)", "Folland (1999, §2.5–2.6)".
 */
export function formatCitation(citation: Citation, labels: ReadonlyMap<string, CitationLabel>): string {
  return citationParts(citation, labels)
    .map((part) => part.text)
    .join('');
}

/** Entries in the order of a reference list: by family name, then given name, then year and title. */
export function sortEntries(entries: readonly BibEntry[]): BibEntry[] {
  const sortKey = (entry: BibEntry) => {
    const first = creators(entry).names[0];
    return [
      first?.family ?? fieldText(entry, 'title') ?? '',
      first?.given ?? '',
      fieldText(entry, 'year') ?? '',
      fieldText(entry, 'title') ?? '',
    ];
  };
  const collator = new Intl.Collator('en', {sensitivity: 'base'});
  return [...entries].sort((a, b) => {
    const [left, right] = [sortKey(a), sortKey(b)];
    for (let index = 0; index < left.length; index += 1) {
      const order = collator.compare(left[index]!, right[index]!);
      if (order !== 0) {
        return order;
      }
    }
    return 0;
  });
}
