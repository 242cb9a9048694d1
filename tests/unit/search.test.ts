import {notationListPageClass} from '../../src/plugins/notation/components';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {typeset} from '../../src/plugins/maths/typeset';
import {namesStatement, spellingTwins, withPlainJoins} from '../../src/plugins/lib/spelling';
import {nearestWord, siteVocabulary, typingDistance} from '../../src/plugins/search/near-miss';
import {
  beginsAWord,
  bodyExcerpt,
  lookupQuery,
  searchHits,
  type PagefindApi,
  type Vocabulary,
} from '../../src/plugins/search/client';
import {pageRecords} from '../../src/plugins/search/index';
import {notationRecords} from '../../src/plugins/search/notation';
import {parseMdx} from '../../src/plugins/lib/parse-mdx';
import {extractNotation} from '../../src/plugins/notation/extract';
import {buildNotationTable} from '../../src/plugins/notation/table';

test('dashes and apostrophes inside names get one spelling; other dashes stay', () => {
  assert.equal(withPlainJoins('Heine–Borel and Arzelà—Ascoli'), 'Heine-Borel and Arzelà-Ascoli');
  assert.equal(withPlainJoins('Zorn’s lemma'), "Zorn's lemma");
  assert.equal(withPlainJoins('pages 3 – 5, and so – on'), 'pages 3 – 5, and so – on');
});

test('a one-letter last word waits for its second letter', () => {
  assert.equal(lookupQuery('uniform l'), 'uniform');
  assert.equal(lookupQuery('u'), '');
  assert.equal(lookupQuery('Lemma 5'), 'Lemma 5');
  assert.equal(lookupQuery('Heine–Borel '), 'Heine-Borel');
});

test("a snippet is cut from the record's body, not its title, and marks words without their punctuation", () => {
  const title = 'Theorem 45 (One-point compactification) [Munkres, Theorem 29.1]';
  const body = 'A space X is locally compact Hausdorff &amp; so on (compact). Then Y is compact; done.';
  const words = `${title} ${body}`.split(' ');
  const at = (word: string) => words.flatMap((candidate, index) => (candidate.replace(/[^a-z]/gi, '') === word ? [index] : []));
  const locations = [...at('compactification'), ...at('compact')];
  const excerpt = bodyExcerpt(`${title} ${body}`, title, locations);
  assert.equal(
    excerpt,
    'A space X is locally <mark>compact</mark> Hausdorff &amp; so on (<mark>compact</mark>). Then Y is <mark>compact</mark>; done.',
  );
  // Pagefind may close a title with a full stop of its own; a match far into the body starts the snippet near it.
  const long = `Tube lemma. ${'word '.repeat(40)}tube &amp; end`;
  assert.equal(bodyExcerpt(long, 'Tube lemma', [1, 42], 6), '… word word word <mark>tube</mark> &amp; end');
  // A record with no body has no snippet.
  assert.equal(bodyExcerpt('Limits (§28).', 'Limits (§28)', [0]), '');
});

test('a query names a statement whatever its spelling', () => {
  const title = 'Theorem 36 (Heine-Borel) [Munkres, Theorem 27.3]';
  for (const query of ['Heine-Borel', 'heine borel', 'HeineBorel', 'Heine Borel theorem']) {
    assert.ok(namesStatement(query, title), query);
  }
  assert.ok(namesStatement('Minkowskis inequality', "Exercise 2 (Minkowski's inequality) [compare Kreyszig, §1.2]"));
  assert.ok(namesStatement('tube lemmas', 'Lemma 32 (Tube lemma) [Munkres, Lemma 26.8]'));
  assert.ok(namesStatement('Holder', 'Exercise 1 (Young and Hölder) [compare Kreyszig, §1.2]'));
  assert.ok(!namesStatement('Urysohn lemma', 'Theorem 20 (Urysohn metrization theorem) [Munkres, Theorem 34.1]'));
  assert.ok(!namesStatement('compact', 'Lemma 32 (Tube lemma) [Munkres, Lemma 26.8]'));
});

/** A built docs page, reduced to what the indexer reads. */
function builtPage(body: string, classes = 'docs-wrapper docs-doc-page'): string {
  return `<!doctype html><html lang="en" class="${classes}"><head><meta charset="utf-8">
<link rel="canonical" href="https://notes.example.com/docs/topology/compactness/"></head>
<body><nav>Site navigation</nav><main><article><div class="theme-doc-markdown markdown"><header><h1>Compactness</h1></header>${body}</div></article></main></body></html>`;
}

