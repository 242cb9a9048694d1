/**
 * Citations in pages: the plugin's data (each page's references with back-links, the bibliography
 * page's list, problems as file:line:col) and the MDX step (citations as links in the site's style,
 * "References" at the end, errors at the citation's place), compiled as the site compiles a page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {compile} from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {parseMdx} from '../../src/plugins/lib/parse-mdx';
import type {PageInput} from '../../src/plugins/lib/published-pages';
import type {PageDataChannel} from '../../src/plugins/lib/page-data';
import {readFileSync} from 'node:fs';
import {readBibliography} from '../../src/plugins/citations/bibliography';
import {buildCitations} from '../../src/plugins/citations/data';
import type {SiteCitations} from '../../src/plugins/citations/load';
import {createFormatter} from '../../src/plugins/citations/style';
import {citationSettings} from '../../src/data/citations';
import {extractCitations} from '../../src/plugins/citations/extract';
import {remarkCitations} from '../../src/plugins/citations/remark/citations';
import {citationsAsText} from '../../src/plugins/citations/plain-text';
import {rehypePlugins, remarkPlugins} from '../../src/plugins/maths/remark/math';

const bib = `@book{munkres2000,
  author    = {Munkres, James R.},
  title     = {Topology},
  edition   = {2},
  publisher = {Prentice Hall},
  year      = {2000},
  isbn      = {0-13-181629-2},
}

@book{rudin1976,
  author    = {Rudin, Walter},
  title     = {Principles of Mathematical Analysis},
  edition   = {3},
  publisher = {McGraw-Hill},
  year      = {1976},
}

@book{folland1999,
  author    = {Folland, Gerald B.},
  title     = {Real Analysis},
  edition   = {2},
  publisher = {Wiley},
  year      = {1999},
}
`;

const notes = `---
title: Notes
---

import X from './x';

By [@munkres2000, Theorem 26.8] and [see -@rudin1976; @folland1999, §2.5], as @folland1999 [§2.6] shows.

Write to someone@example.com, or run \`git stash apply stash@{1}\` or <code>@rudin1976</code>;
the maths $a @munkres2000$ and <X title="@munkres2000" /> hold no citation, nor does \\@munkres2000.

$$
x @munkres2000
$$

\`\`\`text
@munkres2000
\`\`\`

Again [@munkres2000].
`;

/** The bibliography in the site's style, as the plugin reads it (src/plugins/citations/load.ts). */
function citationsOf(bibtex: string): SiteCitations {
  const bibliography = readBibliography(bibtex);
  const style = readFileSync(new URL(`../../${citationSettings.style}`, import.meta.url), 'utf8');
  return {bibliography, formatter: createFormatter(bibliography.entries, style, citationSettings.locale)};
}

function page(file: string, title = file): PageInput {
  return {file: `/site/${file}`, permalink: `/${file.replace(/\.mdx$/, '')}`, title, area: ['Notes']};
}

function site(sources: Record<string, string>) {
  return Object.entries(sources).map(([file, source]) => ({
    page: page(file, `Title of ${file}`),
    citations: extractCitations(parseMdx(`/site/${file}`, source).tree as Root, source),
  }));
}

async function channelOf(sources: Record<string, string>, bibliography = bib): Promise<PageDataChannel> {
  const channel = {siteDir: '/site', dir: await mkdtemp(path.join(tmpdir(), 'citations-data-'))};
  for (const {name, data} of buildCitations('/site', citationsOf(bibliography), site(sources)).pages) {
    await mkdir(path.dirname(path.join(channel.dir, name)), {recursive: true});
    await writeFile(path.join(channel.dir, name), JSON.stringify(data));
  }
  return channel;
}

async function compilePage(source: string, file: string, data: PageDataChannel): Promise<string> {
  const js = String(
    await compile(new VFile({path: file, value: source}), {
      remarkPlugins: [remarkFrontmatter, [remarkCitations, {data}], ...remarkPlugins],
      rehypePlugins,
      jsx: true,
    }),
  );
  // Adjacent runs of text as one: {"By "}{"["} reads "By [".
  return js.replace(/"\}\{"/g, '');
}

