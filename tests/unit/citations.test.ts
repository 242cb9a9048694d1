/**
 * Citations on the field's libraries: the bibliography read by @retorquere/bibtex-parser
 * (src/plugins/citations/bibliography.ts), formatted in a CSL style by citeproc-js (style.ts), and the
 * site's own parts: Pandoc's syntax, the checks and their places. The cases are those reference managers
 * and publishers export (crossref, biblatex dates, @string, accents, `{\relax Ch}`, an "@" at the start of
 * a line inside a value, protected acronyms, particles and suffixes).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {plugins} from '@citation-js/core';
import {readBibliography, validIsbn, type BibEntry} from '../../src/plugins/citations/bibliography';
import {parseCitations} from '../../src/plugins/citations/syntax';
import {citationText, createFormatter} from '../../src/plugins/citations/style';
import {closestKeys, problemLine, uncitedEntries, unknownKeys} from '../../src/plugins/citations/check';
import {citationSettings} from '../../src/data/citations';

const siteFile = (file: string) => new URL(`../../${file}`, import.meta.url);
const siteStyle = await readFile(siteFile(citationSettings.style), 'utf8');
/** A second style, one citation-js ships: what switching the config's style does. */
const apa = plugins.config.get('@csl').styles.get('apa')!;

const munkres = `@book{munkres2000,
  author    = {Munkres, James R.},
  title     = {Topology},
  edition   = {2},
  publisher = {Prentice Hall},
  address   = {Upper Saddle River, NJ},
  year      = {2000},
  isbn      = {0-13-181629-2},
}`;

/** What reference managers and publishers export, each a case the hand-written reader got wrong. */
const exported = String.raw`@string{ams = {American Mathematical Society}}
@proceedings{li2002,
  editor = {Li, Tatsien}, title = {Proceedings of the {International} {Congress} of Mathematicians},
  publisher = ams, address = {Beijing}, year = {2002}}
@inproceedings{poussin2002,
  author = {de la Vall{\'e}e Poussin, Charles-Jean and Lanford, III, Oscar E.},
  title = {On the {KAM} theorem in {Banach} spaces}, crossref = {li2002}, pages = {1--10}}
@article{hermite2000,
  author = {{\relax Ch}arles Hermite and {\'E}mile Picard},
  title = {Sur la fonction exponentielle \textasciitilde{} {\"U}ber alles},
  journal = {Comptes rendus}, date = {2000-05}, volume = 77,
  note = {A note whose second line
@ starts with an at sign}}
@book{knuth1997, author = {Knuth, Donald E.}, title = {the art of computer programming: {MIX} and fundamental algorithms},
  publisher = {Addison-Wesley}, year = {1997}, edition = {3}, month = jan}
`;

function read(bibtex: string): readonly BibEntry[] {
  const {entries, problems} = readBibliography(bibtex);
  assert.deepEqual(
    problems.map((problem) => problemLine('refs.bib', problem)),
    [],
  );
  return entries;
}

test("the site's bibliography reads without a problem, every key in the author+year form", async () => {
  const {entries, problems} = readBibliography(await readFile(siteFile(citationSettings.bibliography), 'utf8'));
  assert.deepEqual(
    problems.map((problem) => problemLine(citationSettings.bibliography, problem)),
    [],
  );
  assert.ok(entries.length > 0);
  for (const {key, item} of entries) {
    const [first] = (item.author ?? item.editor) as {family: string}[];
    const year = (item.issued as {'date-parts': number[][]})['date-parts'][0]![0];
    const expected = `${first!.family.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}${year}`;
    assert.equal(key, expected, `the key of ${key}`);
  }
});

test('what reference managers export reads as LaTeX means it: crossref, dates, @string, accents, names, braces', () => {
  const items = new Map(read(exported).map((entry) => [entry.key, entry.item]));
  const poussin = items.get('poussin2002')!;
  // crossref: the proceedings' title, editor, publisher and year are the paper's.
  assert.equal(poussin['container-title'], 'Proceedings of the International Congress of Mathematicians');
  assert.deepEqual(poussin.issued, {'date-parts': [[2002]]});
  assert.equal(poussin.publisher, 'American Mathematical Society');
  assert.deepEqual(poussin.author, [
    {family: 'Vallée Poussin', given: 'Charles-Jean', 'non-dropping-particle': 'de la'},
    {family: 'Lanford', given: 'Oscar E.', suffix: 'III'},
  ]);
  const hermite = items.get('hermite2000')!;
  assert.deepEqual(hermite.author, [
    {family: 'Hermite', given: 'Charles'},
    {family: 'Picard', given: 'Émile'},
  ]);
  assert.deepEqual(hermite.issued, {'date-parts': [[2000, 5]]});
  assert.match(hermite.title as string, /^Sur la fonction exponentielle ~ .*Über.* alles$/);
  assert.equal(hermite.note, 'A note whose second line @ starts with an at sign');
  assert.deepEqual(items.get('knuth1997')!.issued, {'date-parts': [[1997, 1]]});
});