test('a page becomes its opening, its sections and its statements, each once, at their anchors', () => {
  const html = builtPage(`<p>Why compactness matters, by Heine–Borel.</p>
<h2 id="the-tube-lemma">The tube lemma<a href="#the-tube-lemma" class="hash-link">\u200b</a></h2>
<p>A product of compact spaces is compact; the slice ${typeset('\\{x_0\\} \\times Y')} helps.</p>
<div id="lemma-32" class="statement_x theorem-block"><p class="header_x"><span>Lemma 32</span><span> (Tube lemma)</span><span> [Munkres, Lemma 26.8]</span><span>.</span><a href="#lemma-32" class="hash-link">\u200b</a></p>
<div class="body_x"><p>Let ${typeset('N')} be open in ${typeset('X \\times Y')}.</p></div></div>
<h3 id="after">After</h3><p>More.</p>`);
  // Statements come from the cross-references plugin's statement table, as the build writes it.
  const statements = {
    '/docs/topology/compactness/': [
      {
        id: 'lemma-32',
        kind: 'Lemma' as const,
        number: '32',
        title: 'Tube lemma',
        source: 'Munkres, Lemma 26.8',
        html: `<p>Let ${typeset('N')} be open in ${typeset('X \\times Y')}.</p>`,
      },
    ],
  };
  const records = pageRecords(html, statements);
  assert.deepEqual(
    records.map((record) => record.url),
    [
      '/docs/topology/compactness/',
      '/docs/topology/compactness/#the-tube-lemma',
      '/docs/topology/compactness/#after',
      '/docs/topology/compactness/#lemma-32',
    ],
  );
  const [opening, section, , statement] = records.map((record) => record.html);
  assert.match(opening!, /<h1>Compactness<\/h1><p>Why compactness matters, by Heine-Borel\.<\/p>/);
  assert.doesNotMatch(opening!, /Site navigation|tube/);
  assert.match(section!, /<h1>The tube lemma<\/h1>/);
  assert.match(section!, /the slice <span>\{x₀\} × Y<\/span> helps/);
  // The statement is indexed as itself, not inside its section as well.
  assert.doesNotMatch(section!, /Lemma 32|Munkres/);
  assert.match(statement!, /<h1>Lemma 32 \(Tube lemma\) \[Munkres, Lemma 26\.8\]<\/h1><p>Let N be open in X × Y\.<\/p>/);
  assert.match(statement!, /data-pagefind-meta="kind:statement"/);
  assert.match(statement!, /data-pagefind-meta="page:Compactness"/);
  assert.doesNotMatch(records.map((record) => record.html).join(''), /\\times|katex/);
});

test('each bibliography entry is a record of its own at its anchor, titled by its citation', () => {
  const html = builtPage(`<p>The books the notes cite.</p>
<ul><li id="ref-munkres2000" class="entry_x bibliography-entry" data-search-title="Munkres 2000"><p>Munkres, James R. (2000). <i>Topology</i>, 2nd ed. Prentice Hall.</p>
<p>Cited in <a href="/docs/a#ref-munkres2000">Chapter 3 notes</a>.</p></li></ul>`);
  const records = pageRecords(html, {});
  assert.deepEqual(
    records.map((record) => record.url),
    ['/docs/topology/compactness/', '/docs/topology/compactness/#ref-munkres2000'],
  );
  const [opening, source] = records.map((record) => record.html);
  assert.doesNotMatch(opening!, /Prentice/);
  assert.match(
    source!,
    /<h1>Munkres 2000<\/h1><p>Munkres, James R\. \(2000\)\. Topology, 2nd ed\. Prentice Hall\.\s*Cited in Chapter 3 notes\.<\/p>/,
  );
  assert.match(source!, /data-pagefind-meta="kind:source"/);
  assert.match(source!, /data-pagefind-meta="page:Compactness"/);
});

