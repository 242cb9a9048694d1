import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {parseBibtex, validIsbn, fieldText, type BibEntry} from '../../src/plugins/citations/bibtex';
import {decodeTex} from '../../src/plugins/citations/tex';
import {parseNames} from '../../src/plugins/citations/names';
import {parseCitations} from '../../src/plugins/citations/syntax';
import {citationLabels, formatCitation, formatEntryHtml, formatEntryText, sortEntries} from '../../src/plugins/citations/format';
import {closestKeys, problemLine, uncitedEntries, unknownKeys} from '../../src/plugins/citations/check';

const siteBibliography = new URL('../../src/data/bibliography.bib', import.meta.url);

function entry(bibtex: string): BibEntry {
  const {entries, problems} = parseBibtex(bibtex);
  assert.deepEqual(problems, []);
  assert.equal(entries.length, 1);
  return entries[0]!;
}

const munkres = `@book{munkres2000,
  author    = {Munkres, James R.},
  title     = {Topology},
  edition   = {2},
  publisher = {Prentice Hall},
  address   = {Upper Saddle River, NJ},
  year      = {2000},
  isbn      = {0-13-181629-2},
}`;

test("the site's bibliography reads without a problem, every key in the author+year form", async () => {
  const {entries, problems} = parseBibtex(await readFile(siteBibliography, 'utf8'));
  assert.deepEqual(
    problems.map((problem) => problemLine('src/data/bibliography.bib', problem)),
    [],
  );
  assert.ok(entries.length >= 20);
  for (const entry of entries) {
    const family = parseNames(entry.fields.get('author')!.value).names[0]!.family;
    const expected = `${family.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}${fieldText(entry, 'year')!}`;
    assert.equal(entry.key, expected, `the key of ${entry.key}`);
  }
  for (const key of [
    'munkres2000',
    'kreyszig1978',
    'rudin1976',
    'folland1999',
    'hardy2008',
    'halmos1960',
    'strogatz2015',
    'aigner2018',
  ]) {
    assert.ok(
      entries.some((entry) => entry.key === key),
      key,
    );
  }
});

test('BibTeX values: braces, quotes, numbers, @string macros joined with #, months; @comment and @preamble skipped', () => {
  const {entries, problems} = parseBibtex(`Text outside entries is a comment.
@string{ams = "American Mathematical Society"}
@preamble{"\\newcommand{\\noop}[1]{}"}
@comment{@book{ignored, title = {x}}}
@article(lanford1982,
  author = "Lanford, III, Oscar E.",
  title = "A computer-assisted proof of the {Feigenbaum} conjectures",
  journal = "Bulletin of the " # ams,
  volume = 6, month = may, year = 1982
)`);
  assert.deepEqual(problems, []);
  assert.equal(entries.length, 1);
  const lanford = entries[0]!;
  assert.equal(lanford.type, 'article');
  assert.equal(fieldText(lanford, 'journal'), 'Bulletin of the American Mathematical Society');
  assert.equal(fieldText(lanford, 'title'), 'A computer-assisted proof of the Feigenbaum conjectures');
  assert.equal(fieldText(lanford, 'volume'), '6');
  assert.equal(fieldText(lanford, 'month'), '5');
  assert.deepEqual(lanford.place, {line: 5, column: 1, offset: lanford.place.offset});
  assert.equal(lanford.keyPlace.line, 5);
  assert.equal(lanford.keyPlace.column, 10);
});

test('a malformed entry is reported at its file:line:col and the entries after it are still read', () => {
  const {entries, problems} = parseBibtex(`@book{first, author = {A, B}, title = {T}, publisher = {P}, year = {2000}}

@book{broken,
  author = {Someone, An},
  title = {Unclosed,
  year = 1999,

@book{after, author = {C, D}, title = {U}, publisher = {Q}, year = {2001}}
@book{nocomma author = {E, F}}
@book{bare, title = undefinedmacro}
`);
  assert.deepEqual(
    entries.map((entry) => entry.key),
    ['first', 'after'],
  );
  assert.deepEqual(
    problems.map((problem) => problemLine('refs.bib', problem)),
    [
      'refs.bib:5:11: error: Malformed BibTeX entry: a value in braces is not closed. [malformed-entry]',
      'refs.bib:9:15: error: Malformed BibTeX entry: expected "," after the key "nocomma", found "a". [malformed-entry]',
      'refs.bib:10:21: error: Malformed BibTeX entry: "undefinedmacro" is not a defined @string (a value needs braces or quotes). [malformed-entry]',
    ],
  );
});