test('each exported entry in the site style: title case with protected words kept, particles, suffixes, editors', () => {
  const formatter = createFormatter(read(exported), siteStyle);
  const text = (key: string) => formatter.entries.get(key)!.text;
  assert.equal(
    text('poussin2002'),
    'de la Vallée Poussin, Charles-Jean and Oscar E. Lanford III (2002). On the KAM theorem in Banach spaces. ' +
      'In Proceedings of the International Congress of Mathematicians (Tatsien Li, ed.), pp. 1–10. American Mathematical Society.',
  );
  assert.equal(
    text('li2002'),
    'Li, Tatsien (ed.) (2002). Proceedings of the International Congress of Mathematicians. American Mathematical Society, Beijing.',
  );
  assert.match(
    text('hermite2000'),
    /^Hermite, Charles and Émile Picard \(2000\)\. Sur la fonction exponentielle ~ Über alles\. Comptes rendus 77\. A note whose second line @ starts with an at sign\.$/,
  );
  // A book's title in title case, its braced acronym as written.
  assert.equal(
    text('knuth1997'),
    'Knuth, Donald E. (1997). The Art of Computer Programming: MIX and Fundamental Algorithms, 3rd ed. Addison-Wesley.',
  );
  assert.equal(
    formatter.entries.get('knuth1997')!.html.startsWith('Knuth, Donald E. (1997). <i>The Art of Computer Programming'),
    true,
  );
  assert.deepEqual(
    [...formatter.entries.values()].map((entry) => entry.label),
    ['de la Vallée Poussin and Lanford 2002', 'Hermite and Picard 2000', 'Knuth 1997', 'Li 2002'],
  );
});

test('a DOI links to doi.org in HTML; an entry missing its title prints no empty sentence and is an error', () => {
  const {entries, problems} = readBibliography(`@article{feigenbaum1978, author = {Feigenbaum, Mitchell J.},
  title = {Quantitative universality for a class of nonlinear transformations}, journal = {Journal of Statistical Physics},
  volume = {19}, number = {1}, pages = {25--52}, year = {1978}, doi = {10.1007/BF01020332}}
@book{nobody2000, author = {Nobody, Anne}, title = {}, publisher = {P}, year = {2000}}`);
  assert.deepEqual(
    problems.map((problem) => problemLine('refs.bib', problem)),
    ['refs.bib:4:7: error: The book "nobody2000" has no title. [missing-field]'],
  );
  const formatter = createFormatter(entries, siteStyle);
  assert.equal(
    formatter.entries.get('feigenbaum1978')!.html,
    'Feigenbaum, Mitchell J. (1978). Quantitative universality for a class of nonlinear transformations. ' +
      '<i>Journal of Statistical Physics</i> <b>19</b>(1), 25–52. <a href="https://doi.org/10.1007/BF01020332">https://doi.org/10.1007/BF01020332</a>.',
  );
  assert.doesNotMatch(formatter.entries.get('nobody2000')!.text, /\.\s*\./);
});

test('an entry the library cannot read is an error at its file:line:col, and the entries after it are still read', () => {
  const {entries, problems} = readBibliography(`@book{first, author = {A, B}, title = {T}, publisher = {P}, year = {2000}}

@book{broken,
  author = {Someone, An},
  title = {Unclosed,
  year = 1999,

@book{after, author = {C, D}, title = {U}, publisher = {Q}, year = {2001}}
@book{bare, author = {C, D}, title = undefinedmacro, publisher = {Q}, year = {2001}}
@book{tie, author = {C, D}, title = {A \\t{oo} tie}, publisher = {Q}, year = {2001}}
`);
  assert.deepEqual(
    entries.map((entry) => entry.key),
    ['first', 'after'],
  );
  assert.deepEqual(
    problems.map((problem) => [problem.ruleId, `${problem.place.line}:${problem.place.column}`]),
    [
      ['malformed-entry', '3:1'],
      ['malformed-entry', '9:38'],
      ['unreadable-tex', '10:40'],
    ],
  );
  assert.match(problems[1]!.reason, /undefinedmacro/);
  assert.match(problems[2]!.reason, /\\t\{oo\}/);
});

