import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {compile} from '@mdx-js/mdx';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkMath from 'remark-math';
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {equationLabel, extractPage} from '../../src/plugins/cross-references/table/extract';
import type {PageInput} from '../../src/plugins/lib/published-pages';
import {buildTable, closestLabels, formatProblems, untitledResults} from '../../src/plugins/cross-references/table/table';
import {remarkCrossReferences} from '../../src/plugins/cross-references/remark/references';
import {pageDataFiles} from '../../src/plugins/cross-references/data';
import type {PageDataChannel} from '../../src/plugins/lib/page-data';
import {citedKeys, plainCitations, statedResults} from '../../src/plugins/cross-references/citations/citations';
import {proseProblems} from '../../src/plugins/cross-references/citations/prose';
import {parseCitations} from '../../src/plugins/citations/syntax';
import {misnamedReason, namesByNumber} from '../../src/plugins/cross-references/table/names';
import {rehypePlugins, remarkPlugins} from '../../src/plugins/maths/remark/math';
import {remarkStatementNumbering} from '../../src/plugins/cross-references/remark/statement-numbering';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkMath);

function parse(source: string, file = 'page.mdx'): {tree: Root; vfile: VFile} {
  const vfile = new VFile({path: file, value: source});
  return {tree: parser.parse(vfile) as Root, vfile};
}

function page(file: string, permalink: string, title = permalink): PageInput {
  return {file: `/site/${file}`, permalink, title, area: ['Area']};
}

function extracted(sources: Record<string, string>) {
  return Object.entries(sources).map(([file, source]) => {
    const {tree, vfile} = parse(source, `/site/${file}`);
    const permalink = `/${file.replace(/\.mdx$/, '')}`;
    return {page: page(file, permalink, `Title of ${file}`), extracted: extractPage(tree, vfile)};
  });
}

function table(sources: Record<string, string>) {
  return buildTable('/site', extracted(sources));
}

/** The pages' data files, written as the plugin writes them, in a temporary channel. */
async function channelOf(sources: Record<string, string>): Promise<PageDataChannel> {
  const site = extracted(sources);
  const channel = {siteDir: '/site', dir: await mkdtemp(path.join(tmpdir(), 'page-data-'))};
  for (const {name, data} of pageDataFiles('/site', site, buildTable('/site', site))) {
    await mkdir(path.dirname(path.join(channel.dir, name)), {recursive: true});
    await writeFile(path.join(channel.dir, name), JSON.stringify(data, null, 2));
  }
  return channel;
}

const notes = `
<Definition title="Compact">

A space is compact when every open cover has a finite subcover.

</Definition>

<Lemma id="tube-lemma" title="Tube lemma" source="Munkres, Lemma 26.8">

If $Y$ is compact, a neighbourhood of $\\{x_0\\} \\times Y$ contains a tube.

</Lemma>

<Theorem id="products" title="Finite products">

Products of compact spaces are compact:

$$
X_1 \\times X_2 \\text{ is compact} \\label{eq:product}
$$

</Theorem>

<Proof>

By [the tube lemma](ref:tube-lemma) and induction.

</Proof>

$$
\\sum_{k=0}^{n} r^k = \\frac{1 - r^{n+1}}{1 - r} \\label{eq:sum}
$$

As [](ref:eq:sum) shows, and [](ref:tube-lemma) again.
`;

const exercises = `
<Exercise id="ex-tube">

Prove [](ref:tube-lemma) fails without compactness.

<Solution>

Use [](ref:products).

</Solution>

</Exercise>
`;

test("extraction numbers blocks like the page, keeps authors' ids as labels and places each reference", () => {
  const {tree, vfile} = parse(notes);
  const extracted = extractPage(tree, vfile);
  assert.deepEqual(
    extracted.statements.map(({kind, number, id, label}) => [kind, number, id, label]),
    [
      ['Definition', '1', 'definition-1', undefined],
      ['Lemma', '2', 'tube-lemma', 'tube-lemma'],
      ['Theorem', '3', 'products', 'products'],
    ],
  );
  assert.deepEqual(
    extracted.equations.map(({label, number}) => [label, number]),
    [
      ['eq:product', '1'],
      ['eq:sum', '2'],
    ],
  );
  assert.match(extracted.equations[1]!.tex, /\\tag\{2\}$/);
  assert.doesNotMatch(extracted.equations[1]!.tex, /\\label/);
  assert.deepEqual(
    extracted.references.map(({label, scope, owner, citeId, hasText}) => [label, scope, owner?.id, citeId, hasText]),
    [
      ['tube-lemma', 'proof', 'products', 'cite-tube-lemma-1', true],
      ['eq:sum', 'prose', undefined, 'cite-eq:sum-1', false],
      ['tube-lemma', 'prose', undefined, 'cite-tube-lemma-2', false],
    ],
  );
});