test('a duplicate key points at the first entry; a duplicate field, a missing field, a wrong ISBN or DOI are errors', () => {
  const {entries, problems} = parseBibtex(`${munkres}
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
      ['duplicate-field', '11:44'],
      ['invalid-isbn', '11:95'],
      ['missing-field', '12:10'],
      ['invalid-doi', '12:66'],
    ],
  );
  assert.match(problems[0]!.reason, /The key "Munkres2000" is used twice; the first entry is at line 1, column 7\./);
  assert.match(problems[3]!.reason, /has no "journal" field/);
});

test('ISBN check digits, ISBN-10 and ISBN-13', () => {
  assert.ok(validIsbn('0-13-181629-2'));
  assert.ok(validIsbn('0-07-054235-X'));
  assert.ok(validIsbn('978-0-19-921986-5'));
  assert.ok(!validIsbn('978-0-19-921986-4'));
  assert.ok(!validIsbn('0-13-181629'));
});

test('TeX in values reads as text; formulas are kept for the maths step', () => {
  assert.equal(
    decodeTex('Journal f{\\"u}r die reine und angewandte Mathematik'),
    'Journal für die reine und angewandte Mathematik',
  );
  assert.equal(
    decodeTex('Erd\\H{o}s, Erd{\\H o}s, \\v{C}ech, \\v Cech, G\\"odel, Poincar\\\'e'),
    'Erdős, Erdős, Čech, Čech, Gödel, Poincaré',
  );
  assert.equal(decodeTex('Stra\\ss e, {\\o}ystein, \\c{c}a, Ho\\~{n}'), 'Straße, øystein, ça, Hoñ');
  assert.equal(decodeTex("pp. 25--52 --- and ``15'' `puzzle'"), "pp. 25–52 — and “15” ‘puzzle'");
  assert.equal(decodeTex('Proofs from {THE BOOK} \\& more, \\emph{sic}'), 'Proofs from THE BOOK & more, sic');
  assert.equal(decodeTex('Three times $\\pi^2/6$ and {$\\ell^p$} spaces'), 'Three times $\\pi^2/6$ and $\\ell^p$ spaces');
  assert.equal(decodeTex('Costs \\$5~each'), 'Costs $5\u00A0each');
});

test("names: BibTeX's three forms, particles, suffixes, braces as one word, others", () => {
  assert.deepEqual(parseNames('Munkres, James R.').names, [{given: 'James R.', particle: '', family: 'Munkres', suffix: ''}]);
  assert.deepEqual(parseNames('Lanford, III, Oscar E.').names, [
    {given: 'Oscar E.', particle: '', family: 'Lanford', suffix: 'III'},
  ]);
  assert.deepEqual(parseNames("Charles Jean de la Vall{\\'e}e Poussin").names, [
    {given: 'Charles Jean', particle: 'de la', family: 'Vallée Poussin', suffix: ''},
  ]);
  assert.deepEqual(parseNames('van der Waerden, B. L.').names, [
    {given: 'B. L.', particle: 'van der', family: 'Waerden', suffix: ''},
  ]);
  const list = parseNames('Graham, Ronald L. and Donald E. Knuth AND {Barnes and Noble} and others');
  assert.deepEqual(
    list.names.map((name) => name.family),
    ['Graham', 'Knuth', 'Barnes and Noble'],
  );
  assert.ok(list.others);
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

test('entries in the author-year style, as text and as HTML', () => {
  assert.equal(
    formatEntryText(entry(munkres)),
    'Munkres, James R. (2000). Topology, 2nd ed. Prentice Hall, Upper Saddle River, NJ. ISBN 0-13-181629-2.',
  );
  assert.equal(
    formatEntryHtml(entry(munkres)),
    'Munkres, James R. (2000). <i>Topology</i>, 2nd ed. Prentice Hall, Upper Saddle River, NJ. ' +
      '<a href="https://openlibrary.org/isbn/0131816292">ISBN 0-13-181629-2</a>.',
  );
  // An ISBN-10 ending in X, and an entry with both a DOI and an ISBN, each a link.
  const both = entry(
    `@book{x1976, author = {R, W}, title = {T}, publisher = {P}, year = {1976}, doi = {10.1000/x}, isbn = {0-07-054235-X}}`,
  );
  assert.equal(
    formatEntryHtml(both),
    'R, W (1976). <i>T</i>. P. <a href="https://doi.org/10.1000/x">doi:10.1000/x</a>. ' +
      '<a href="https://openlibrary.org/isbn/007054235X">ISBN 0-07-054235-X</a>.',
  );
  const article = entry(`@article{li1975,
  author = {Li, Tien-Yien and Yorke, James A.}, title = {Period three implies chaos},
  journal = {The American Mathematical Monthly}, volume = {82}, number = {10}, pages = {985--992}, year = {1975},
  doi = {10.1080/00029890.1975.11994008}}`);
  assert.equal(
    formatEntryHtml(article),
    'Li, Tien-Yien and James A. Yorke (1975). Period three implies chaos. <i>The American Mathematical Monthly</i> <b>82</b>(10), 985–992. ' +
      '<a href="https://doi.org/10.1080/00029890.1975.11994008">doi:10.1080/00029890.1975.11994008</a>.',
  );
  const withFormula = entry(
    `@book{x2001, editor = {Smith, A. and Jones, B.}, title = {On $\\ell^p$ \\& <others>}, edition = {Revised}, publisher = {P}, year = {2001}}`,
  );
  assert.equal(formatEntryText(withFormula), 'Smith, A. and B. Jones (eds.) (2001). On $\\ell^p$ & <others>, Revised ed. P.');
  assert.equal(
    formatEntryText(withFormula, {mathToText: (tex) => (tex === '\\ell^p' ? 'ℓᵖ' : tex)}),
    'Smith, A. and B. Jones (eds.) (2001). On ℓᵖ & <others>, Revised ed. P.',
  );
  assert.equal(
    formatEntryHtml(withFormula),
    'Smith, A. and B. Jones (eds.) (2001). <i>On <span class="math math-inline">\\ell^p</span> &amp; &lt;others&gt;</i>, Revised ed. P.',
  );
});

test('citations with their locators; same names and year get a, b; an unknown key reads as written', async () => {
  const {entries} = parseBibtex(await readFile(siteBibliography, 'utf8'));
  const labels = citationLabels(entries);
  const format = (text: string) => parseCitations(text).map((citation) => formatCitation(citation, labels));
  assert.deepEqual(format('[@munkres2000, Theorem 26.8] [@kreyszig1978, §2.5; @rudin1976, Ch. 8] [-@rudin1976, Theorem 3.34]'), [
    '[Munkres 2000, Theorem 26.8]',
    '[Kreyszig 1978, §2.5; Rudin 1976, Ch. 8]',
    '[1976, Theorem 3.34]',
  ]);
  assert.deepEqual(format('@folland1999 [§2.5–2.6], @hardy2008 and @graham1994, [see @aigner2018]'), [
    'Folland (1999, §2.5–2.6)',
    'Hardy and Wright (2008)',
    'Graham et al. (1994)',
    '[see Aigner and Ziegler 2018]',
  ]);
  assert.deepEqual(format('[@munkres2001, Theorem 1]'), ['[@munkres2001, Theorem 1]']);
  const twins = parseBibtex(`@book{strogatz1994b, author = {Strogatz, S.}, title = {B}, publisher = {P}, year = {1994}}
@book{strogatz1994a, author = {Strogatz, S.}, title = {A}, publisher = {P}, year = {1994}}`).entries;
  assert.deepEqual(
    [...citationLabels(twins)].map(([key, label]) => `${key}: ${label.names} ${label.year}`),
    ['strogatz1994b: Strogatz 1994b', 'strogatz1994a: Strogatz 1994a'],
  );
});

test('a reference list is sorted by family name, then year', async () => {
  const {entries} = parseBibtex(await readFile(siteBibliography, 'utf8'));
  const order = sortEntries(entries).map((entry) => entry.key);
  assert.ok(order.indexOf('aigner2018') < order.indexOf('munkres2000'));
  assert.ok(order.indexOf('strogatz2015') > order.indexOf('singer1978'));
});

test('an unknown key is an error at its place, with the closest known keys; an entry nobody cites is a warning', () => {
  const {entries} = parseBibtex(`${munkres}
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