test('a duplicate key (in any case) points at the first entry; a repeated or missing field, a wrong ISBN or DOI are errors', () => {
  const {entries, problems} = readBibliography(`${munkres}
@book{Munkres2000, author = {Munkres, J.}, title = {Topology}, publisher = {P}, year = {1975}}
@book{twice, author = {A, B}, title = {T}, title = {T again}, publisher = {P}, year = {2000}, isbn = {0-13-181629-3}}
@article{nojournal, author = {A, B}, title = {T}, year = {2000}, doi = {https://doi.org/10.1/x}}
`);
  assert.deepEqual(
    entries.map((entry) => entry.key),
    ['munkres2000', 'twice', 'nojournal'],
  );
  assert.deepEqual(
    problems.map((problem) => [problem.ruleId, `${problem.place.line}:${problem.place.column}`]),
    [
      ['duplicate-key', '10:7'],
      ['duplicate-field', '11:53'],
      ['invalid-isbn', '11:103'],
      ['missing-field', '12:10'],
      ['invalid-doi', '12:73'],
    ],
  );
  assert.match(problems[0]!.reason, /The key "Munkres2000" is used twice; the first entry is at line 1, column 7\./);
  assert.match(problems[3]!.reason, /has no journal/);
});

test('ISBN check digits, ISBN-10 and ISBN-13', () => {
  assert.ok(validIsbn('0-13-181629-2'));
  assert.ok(validIsbn('0-07-054235-X'));
  assert.ok(validIsbn('978-0-19-921986-5'));
  assert.ok(!validIsbn('978-0-19-921986-4'));
  assert.ok(!validIsbn('0-13-181629'));
});

test('Pandoc citations: bracketed with locators, several, author suppressed, in-text with a locator, with places', () => {
  const text =
    'By [@munkres2000, Theorem 26.8], and\nsee [see @kreyszig1978, §2.5; -@rudin1976, Ch. 8]; @folland1999 [§2.5–2.6] and @hardy2008.';
  const citations = parseCitations(text, {line: 10, column: 3, offset: 200});
  assert.deepEqual(
    citations.map((citation) => [citation.form, citation.source, `${citation.start.line}:${citation.start.column}`]),
    [
      ['bracketed', '[@munkres2000, Theorem 26.8]', '10:6'],
      ['bracketed', '[see @kreyszig1978, §2.5; -@rudin1976, Ch. 8]', '11:5'],
      ['in-text', '@folland1999 [§2.5–2.6]', '11:52'],
      ['in-text', '@hardy2008', '11:80'],
    ],
  );
  assert.deepEqual(citations[1]!.items, [
    {key: 'kreyszig1978', prefix: 'see', locator: '§2.5', suppressAuthor: false, place: {line: 11, column: 10, offset: 246}},
    {key: 'rudin1976', prefix: '', locator: 'Ch. 8', suppressAuthor: true, place: {line: 11, column: 32, offset: 268}},
  ]);
  assert.equal(citations[0]!.items[0]!.place.offset, 204);
  assert.equal(citations[3]!.items[0]!.key, 'hardy2008', 'the full stop ends the sentence, not the key');
});

test('no citation: e-mail addresses, escaped @, links, brackets without a key, a key with an item missing it', () => {
  assert.deepEqual(parseCitations('write to owner@example.com or \\@munkres2000'), []);
  assert.deepEqual(
    parseCitations('[@munkres2000](https://example.com) and [a list]').map((citation) => citation.source),
    ['@munkres2000'],
  );
  assert.deepEqual(
    parseCitations('[Theorem 26.8; @munkres2000]').map((citation) => citation.form),
    ['in-text'],
  );
  assert.deepEqual(
    parseCitations('@{key with spaces} and @x:y-z.').map((citation) => citation.items[0]!.key),
    ['key with spaces', 'x:y-z'],
  );
});

test("citations in the site's style keep the owner's locators; a sentence's citation names the author once", async () => {
  const formatter = createFormatter(read(`${munkres}\n${exported}`), siteStyle);
  const format = (text: string) => parseCitations(text).map((citation) => citationText(formatter, citation));
  assert.deepEqual(format('[@munkres2000, Theorem 26.8] [see @li2002, §2.5; -@munkres2000, Ch. 8] [@knuth1997, p. 12]'), [
    '[Munkres 2000, Theorem 26.8]',
    '[see Li 2002, §2.5; 2000, Ch. 8]',
    '[Knuth 1997, p. 12]',
  ]);
  assert.deepEqual(format('@munkres2000 [§§23–29] and @poussin2002'), [
    'Munkres [2000, §§23–29]',
    'de la Vallée Poussin and Lanford [2002]',
  ]);
  // An unknown key reads as written, so that the page still reads; the checks report it.
  assert.deepEqual(format('[@munkres2001, Theorem 1]'), ['[@munkres2001, Theorem 1]']);
  // Each item is a run of its own, to link to its entry; a statement's source goes without the brackets.
  const [citation] = parseCitations('[see @li2002, §2.5; @munkres2000]');
  assert.deepEqual(formatter.citationParts(citation!), [
    {text: '['},
    {text: 'see '},
    {text: 'Li 2002, §2.5', item: 0},
    {text: '; '},
    {text: 'Munkres 2000', item: 1},
    {text: ']'},
  ]);
  assert.deepEqual(
    formatter.citationParts(citation!, {affixes: false}).map((part) => part.text),
    ['see ', 'Li 2002, §2.5', '; ', 'Munkres 2000'],
  );
});