test('each declared notation is a record of its own, named by its declaration, leading to its definition, titled by its symbol and meaning', () => {
  const source = `# Notes

<Example title="Topologies on the line">

The *$K$-topology* is generated by the intervals and the sets $(a, b) - K$.

<Notation tex="\\R_K">the real line with the $K$-topology</Notation>

</Example>

For a subset $A$ we write $A'$ for its limit points.
<Notation tex="A'">the set of limit points of $A$</Notation>
`;
  const file = '/site/docs/topology/notes.mdx';
  const {tree, file: vfile} = parseMdx(file, source);
  const page = {file, permalink: '/docs/topology/notes', title: 'Notes', area: ['Mathematics', 'Topology']};
  const {all} = buildNotationTable('/site', [{page, notation: extractNotation(tree, vfile)}]);
  assert.deepEqual(notationRecords(all), [
    {
      url: '/docs/topology/notes#notation-1',
      target: '/docs/topology/notes#example-1',
      heading: 'ℝ_K: the real line with the K-topology',
      body: 'Introduced in Example 1 (Topologies on the line).',
      page: 'Notes',
    },
    {
      url: '/docs/topology/notes#notation-2',
      target: '/docs/topology/notes#notation-2',
      heading: 'A′: the set of limit points of A',
      body: 'Introduced in the prose of Notes.',
      page: 'Notes',
    },
  ]);
});

test('a list of notation is indexed as a page, its symbols as readable text and its cells words apart', () => {
  const html = `<!doctype html><html lang="en" class="${notationListPageClass} plugin-id-default"><head><meta charset="utf-8">
<link rel="canonical" href="https://notes.example.com/notation/topology/"></head>
<body><nav>Site navigation</nav><main class="container"><div class="markdown"><h1>Notation: Topology</h1><p>The symbols Topology introduces.</p>
<form role="search" aria-label="Filter the notation"><label>Words</label><input type="search"><p aria-live="polite">1 symbols</p></form>
<table><thead><tr><th>Symbol</th><th>Meaning</th><th>Introduced in</th></tr></thead>
<tbody><tr class="notation-entry"><td>${typeset('\\R_K')}</td><td>the real line with the K-topology</td><td><a href="/docs/topology/notes#example-1">Example 1</a></td></tr></tbody></table></div></main></body></html>`;
  const records = pageRecords(html, {});
  assert.deepEqual(
    records.map((record) => record.url),
    ['/notation/topology/'],
  );
  const [list] = records.map((record) => record.html);
  assert.match(list!, /<h1>Notation: Topology<\/h1>/);
  // As Pagefind reads it: the text, without the tags.
  assert.match(list!.replace(/<[^>]*>/g, ''), /ℝ_K the real line with the K-topology Example 1/);
  assert.doesNotMatch(list!, /\\R|katex|Words|1 symbols|Site navigation/);
});

test('lists, tag pages and unlisted pages are not indexed', () => {
  assert.deepEqual(pageRecords(builtPage('<p>Posts.</p>', 'blog-wrapper blog-list-page'), {}), []);
  assert.deepEqual(pageRecords(builtPage('<p>Tagged.</p>', 'blog-wrapper blog-tags-post-list-page'), {}), []);
  const unlisted = builtPage('<p>Hidden.</p>').replace(
    '<meta charset="utf-8">',
    '<meta charset="utf-8"><meta name="robots" content="noindex, nofollow">',
  );
  assert.deepEqual(pageRecords(unlisted, {}), []);
});

test('a word counts as typed so far when it begins a word of a hit, or a part of a joined one', () => {
  const content = 'Theorem 2 (Hahn-Banach) [Rudin]. Compactness of |f(b)|)/(|a and Zorn&#39;s lemma q';
  assert.equal(beginsAWord(content, 'compactne'), true);
  assert.equal(beginsAWord(content, 'banach'), true);
  assert.equal(beginsAWord(content, 'hahnban'), true);
  assert.equal(beginsAWord(content, 'zorns'), true);
  // What Pagefind falls back to for words the site does not contain: a prefix of them, never their start.
  assert.equal(beginsAWord(content, 'qwertyuiop'), false);
  assert.equal(beginsAWord(content, 'banana'), false);
  assert.equal(beginsAWord(content, 'compactnesss'), false);
});