test('references in a statement and in its solution belong to that statement', () => {
  const {tree} = parse(exercises);
  const {references} = extractPage(tree);
  assert.deepEqual(
    references.map(({label, scope, owner}) => [label, scope, owner?.id]),
    [
      ['tube-lemma', 'statement', 'ex-tube'],
      ['products', 'solution', 'ex-tube'],
    ],
  );
});

test('a proof that recalls its own result is not listed where the result is used, nor is the statement citing itself', () => {
  const page = `---
title: Recalled
---

<Theorem id="recalled" title="Recalled">

A statement that names itself: [](ref:recalled).

</Theorem>

<Proof>

As [](ref:recalled) says, with [](ref:helper).

</Proof>

<Lemma id="helper">

A helper; see [](ref:recalled).

</Lemma>
`;
  const built = table({'recalled.mdx': page});
  assert.deepEqual(built.problems, []);
  const data = built.pages.get('/site/recalled.mdx')!;
  assert.deepEqual(data.usedIn.recalled, [{href: '#helper', text: 'Lemma 2'}]);
  assert.deepEqual(data.usedIn.helper, [{href: '#cite-helper-1', text: 'proof of Theorem 1'}]);
  // The reference itself still resolves.
  assert.equal(data.targets.recalled!.text, 'Theorem 1');
});

test('a proof that follows another proves the statement its `of` names; an `of` naming nothing is a problem', () => {
  const page = `---
title: Nested
---

<Theorem id="extension">

Every such map extends.

</Theorem>

<Lemma id="step">

One step of it.

</Lemma>

<Proof>

Directly.

</Proof>

<Proof of="extension">

Apply [](ref:step) repeatedly.

</Proof>
`;
  const built = table({'nested.mdx': page});
  assert.deepEqual(built.problems, []);
  assert.deepEqual(built.pages.get('/site/nested.mdx')!.usedIn.step, [{href: '#cite-step-1', text: 'proof of Theorem 1'}]);
  const wrong = table({'nested.mdx': page.replace('of="extension"', 'of="extensoin"')});
  assert.match(formatProblems(wrong.problems), /nested\.mdx:\d+:1.*<Proof of="extensoin"> names no labelled statement/s);
});

test('the table resolves references across pages, with backlinks to the citing place and typeset previews', () => {
  const built = table({'notes.mdx': notes, 'exercises.mdx': exercises});
  assert.deepEqual(built.problems, []);
  const exercisePage = built.pages.get('/site/exercises.mdx')!;
  assert.deepEqual(exercisePage.targets['tube-lemma'], {
    href: '/notes#tube-lemma',
    text: 'Lemma 2',
    title: 'Tube lemma',
    page: 'Title of notes.mdx',
    previews: 'notes',
  });
  const notesPage = built.pages.get('/site/notes.mdx')!;
  assert.equal(notesPage.targets['eq:sum']!.text, '(2)');
  assert.equal(notesPage.targets['eq:sum']!.page, undefined, 'same page: no page name');
  assert.deepEqual(notesPage.usedIn['tube-lemma'], [
    {href: '#cite-tube-lemma-1', text: 'proof of Theorem 3'},
    {href: '#cite-tube-lemma-2', text: 'introduction'},
    {href: '/exercises#ex-tube', text: 'Exercise 1', page: 'Title of exercises.mdx'},
  ]);
  // A backlink from a solution lands on the reference inside it (the solution opens there).
  assert.deepEqual(notesPage.usedIn.products, [
    {href: '/exercises#cite-products-1', text: 'solution of Exercise 1', page: 'Title of exercises.mdx'},
  ]);
  const previews = built.previews.get('notes')!;
  assert.match(previews['tube-lemma']!.html, /class="katex"/);
  assert.match(previews['tube-lemma']!.html, /contains a tube/);
  assert.match(previews['eq:sum']!.html, /katex-display/);
  assert.match(previews['products']!.html, /compact/);
  // A labelled equation inside a statement is previewed as on its page: numbered, without \label.
  assert.match(previews['products']!.html, /class="tag"/);
  assert.match(previews['products']!.html, /\(1\)/);
  assert.doesNotMatch(previews['products']!.html, /induction/, 'the proof is not part of the preview');
  assert.equal(built.results.flatMap((group) => group.pages).flatMap((entry) => entry.results).length, 4);
});