async function failure(source: string, file: string, data: PageDataChannel): Promise<string> {
  try {
    await compilePage(source, file, data);
  } catch (error) {
    const {line, column, reason} = error as {line: number; column: number; reason: string};
    return `${line}:${column}: ${reason}`;
  }
  return 'compiled';
}

test('only prose is read: e-mail addresses, code, maths, JSX attributes and \\@ hold no citation', () => {
  const found = extractCitations(parseMdx('/site/notes.mdx', notes).tree as Root, notes);
  assert.deepEqual(
    found.map(({citation, ids}) => ({source: citation.source, ids, at: `${citation.start.line}:${citation.start.column}`})),
    [
      {source: '[@munkres2000, Theorem 26.8]', ids: ['cite-munkres2000-1'], at: '7:4'},
      {source: '[see -@rudin1976; @folland1999, §2.5]', ids: ['cite-rudin1976-1', 'cite-folland1999-1'], at: '7:37'},
      {source: '@folland1999 [§2.6]', ids: ['cite-folland1999-2'], at: '7:79'},
      {source: '[@munkres2000]', ids: ['cite-munkres2000-2'], at: '20:7'},
    ],
  );
});

test("each page's references list what it cites, in order, with the places citing each; the bibliography lists every page citing an entry, with its places", () => {
  const {pages, bibliography, errors, warnings} = buildCitations(
    '/site',
    citationsOf(bib),
    site({'notes.mdx': notes, 'post.mdx': 'As [@rudin1976, Ch. 8].\n', 'none.mdx': 'Nothing cited.\n'}),
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  const notesData = pages.find(({name}) => name === 'pages/notes.json')!.data;
  assert.deepEqual(
    notesData.references.map(({key, label, cites}) => ({key, label, cites})),
    [
      {key: 'folland1999', label: 'Folland 1999', cites: ['cite-folland1999-1', 'cite-folland1999-2']},
      {key: 'munkres2000', label: 'Munkres 2000', cites: ['cite-munkres2000-1', 'cite-munkres2000-2']},
      {key: 'rudin1976', label: 'Rudin 1976', cites: ['cite-rudin1976-1']},
    ],
  );
  assert.match(
    notesData.references[1]!.text,
    /^Munkres, James R\. \(2000\)\. Topology, 2nd ed\. Prentice Hall\. ISBN 0-13-181629-2\.$/,
  );
  assert.deepEqual(pages.find(({name}) => name === 'pages/none.json')!.data, {references: [], citations: {}});
  assert.deepEqual(
    bibliography.map(({key, citedBy}) => [key, citedBy.map(({title, cites}) => `${title}: ${cites.join(' ')}`)]),
    [
      ['folland1999', ['Title of notes.mdx: cite-folland1999-1 cite-folland1999-2']],
      ['munkres2000', ['Title of notes.mdx: cite-munkres2000-1 cite-munkres2000-2']],
      ['rudin1976', ['Title of notes.mdx: cite-rudin1976-1', 'Title of post.mdx: cite-rudin1976-1']],
    ],
  );
});

test('an entry no page cites is a warning at its key; an unknown key an error at the citation with the closest keys', () => {
  const {errors, warnings, pages} = buildCitations(
    '/site',
    citationsOf(bib),
    site({'post.mdx': 'Intro.\n\nAs [@rudin1967, Ch. 8] and @munkres2000.\n'}),
  );
  assert.deepEqual(warnings, [
    'src/data/bibliography.bib:10:7: warning: The entry "rudin1976" is cited by no page. [uncited-entry]',
    'src/data/bibliography.bib:18:7: warning: The entry "folland1999" is cited by no page. [uncited-entry]',
  ]);
  assert.deepEqual(errors, [
    'post.mdx:3:5: error: Unknown citation key "rudin1967": src/data/bibliography.bib has no entry with that key. Closest keys: rudin1976. [unknown-key]',
  ]);
  assert.deepEqual(Object.keys(pages[0]!.data.unknown ?? {}), ['rudin1967']);
});

test('the remark step writes each citation in the style as links to its entry, and "References" at the end', async () => {
  const data = await channelOf({'notes.mdx': notes});
  const js = await compilePage(notes, '/site/notes.mdx', data);
  await rm(data.dir, {recursive: true});
  assert.match(js, new RegExp(`import __citations from "${data.dir}/references/notes\\.json"`));
  assert.match(js, /<CitationsProvider value=\{__citations\}>/);
  assert.match(
    js,
    /\{"By \["\}<Citation to="munkres2000" id="cite-munkres2000-1">\{"Munkres 2000, Theorem 26\.8"\}<\/Citation>\{"\] and \[see "\}<Citation to="rudin1976" id="cite-rudin1976-1">\{"1976"\}<\/Citation>\{"; "\}<Citation to="folland1999" id="cite-folland1999-1">\{"Folland 1999, §2\.5"\}<\/Citation>\{"\], as "\}<Citation to="folland1999" id="cite-folland1999-2">\{"Folland \[1999, §2\.6\]"\}<\/Citation>\{" shows\."\}/,
  );
  assert.match(js, /\{"Again \["\}<Citation to="munkres2000" id="cite-munkres2000-2">\{"Munkres 2000"\}<\/Citation>\{"\]\."\}/);
  // What is not prose is left as written.
  assert.match(js, /someone@example\.com/);
  assert.match(js, /<X title="@munkres2000" \/>/);
  assert.match(js, /<code>\{"@rudin1976"\}<\/code>/);
  assert.match(js, /nor does @munkres2000\./);
  assert.equal(js.match(/<Citation /g)?.length, 5);
  assert.match(js, /<References \/>\s*<\/CitationsProvider>/);
});

const statements = `Intro.

<Theorem title="Tube lemma" source="@munkres2000, Theorem 26.8">

As [@munkres2000, §26].

</Theorem>

<Example source="compare @rudin1976, Ch. 8; @folland1999">Text.</Example>

<Exercise source="written for this page">Text.</Exercise>

<X source="@munkres2000" />
`;

test("a statement's source cites as the inside of a bracketed citation: before its content, in the block's header", async () => {
  const found = extractCitations(parseMdx('/site/s.mdx', statements).tree as Root, statements);
  assert.deepEqual(
    found.map(({citation, ids}) => ({items: citation.items.map(({key, prefix, locator}) => [prefix, key, locator]), ids})),
    [
      {items: [['', 'munkres2000', 'Theorem 26.8']], ids: ['cite-munkres2000-1']},
      {items: [['', 'munkres2000', '§26']], ids: ['cite-munkres2000-2']},
      {
        items: [
          ['compare', 'rudin1976', 'Ch. 8'],
          ['', 'folland1999', ''],
        ],
        ids: ['cite-rudin1976-1', 'cite-folland1999-1'],
      },
    ],
  );
  const data = await channelOf({'s.mdx': statements});
  const js = await compilePage(statements, '/site/s.mdx', data);
  assert.match(
    js,
    /<Theorem title="Tube lemma" source=\{<><Citation to="munkres2000" id="cite-munkres2000-1">\{"Munkres 2000, Theorem 26\.8"\}<\/Citation><\/>\}/,
  );
  assert.match(
    js,
    /source=\{<>\{"compare "\}<Citation to="rudin1976" id="cite-rudin1976-1">\{"Rudin 1976, Ch\. 8"\}<\/Citation>\{"; "\}<Citation to="folland1999" id="cite-folland1999-1">\{"Folland 1999"\}<\/Citation><\/>\}/,
  );
  // A source that cites nothing, and an element that is not a statement, are left as written.
  assert.match(js, /source="written for this page"/);
  assert.match(js, /<X source="@munkres2000" \/>/);
  // The components come from the site's MDX components, as a citation's in the prose do.
  assert.match(js, /\{Citation, [^}]*\} = _components;/);
  await rm(data.dir, {recursive: true});
  const typo = statements.replace('@munkres2000, Theorem', '@munkres200, Theorem');
  const typoData = await channelOf({'s.mdx': typo});
  assert.equal(
    await failure(typo, '/site/s.mdx', typoData),
    '3:37: Unknown citation key "munkres200": src/data/bibliography.bib has no entry with that key. Closest keys: munkres2000.',
  );
  await rm(typoData.dir, {recursive: true});
});