test('a word still being typed lists the hits that have a word it begins, even when Pagefind ranks others first', async () => {
  // Pagefind answers "compactne" as "compact": the records it ranks first say "compact", a later one "compactness".
  const record = (url: string, text: string) => ({
    id: url,
    score: 1,
    data: async () => ({url, excerpt: text, raw_content: text, locations: [0], meta: {title: url, kind: 'page'}}),
  });
  const ranked = [
    ...Array.from({length: 12}, (_, index) => record(`/compact-${index}`, `Every compact space is ${index}.`)),
    record('/compactness', 'Compactness of the closed interval.'),
  ];
  const search: PagefindApi = {
    options: async () => undefined,
    init: async () => undefined,
    search: async (query) => ({results: query.startsWith('"') && !/^"compact"$/.test(query) ? [] : ranked}),
  };
  const typing = await searchHits(search, 'compactne', 10);
  assert.deepEqual(
    typing.hits.map((hit) => hit.url),
    ['/compactness'],
  );
  assert.equal(typing.total, 1);
  const nonsense = await searchHits(search, 'compactqq', 10);
  assert.deepEqual(nonsense.hits, []);
  // Pagefind finds nothing for a prefix that straddles two chunks of its index: the word is cut back.
  const straddling: PagefindApi = {
    ...search,
    search: async (query) => (query === 'compactne' ? {results: []} : search.search(query)),
  };
  assert.deepEqual(
    (await searchHits(straddling, 'compactne', 10)).hits.map((hit) => hit.url),
    ['/compactness'],
  );
  const whole = await searchHits(search, 'compact', 10);
  assert.equal(whole.hits.length, 10);
  assert.equal(whole.total, ranked.length);
});

test("a notation's hit leads to the definition that introduces it, labelled as notation", async () => {
  const heading = 'ℝ_K: the real line with the K-topology';
  const body = 'Introduced in Example 1 (Topologies on the line).';
  const notation = {
    url: '/docs/topology/notes#notation-1',
    excerpt: body,
    raw_content: `${heading} ${body}`,
    locations: [5],
    meta: {title: heading, kind: 'notation', page: 'Notes', target: '/docs/topology/notes#example-1'},
  };
  const search: PagefindApi = {
    options: async () => undefined,
    init: async () => undefined,
    search: async () => ({results: [{id: notation.url, score: 1, data: async () => notation}]}),
  };
  const {hits} = await searchHits(search, 'K-topology', 10);
  assert.deepEqual(hits, [
    {
      id: '/docs/topology/notes#notation-1',
      url: '/docs/topology/notes#example-1',
      title: heading,
      excerpt: body,
      kind: 'notation',
      page: 'Notes',
    },
  ]);
});

test("a word's British or US twin comes from its ending, and short or unrelated words have none", () => {
  const twins: [string, string[]][] = [
    ['neighborhood', ['neighbourhood']],
    ['neighbourhood', ['neighborhood']],
    ['metrisation', ['metrization']],
    ['metrizable', ['metrisable']],
    ['normalised', ['normalized']],
    ['colours', ['colors']],
    ['favourite', ['favorite']],
    ['centre', ['center']],
    ['fibred', ['fibered']],
    ['catalogue', ['catalog']],
    ['analyse', ['analyze']],
    // Words that are the same in both, or whose ending is no suffix.
    ['four', []],
    ['your', []],
    ['for', []],
    ['theorem', []],
    ['humorous', []],
    ['noise', []],
    ['rise', []],
    ['size', []],
    ['log', []],
  ];
  for (const [word, expected] of twins) {
    assert.deepEqual(spellingTwins(word), expected, word);
  }
});

test('typing mistakes count one each: a letter added, left out, mistyped, or two neighbours swapped', () => {
  assert.equal(typingDistance('kreyzig', 'kreyszig'), 1);
  assert.equal(typingDistance('munkers', 'munkres'), 1);
  assert.equal(typingDistance('homeomorphsim', 'homeomorphism'), 1);
  assert.equal(typingDistance('lema', 'lemma'), 1);
  assert.equal(typingDistance('compact', 'compact'), 0);
  assert.equal(typingDistance('banana', 'topology'), 8);
  // Counting stops above the limit.
  assert.equal(typingDistance('banana', 'topology', 2), 3);
});