test("the results index holds each result's own words: its statement as a reader reads it, formulas as text", () => {
  const results = table({'notes.mdx': notes, 'exercises.mdx': exercises}).results.flatMap((group) =>
    group.pages.flatMap((entry) => entry.results),
  );
  const tube = results.find((result) => result.href === '/notes#tube-lemma')!;
  assert.equal(tube.title, 'Tube lemma');
  assert.match(tube.text, /^If Y is compact, a neighbourhood of \{x₀\} × Y contains a tube\.$/);
  // A reference reads as its number, as on the page.
  assert.match(
    results.find((result) => result.href === '/exercises#ex-tube')!.text,
    /^Prove Lemma 2 fails without compactness\.$/,
  );
  assert.doesNotMatch(JSON.stringify(results), /katex|<span|\\times/, 'no markup and no TeX');
});

test('a numbered block without a title is reported where it is written, with its kind and number', () => {
  const problems = untitledResults(extracted({'notes.mdx': notes, 'exercises.mdx': exercises}));
  assert.deepEqual(
    problems.map(({file, line, column}) => `${file}:${line}:${column}`),
    ['/site/exercises.mdx:2:1'],
  );
  assert.match(problems[0]!.reason, /^Exercise 1 has no title/);
});

test('a preview reads the current number of what it cites when only the cited page changed', () => {
  // As in `npm start`: the citing page is unchanged, so its extraction (and its nodes) is the same object in both tables.
  const entry = (file: string, source: string) => {
    const {tree, vfile} = parse(source, `/site/${file}`);
    return {page: page(file, `/${file.replace(/\.mdx$/, '')}`), extracted: extractPage(tree, vfile)};
  };
  const citing = entry('citing.mdx', '<Theorem id="uses">\n\nBy [](ref:tube) and $x^2$.\n\n</Theorem>\n');
  const before = buildTable('/site', [citing, entry('notes.mdx', '<Lemma id="tube">\n\nA tube.\n\n</Lemma>\n')]);
  const after = buildTable('/site', [
    citing,
    entry('notes.mdx', '<Lemma id="first">\n\nFirst.\n\n</Lemma>\n\n<Lemma id="tube">\n\nA tube.\n\n</Lemma>\n'),
  ]);
  const preview = (built: typeof before) => built.previews.get('citing')!.uses!.html;
  assert.match(preview(before), />Lemma 1</);
  assert.match(preview(after), />Lemma 2</);
  assert.equal(preview(after).replace('Lemma 2', 'Lemma 1'), preview(before), 'nothing else in the preview changed');
});

test('a duplicate label names both places; an unknown label names the closest labels', () => {
  const built = table({
    'a.mdx': '<Lemma id="tube-lemma">\n\nA\n\n</Lemma>\n',
    'b.mdx': '\n\n<Theorem id="tube-lemma">\n\nB\n\n</Theorem>\n\nSee [](ref:tube-lema) and [](ref:nothing-like-it).\n',
  });
  const report = formatProblems(built.problems);
  assert.match(report, /^\/site\/b\.mdx:3:1: Duplicate label "tube-lemma": also defined at \/site\/a\.mdx:1\./m);
  assert.match(report, /^\/site\/b\.mdx:9:5: Unknown label "tube-lema" in a reference\. Closest labels: tube-lemma\./m);
  assert.deepEqual(closestLabels('munkres-26.9', ['munkres-26.8', 'munkres-27.3', 'tube-lemma', 'munkres-ex-26.9']), [
    'munkres-26.8',
    'munkres-27.3',
    'munkres-ex-26.9',
  ]);
});