test('a page that cites nothing is left alone; an unknown key fails at its file:line:col with the closest keys', async () => {
  const data = await channelOf({'plain.mdx': 'Nothing cited.\n', 'typo.mdx': 'Intro.\n\nAs in [@munkres200, Theorem 26.8].\n'});
  const plain = await compilePage('Nothing cited.\n', '/site/plain.mdx', data);
  assert.doesNotMatch(plain, /__citations|References/);
  assert.equal(
    await failure('Intro.\n\nAs in [@munkres200, Theorem 26.8].\n', '/site/typo.mdx', data),
    '3:8: Unknown citation key "munkres200": src/data/bibliography.bib has no entry with that key. Closest keys: munkres2000.',
  );
  await rm(data.dir, {recursive: true});
});

test('a malformed or repeated entry fails every page that cites, naming the .bib at file:line:col', async () => {
  const broken = `${bib}\n@book{rudin1976,\n  author = {Rudin, Walter},\n  title = {Again},\n  publisher = {X},\n  year = {1976},\n}\n@book{bad\n`;
  const source = 'Text.\n\nBy [@munkres2000].\n';
  const {errors} = buildCitations('/site', citationsOf(broken), site({'page.mdx': source}));
  assert.ok(
    errors.some((line) => /^src\/data\/bibliography\.bib:\d+:\d+: error: .*rudin1976.*\[duplicate-key\]$/.test(line)),
    errors.join('\n'),
  );
  assert.ok(
    errors.some((line) => /^src\/data\/bibliography\.bib:\d+:\d+: error: .*\[malformed-entry\]$/.test(line)),
    errors.join('\n'),
  );
  const data = await channelOf({'page.mdx': source}, broken);
  assert.match(
    await failure(source, '/site/page.mdx', data),
    /^3:4: The bibliography has an error: src\/data\/bibliography\.bib:\d+:\d+: error: /,
  );
  await rm(data.dir, {recursive: true});
});