test('another CSL style named in the config changes every citation and entry; locators stay as written', () => {
  const entries = read(`${munkres}\n${exported}`);
  const site = createFormatter(entries, siteStyle);
  const other = createFormatter(entries, apa);
  const format = (formatter: ReturnType<typeof createFormatter>, text: string) =>
    parseCitations(text).map((citation) => citationText(formatter, citation));
  const text = '[@munkres2000, Theorem 26.8] @poussin2002 [§3]';
  assert.deepEqual(format(other, text), ['(Munkres, 2000, Theorem 26.8)', 'de la Vallée Poussin & Lanford (2002, §3)']);
  assert.notDeepEqual(format(other, text), format(site, text));
  for (const [key, entry] of site.entries) {
    assert.notEqual(other.entries.get(key)!.text, entry.text, key);
  }
  assert.equal(other.entries.get('munkres2000')!.text, 'Munkres, J. R. (2000). Topology (2nd ed.). Prentice Hall.');
});

test('two entries by the same authors in the same year are told apart with a, b', () => {
  const formatter = createFormatter(
    read(`@book{strogatz1994b, author = {Strogatz, S.}, title = {B}, publisher = {P}, year = {1994}}
@book{strogatz1994a, author = {Strogatz, S.}, title = {A}, publisher = {P}, year = {1994}}`),
    siteStyle,
  );
  assert.deepEqual(
    [...formatter.entries].map(([key, entry]) => `${key}: ${entry.label}`),
    ['strogatz1994a: Strogatz 1994a', 'strogatz1994b: Strogatz 1994b'],
  );
});

test('a citation reads the same whenever it is formatted: the formatter keeps what citeproc made, in any order', async () => {
  const {entries} = readBibliography(await readFile(siteFile(citationSettings.bibliography), 'utf8'));
  const text = entries
    .map(({key}, index) => `[@${key}] [-@${key}, §${index + 1}] @${key} [see @${key}, p. ${index}; @${entries[0]!.key}]`)
    .join(' ');
  const citations = parseCitations(text);
  const texts = (formatter: ReturnType<typeof createFormatter>, order: typeof citations) =>
    new Map(order.map((citation) => [citation.source, citationText(formatter, citation)]));
  const kept = createFormatter(entries, siteStyle);
  const first = texts(kept, citations);
  // A fresh engine asked in the reverse order, and the first asked again: the same text for each.
  assert.deepEqual(texts(createFormatter(entries, siteStyle), [...citations].reverse()), first);
  assert.deepEqual(texts(kept, [...citations].reverse()), first);
  assert.equal(first.size, new Set(citations.map((citation) => citation.source)).size);
});

test('an unknown key is an error at its place, with the closest known keys; an entry nobody cites is a warning', () => {
  const {entries} = readBibliography(`${munkres}
@book{kreyszig1978, author = {Kreyszig, Erwin}, title = {Introductory Functional Analysis with Applications}, publisher = {Wiley}, year = {1978}}`);
  const citations = parseCitations('As in [@munkres200, Theorem 26.8] and @kreyszig1978.\nAlso [@zzz].', {
    line: 7,
    column: 1,
    offset: 0,
  });
  assert.deepEqual(
    unknownKeys(citations, entries).map((problem) => problemLine('blog/post.mdx', problem)),
    [
      'blog/post.mdx:7:8: error: Unknown citation key "munkres200": src/data/bibliography.bib has no entry with that key. Closest keys: munkres2000. [unknown-key]',
      'blog/post.mdx:8:7: error: Unknown citation key "zzz": src/data/bibliography.bib has no entry with that key. No key in the bibliography is close to it. [unknown-key]',
    ],
  );
  assert.deepEqual(closestKeys('Kreyszig1987', ['kreyszig1978', 'munkres2000', 'rudin1976']), ['kreyszig1978']);
  assert.deepEqual(
    uncitedEntries(entries, ['kreyszig1978']).map((problem) => problemLine('src/data/bibliography.bib', problem)),
    ['src/data/bibliography.bib:1:7: warning: The entry "munkres2000" is cited by no page. [uncited-entry]'],
  );
});