test('equation labels: one per display, in the eq:name form', () => {
  assert.equal(equationLabel('x = 1'), undefined);
  assert.deepEqual(equationLabel('x = 1 \\label{eq:one}'), {label: 'eq:one', tex: 'x = 1'});
  assert.match(String((equationLabel('x \\label{eq:a} \\label{eq:b}') as {error: string}).error), /2 labels/);
  assert.match(String((equationLabel('x \\label{Sum}') as {error: string}).error), /must look like eq:/);
});

async function compilePage(source: string, file: string, data: PageDataChannel): Promise<string> {
  return String(
    await compile(new VFile({path: file, value: source}), {
      remarkPlugins: [[remarkCrossReferences, {data}], remarkStatementNumbering, ...remarkPlugins],
      rehypePlugins,
      jsx: true,
    }),
  );
}

test('the remark step writes references, numbered equations and the page data import', async () => {
  const data = await channelOf({'notes.mdx': notes});
  const js = await compilePage(notes, '/site/notes.mdx', data);
  await rm(data.dir, {recursive: true});
  assert.match(js, new RegExp(`import __crossReferences from "${data.dir}/pages/notes\\.json"`));
  assert.match(
    js,
    /<_components\.CrossReferencesProvider value=\{__crossReferences\}>|<CrossReferencesProvider value=\{__crossReferences\}>/,
  );
  assert.match(js, /<CrossReference to="tube-lemma" id="cite-tube-lemma-1">\{"the tube lemma"\}<\/CrossReference>/);
  assert.match(js, /<CrossReference to="eq:sum" id="cite-eq:sum-1" \/>/);
  assert.match(js, /<Equation id="eq:sum" number="2">/);
  // The number is KaTeX's tag, and \label is gone from the typeset formula.
  assert.match(js, /tag/);
  assert.doesNotMatch(js, /\\\\label/);
  // Authors' ids stay; other blocks get their automatic anchors.
  assert.match(js, /<Lemma id="tube-lemma"[^>]*number="2"/);
  assert.match(js, /<Definition[^>]*number="1"[^>]*id="definition-1"/);
});

test('a page without references or backlinks imports no data', async () => {
  const data = await channelOf({'plain.mdx': 'Text.\n'});
  const js = await compilePage('Text.\n', '/site/plain.mdx', data);
  await rm(data.dir, {recursive: true});
  assert.doesNotMatch(js, /__crossReferences/);
});

test('an unknown label fails the page at the reference, with the closest labels', async () => {
  const sources = {'a.mdx': '<Lemma id="tube-lemma">\n\nA\n\n</Lemma>\n', 'x.mdx': 'Text.\n\nBy [](ref:tube-lemm).\n'};
  const data = await channelOf(sources);
  await assert.rejects(compilePage(sources['x.mdx'], '/site/x.mdx', data), (error: Error) => {
    assert.match(String(error), /3:4/);
    assert.match(error.message, /Unknown label "tube-lemm" in a reference\. Closest labels: tube-lemma\./);
    return true;
  });
  // A label the page's file does not know yet (written after the table was built) waits for the next one.
  assert.doesNotMatch(await compilePage('By [](ref:tube-lemma-new).\n', '/site/x.mdx', data), /__crossReferences/);
  await assert.rejects(compilePage('$$\nx \\label{eq:a} \\label{eq:b}\n$$\n', '/site/x.mdx', data), /2 labels/);
  await rm(data.dir, {recursive: true});
});

test('plain citations of stated results are found outside links, formulas and attributes', () => {
  assert.deepEqual(
    citedKeys('by Theorems 24.1 and 23.5, and §26, Exercise 5').map(({key}) => key),
    ['24.1', '23.5', 'ex 26.5'],
  );
  const {tree: stating} = parse('<Theorem id="munkres-23.3" source="Munkres, Theorem 23.3">\n\nS\n\n</Theorem>\n');
  const stated = statedResults([extractPage(stating)]);
  assert.deepEqual([...stated], [['23.3', 'munkres-23.3']]);
  const {tree} = parse(
    'By Theorem 23.3 and Theorem 99.1.\n\nBy [Theorem 23.3](ref:munkres-23.3), and $\\text{Theorem 23.3}$.\n\n<Lemma source="Munkres, Theorem 23.3">\n\nX\n\n</Lemma>\n',
  );
  assert.deepEqual(plainCitations(tree, stated), [
    {line: 1, column: 4, text: 'Theorem 23.3 and Theorem 99.1', label: 'munkres-23.3'},
  ]);
});