test("npm run check:mdx checks citations against the site's bibliography: an unknown key at file:line:col with the closest keys", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'check-mdx-'));
  const good = path.join(dir, 'good.mdx');
  const typo = path.join(dir, 'typo.mdx');
  await writeFile(good, '# A page\n\nBy [@munkres2000, Theorem 26.8].\n');
  await writeFile(typo, '# A page\n\nBy [@munkres200, Theorem 26.8].\n');
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx/esm', 'scripts/check-mdx.ts', good, typo]);
  await assert.rejects(run, (error: {stdout: string; stderr: string; code: number}) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /typo\.mdx:3:5: Unknown citation key "munkres200": .* Closest keys: munkres2000\./);
    assert.doesNotMatch(error.stderr, /good\.mdx/);
    assert.match(error.stdout, /1 passed, 1 failed/);
    return true;
  });
  await rm(dir, {recursive: true});
});

test("a description taken from a page's text reads its citations in the style, as plain text", () => {
  const {formatter} = citationsOf(bib);
  assert.equal(
    citationsAsText('By [@munkres2000, Theorem 26.8] and @folland1999 [§2.5]; write to me@example.com.', formatter),
    'By [Munkres 2000, Theorem 26.8] and Folland [1999, §2.5]; write to me@example.com.',
  );
  assert.equal(citationsAsText('No citation here.', formatter), 'No citation here.');
});