test('a near miss finds the nearest word of the site, the most frequent of equally near ones, and nothing far', () => {
  const words = ['Kreyszig', 'Munkres', 'homeomorphism', 'homomorphism', 'lemma', 'lemmas', 'Urysohn', 'compact'];
  assert.equal(nearestWord('kreyzig', words), 'Kreyszig');
  assert.equal(nearestWord('munkers', words), 'Munkres');
  assert.equal(nearestWord('homeomorphsim', words), 'homeomorphism');
  assert.equal(nearestWord('lema', words), 'lemma');
  assert.equal(nearestWord('lemmss', words), 'lemmas');
  // Equally near ("lemm" is one from both): the earlier, more frequent word.
  assert.equal(nearestWord('lemm', words), 'lemma');
  assert.equal(nearestWord('qwertyuiop', words), undefined);
  // Three letters or fewer: too short to tell a mistake from another word.
  assert.equal(nearestWord('lem', words), undefined);
});

test("the site's vocabulary: each word once, by first letter, as the site writes it, the most frequent first", () => {
  const vocabulary = siteVocabulary([
    'Lemma 3 (Urysohn lemma). Kreyszig writes, and so does Kreyszig: the lemma.',
    'Arzelà–Ascoli, a lemma; Ω and x₀ and ab are no words to suggest.',
  ]);
  assert.deepEqual(vocabulary.get('l'), ['lemma']);
  assert.deepEqual(vocabulary.get('k'), ['Kreyszig']);
  assert.deepEqual(vocabulary.get('u'), ['Urysohn']);
  assert.deepEqual(vocabulary.get('a'), ['and', 'are', 'Arzelà', 'Ascoli']);
  assert.equal(vocabulary.get('x'), undefined);
});

/** A fake Pagefind over records of text: a word (or its exact, quoted form) finds the records with a word it begins. */
function fakePagefind(records: Record<string, string>): PagefindApi {
  const words = (text: string) => text.toLowerCase().split(/[^a-z]+/);
  return {
    options: async () => undefined,
    init: async () => undefined,
    search: async (query) => {
      const exact = query.startsWith('"');
      const terms = query.replace(/"/g, '').toLowerCase().split(/\s+/);
      const found = Object.entries(records).filter(([, text]) =>
        terms.every((term) => words(text).some((word) => (exact ? word === term : word.startsWith(term)))),
      );
      return {
        results: found.map(([url, text], index) => ({
          id: url,
          score: found.length - index,
          data: async () => ({url, excerpt: text, raw_content: text, locations: [], meta: {title: url, kind: 'page'}}),
        })),
      };
    },
  };
}

test('a word finds the records that write it in its British or US twin, and in both when the site writes both', async () => {
  const search = fakePagefind({
    '/open-sets': 'Each neighbourhood of a point is open.',
    '/munkres': 'Munkres: a neighborhood of x.',
    '/metrics': 'The metrisation theorem.',
  });
  const urls = async (query: string) => (await searchHits(search, query, 10)).hits.map((hit) => hit.url).sort();
  assert.deepEqual(await urls('neighborhood'), ['/munkres', '/open-sets']);
  assert.deepEqual(await urls('neighbourhood'), ['/munkres', '/open-sets']);
  assert.deepEqual(await urls('metrization theorem'), ['/metrics']);
  assert.deepEqual(await urls('metrisation'), ['/metrics']);
});

test('a query that finds nothing suggests the nearest words of the site, only when the suggestion finds something', async () => {
  const search = fakePagefind({
    '/urysohn': 'The Urysohn lemma, after Urysohn.',
    '/kreyszig': 'Kreyszig on normed spaces.',
    '/tube': 'The tube lemma.',
  });
  const read: string[] = [];
  const vocabulary: Vocabulary = async (shard) => {
    read.push(shard);
    const shards = siteVocabulary(['The Urysohn lemma, after Urysohn. Kreyszig on normed spaces. The tube lemma.']);
    return shards.get(shard) ?? [];
  };
  const answer = async (query: string) => searchHits(search, query, 10, vocabulary);
  assert.equal((await answer('Kreyzig')).suggestion, 'Kreyszig');
  assert.equal((await answer('Urysohn lema')).suggestion, 'Urysohn lemma');
  assert.equal((await answer('Urysohn Lema')).suggestion, 'Urysohn Lemma');
  // Each word is near one of the site's, but no record holds both: no suggestion.
  assert.equal((await answer('tube Kreyzig')).suggestion, undefined);
  assert.equal((await answer('qwertyuiop')).suggestion, undefined);
  // A query that finds something reads no vocabulary.
  read.length = 0;
  const found = await answer('Urysohn lemma');
  assert.equal(found.total, 1);
  assert.equal(found.suggestion, undefined);
  assert.deepEqual(read, []);
});