test("the prose's pointers into books: a book's number outside a citation, an author named twice, a citation in parentheses, a range of sections in another form", () => {
  const problems = (source: string) =>
    proseProblems(parse(source).tree, (text) => parseCitations(text)).map(({kind, line, column, text}) => ({
      kind,
      line,
      column,
      text,
    }));
  // Each kind where the reader meets it, at its line and column.
  assert.deepEqual(problems('So $s$ is continuous (Theorem 18.4), hence\nopen by Lemma 16.2 and §31.\n'), [
    {kind: 'book-number', line: 1, column: 23, text: 'Theorem 18.4'},
    {kind: 'book-number', line: 2, column: 9, text: 'Lemma 16.2'},
    {kind: 'book-number', line: 2, column: 24, text: '§31'},
  ]);
  assert.deepEqual(problems("These follow Munkres, *Topology* [@munkres2000]. And Kreyszig's *Book* [@kreyszig1978, §2.5].\n"), [
    {kind: 'author-twice', line: 1, column: 34, text: '[@munkres2000]'},
    {kind: 'author-twice', line: 1, column: 72, text: '[@kreyszig1978, §2.5]'},
  ]);
  assert.deepEqual(
    problems('Open (product topology, @munkres2000 [Theorem 16.3]). Closed ([@munkres2000, §17]).\n').map(({kind}) => kind),
    ['parenthesised-citation', 'parenthesised-citation'],
  );
  assert.deepEqual(
    problems('Sections §23 to §29, §12–§22 and [@munkres2000, §43-47], sections 12 to 22.\n\n## Compactness (§26–§27)\n').map(
      ({kind, text}) => `${kind}: ${text}`,
    ),
    [
      'section-range: §23 to §29',
      'section-range: §12–§22',
      'section-range: §43-47',
      'section-range: sections 12 to 22',
      'section-range: §26–§27',
    ],
  );
  // What reads right: the book's numbers in citations, the site's in references, the author once, one form of range.
  assert.deepEqual(
    problems(
      'By [](ref:munkres-17.5) (2) and [Theorem 12](ref:x), as @munkres2000 [Theorem 18.4] shows; Munkres [-@munkres2000, §31] too. *Topology* [@munkres2000, §§23–29] has them.\n\n## Products (§19)\n\n- §23 Connected Spaces\n',
    ),
    [],
  );
});

test('npm run check:mdx reports an unknown label and a reference misnamed by number, each with file:line:col, and no stack', async () => {
  // One run of the script for both pages: each run reads every page of the site first.
  const dir = await mkdtemp(path.join(tmpdir(), 'check-mdx-'));
  const unknown = path.join(dir, 'unknown.mdx');
  const misnamed = path.join(dir, 'misnamed.mdx');
  await writeFile(unknown, '# A page\n\nBy [](ref:munkres-26.88).\n');
  await writeFile(
    misnamed,
    '# A page\n\n<Lemma id="sq" source="Munkres, Lemma 4.1">\n\nA\n\n</Lemma>\n\nBy [Lemma 4.1](ref:sq).\n',
  );
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx/esm', 'scripts/check-mdx.ts', unknown, misnamed]);
  await assert.rejects(run, (error: {stdout: string; stderr: string; code: number}) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /unknown\.mdx:3:4: Unknown label "munkres-26\.88" in a reference\. Closest labels: munkres-26\.8/);
    assert.match(
      error.stderr,
      /misnamed\.mdx:9:4: Reference "\[Lemma 4\.1\]\(ref:sq\)" names the result "Lemma 4\.1", but the site names it "Lemma 1"/,
    );
    assert.doesNotMatch(error.stderr, /\n\s+at /, 'no stack trace');
    return true;
  });
  await rm(dir, {recursive: true});
});

test('a reference names a result by number only by its site name; descriptive text stays free', () => {
  assert.deepEqual(namesByNumber('Theorem 23.3'), ['Theorem 23.3']);
  assert.deepEqual(namesByNumber('23.5'), ['23.5']);
  assert.deepEqual(namesByNumber('(3)'), ['(3)']);
  assert.deepEqual(namesByNumber('§13, Exercise 3'), ['§13, Exercise 3']);
  assert.deepEqual(namesByNumber('Munkres, Lemma 26.4 and Theorem\u00a026.3'), ['Lemma 26.4', 'Theorem 26.3']);
  assert.deepEqual(namesByNumber('§30, Exercise 5(b) above'), ['§30, Exercise 5(b)']);
  assert.deepEqual(namesByNumber('Problem A2'), ['Problem A2']);
  for (const text of [
    'the lemma',
    'Heine–Borel',
    'the previous exercise',
    'the previous §32 exercise',
    'step one',
    '-compactness',
  ]) {
    assert.deepEqual(namesByNumber(text), [], text);
  }
  assert.equal(misnamedReason('Theorem 5', 'Theorem 5', 'munkres-23.3'), undefined);
  assert.equal(misnamedReason('(2)', '(2)', 'eq:sum'), undefined);
  assert.equal(misnamedReason('the tube lemma', 'Lemma 2', 'tube-lemma'), undefined);
  assert.match(
    misnamedReason('Theorem 23.3', 'Theorem 5', 'munkres-23.3')!,
    /names the result "Theorem 23\.3", but the site names it "Theorem 5"\. Write \[\]\(ref:munkres-23\.3\), which shows "Theorem 5"/,
  );
  assert.ok(misnamedReason('Exercise 13.3', 'Exercise 3', 'munkres-ex-13.3'));
  assert.ok(misnamedReason('theorem 5', 'Theorem 5', 'x'), 'the name as the reader sees it, capital included');
});

test('link text naming a result by another number is a problem of the table, at the reference', () => {
  const built = table({
    'a.mdx': '<Lemma id="tube-lemma" source="Munkres, Lemma 26.8">\n\nA\n\n$$\nx \\label{eq:x}\n$$\n\n</Lemma>\n',
    'b.mdx':
      'By [Lemma 26.8](ref:tube-lemma), [Lemma 1](ref:tube-lemma), [the tube lemma](ref:tube-lemma),\n[$\\sigma$-compact](ref:tube-lemma), [(1)](ref:eq:x) and [(2)](ref:eq:x).\n',
  });
  const report = formatProblems(built.problems).split('\n');
  assert.equal(report.length, 2, report.join('\n'));
  assert.match(
    report[0]!,
    /^\/site\/b\.mdx:1:4: Reference "\[Lemma 26\.8\]\(ref:tube-lemma\)" names the result "Lemma 26\.8", but the site names it "Lemma 1"/,
  );
  assert.match(
    report[1]!,
    /^\/site\/b\.mdx:2:57: Reference "\[\(2\)\]\(ref:eq:x\)" names the result "\(2\)", but the site names it "\(1\)"/,
  );
});

test('a reference misnamed by number fails the page at the reference, and the page recovers once it is fixed', async () => {
  const sources = {
    'a.mdx': '<Theorem id="munkres-23.3" source="Munkres, Theorem 23.3">\n\nA\n\n</Theorem>\n',
    'x.mdx': 'Text.\n\nConnected by [Theorem 23.3](ref:munkres-23.3).\n',
  };
  const data = await channelOf(sources);
  await assert.rejects(compilePage(sources['x.mdx'], '/site/x.mdx', data), (error: Error) => {
    assert.match(String(error), /3:14/);
    assert.match(
      error.message,
      /names the result "Theorem 23\.3", but the site names it "Theorem 1"\. Write \[\]\(ref:munkres-23\.3\)/,
    );
    return true;
  });
  assert.match(
    await compilePage('Connected by [](ref:munkres-23.3).\n', '/site/x.mdx', data),
    /<CrossReference to="munkres-23.3"/,
  );
  assert.match(await compilePage('Connected by [Theorem 1](ref:munkres-23.3).\n', '/site/x.mdx', data), /\{"Theorem 1"\}/);
  await rm(data.dir, {recursive: true});
});
