/**
 * The owner's scenario: what an owner writes in a normal week, built in a temporary copy of the
 * site before it is committed, must keep every build check green and reach the places a reader finds
 * results. The copy gets a post dated today with a tag newly declared in tags.yml, a labelled theorem, a labelled
 * equation, references to results on other pages, a citation of a book newly added to the bibliography
 * and a symbol typeset by a new macro; a docs page in a new folder with its _category_.json, whose theorem
 * an existing page cites and whose definition declares that symbol's notation; and a draft. The copy shares this
 * checkout's node_modules and skips what the main run proves on the real site (the browser tests).
 *
 * Every check on build/ (tests/build) runs here, on the copy: it holds every page of the site, and the
 * week's new ones besides, so `npm test` runs those checks once, here, rather than on build/ and again on
 * the copy.
 *
 * Under `npm test` (tests/run-all.sh sets OWNER_SCENARIO_SITE_FILE) the copy is the one build of the run:
 * built with its PDFs, which are checked here too (tests/build/pdfs.test.ts), and kept, its directory
 * written to that file, for the browser tests, which run in it. One compilation of the site serves the
 * build checks, the PDFs' checks, this scenario and the browser tests, and the browser tests meet an
 * owner's new post, page, term and symbol beside the site's own, as a reader after that week would.
 * Alone (`node --test tests/owner`, the deploy's job) it prints no PDFs (SITE_PDF=skip; the build stage
 * checks the real build's) and removes the copy.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {appendFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {load, type CheerioAPI} from 'cheerio';
import {docsPages, frontMatter} from '../content';
import {indexClasses} from '../../src/plugins/index-of-terms/components';
import {copySite} from '../site-copy';

const siteDir = path.resolve(import.meta.dirname, '../..');
/** The copy of the site the owner writes into (made before the tests). */
let copyDir: string;

const today = new Date().toISOString().slice(0, 10);
const postSlug = 'owner-scenario-post';
const newTag = 'owner-scenario';
const folder = 'docs/mathematics/owner-scenario-notes';
const docRoute = '/docs/mathematics/owner-scenario-notes/';

/** Two labelled results of published docs, read from the sources as an owner would look them up. */
function existingResults(): {label: string; file: string; permalink: string}[] {
  const found: {label: string; file: string; permalink: string}[] = [];
  for (const doc of docsPages(siteDir).filter((page) => !page.draft && page.file.startsWith('docs/mathematics/'))) {
    const source = readFileSync(path.join(siteDir, doc.file), 'utf8');
    const label = /<(?:Theorem|Lemma|Proposition|Corollary) id="([a-z0-9.:-]+)"/.exec(source)?.[1];
    if (label && !found.some((result) => result.file === doc.file)) {
      found.push({label, file: doc.file, permalink: doc.permalink});
    }
  }
  assert.ok(found.length >= 2, 'the site has labelled results on at least two pages');
  return found.slice(0, 2);
}

const [cited, citing] = existingResults() as [ReturnType<typeof existingResults>[0], ReturnType<typeof existingResults>[0]];

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const earlierSlug = 'owner-scenario-earlier-post';

/** Written earlier in the week and committed (the owner committed it before writing the rest). */
function writeEarlierPost() {
  writeFileSync(
    path.join(copyDir, `blog/${yesterday}-${earlierSlug}.mdx`),
    `---
slug: ${earlierSlug}
title: A note from earlier in the week
description: A short post written and committed before the rest of the week's writing.
date: ${yesterday}
authors: [owner]
tags: [maths]
---

A reminder to myself: for every $x \\in \\R$ we have $|x|^2 = x^2$, which the next post uses.
`,
  );
}

/** A book the owner adds to the bibliography this week, and the macro of the notation they introduce. */
const newSource = 'kelley1955';
const newMacro = '\\Sq';

function writeOwnersWeek() {
  appendFileSync(
    path.join(copyDir, 'src/data/bibliography.bib'),
    `\n@book{${newSource},\n  author    = {Kelley, John L.},\n  title     = {General Topology},\n  publisher = {D. Van Nostrand},\n  address   = {Princeton, NJ},\n  year      = {1955},\n}\n`,
  );
  // The owner's new macro, beside the site's others.
  const katexFile = path.join(copyDir, 'src/plugins/maths/katex.ts');
  const katexSource = readFileSync(katexFile, 'utf8');
  const macrosStart = 'export const katexMacros: Readonly<Record<string, string>> = {\n';
  assert.ok(katexSource.includes(macrosStart), 'the site macros are where the README says');
  writeFileSync(katexFile, katexSource.replace(macrosStart, `${macrosStart}  '\\\\Sq': '\\\\operatorname{sq}',\n`));
  appendFileSync(
    path.join(copyDir, 'blog/tags.yml'),
    `${newTag}:\n  label: ${newTag}\n  permalink: /${newTag}\n  description: Posts written in the owner scenario.\n`,
  );
  writeFileSync(
    path.join(copyDir, `blog/${today}-${postSlug}.mdx`),
    `---
slug: ${postSlug}
title: 'A week of notes on $\\R^n$'
description: A post written as an owner writes one, with a theorem, an equation and references to the notes.
date: ${today}
authors: [owner]
tags: [maths, ${newTag}]
---

This week I went back to two results of the notes and wrote down how they fit together, with
$x \\in \\R^n$ throughout.

<!-- truncate -->

## The result

<Theorem id="owner-scenario-post-theorem" title="A restatement">

For every $x \\in \\R^n$ the quantity in [](ref:eq:owner-scenario-identity) is zero.

</Theorem>

<Proof>

This follows from [](ref:${cited.label}) together with [](ref:${citing.label}).

$$
x - x = 0 \\label{eq:owner-scenario-identity}
$$

</Proof>

## What comes next

Equation [](ref:eq:owner-scenario-identity) is the one to remember<Index term="vanishing difference, of a vector" />, and [](ref:owner-scenario-doc-theorem)
is where the notes take it further, with the square $\\Sq x \\ge 0$ of every real $x$. The same facts
are older than these notes [@${newSource}, Chapter 1].

<Index term="vanishing difference" seeAlso="square" />
`,
  );
  writeFileSync(
    path.join(copyDir, `blog/${today}-owner-scenario-draft.mdx`),
    `---
slug: owner-scenario-draft
title: A draft
description: Not published yet.
date: ${today}
authors: [owner]
tags: [maths]
draft: true
---

Half a thought, with a result of the notes: [](ref:${cited.label}).
`,
  );
  mkdirSync(path.join(copyDir, folder), {recursive: true});
  writeFileSync(path.join(copyDir, folder, '_category_.json'), JSON.stringify({label: 'Owner scenario notes', position: 99}));
  writeFileSync(
    path.join(copyDir, folder, 'index.mdx'),
    `---
title: Owner scenario notes
description: A notes page in a new folder, with a lemma and the theorem it proves.
---

A short page of notes.

<Lemma id="owner-scenario-doc-lemma" title="A step">

Every real number $t$ satisfies $t^2 \\ge 0$.

</Lemma>

<Proof>

As in [](ref:${cited.label}), consider the two cases $t \\ge 0$ and $t < 0$; in each, $t^2 = |t|^2 \\ge 0$.

</Proof>

<Theorem id="owner-scenario-doc-theorem" title="The consequence">

For all real $a, b$ we have $2ab \\le a^2 + b^2$.

</Theorem>

<Proof>

By [](ref:owner-scenario-doc-lemma) applied to $t = a - b$, $0 \\le (a-b)^2 = a^2 - 2ab + b^2$.

</Proof>

<Definition id="owner-scenario-doc-square" title="Square">

The *square* of a real number $t$ is $\\Sq t = t \\cdot t$.

<Notation tex="\\Sq t" macro="${newMacro}">the square of $t$</Notation>

</Definition>
`,
  );
  appendFileSync(path.join(copyDir, citing.file), `\nThe owner scenario cites [](ref:owner-scenario-doc-theorem) here.\n`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  // Without NODE_TEST_CONTEXT, a test run inside this one reports and exits as it would alone
  // (with it, Node hands the results to this runner and always exits 0); without
  // OWNER_SCENARIO_SITE_FILE, the checks' own run of tests/run-all.sh does not remove the copy as it ends.
  const {NODE_TEST_CONTEXT: _, OWNER_SCENARIO_SITE_FILE: __, ...outside} = process.env;
  const result = spawnSync(command, args, {
    cwd: copyDir,
    encoding: 'utf8',
    env: {...outside, ...env},
    maxBuffer: 64 * 1024 * 1024,
  });
  return {ok: result.status === 0, output: `${result.stdout}\n${result.stderr}`};
}

const read = (route: string): CheerioAPI => {
  const clean = route.replace(/^\//, '').replace(/\/$/, '');
  return load(readFileSync(path.join(copyDir, 'build', clean, 'index.html'), 'utf8'));
};

let build: {ok: boolean; output: string};

/**
 * The site as the owner last pushed it, every file committed ("last updated" dates come from git), and
 * a post from earlier in the week, committed too. The rest of the week is written after this and not
 * committed: the owner runs the checks before committing, and a page git does not know yet has no
 * last-update date. One build holds new pages in both states, and every build check runs on it.
 */
function commitCopy() {
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, {
      cwd: copyDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Owner',
        GIT_AUTHOR_EMAIL: 'owner@example.com',
        GIT_COMMITTER_NAME: 'Owner',
        GIT_COMMITTER_EMAIL: 'owner@example.com',
      },
    });
    assert.equal(result.status, 0, result.stderr);
  };
  git('init', '-q');
  git('add', '-A', '--', '.', ':!node_modules');
  git('commit', '-q', '-m', 'The site as last pushed');
  writeEarlierPost();
  git('add', '-A', '--', '.', ':!node_modules');
  git('commit', '-q', '-m', 'A post from earlier in the week');
}

/** Where `npm test` wants the copy's directory written, to run the browser tests in it (see above). */
const keptFor = process.env.OWNER_SCENARIO_SITE_FILE;

before(async () => {
  copyDir = await copySite(siteDir);
  if (keptFor) {
    // Written first: whatever fails below, the run that asked for the copy removes it.
    writeFileSync(keptFor, copyDir);
  }
  commitCopy();
  writeOwnersWeek();
  // The copy's bundler cache would be written into the shared node_modules: build it cold.
  build = run('npx', ['docusaurus', 'build'], {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', ...(keptFor ? {} : {SITE_PDF: 'skip'})});
});

after(() => {
  // KEEP_OWNER_SCENARIO=1 keeps the copy (its path is in the failure output) to look into a failure.
  if (!process.env.KEEP_OWNER_SCENARIO && !keptFor) {
    rmSync(copyDir, {recursive: true, force: true});
  }
});

test("the copy with an owner's week of writing builds", () => {
  assert.ok(build.ok, `${copyDir}: ${build.output.slice(-4000)}`);
});

/** Runs a test command in the copy and fails with what failed, from its report (TAP: each failing test's "not ok" line and the lines under it). */
function assertChecksPass(command: string, args: string[]) {
  assert.ok(build.ok, 'no build');
  const checks = run(command, args);
  const failing = checks.output.match(/^not ok .*\n(?:(?!# Subtest|ok |not ok |1\.\.).*\n)*/gm) ?? [];
  assert.ok(checks.ok, failing.length > 0 ? failing.map((part) => part.slice(0, 6000)).join('\n') : checks.output.slice(-20000));
}

test('every build check passes on it, with no change to any test', () => {
  assertChecksPass('bash', ['tests/run-all.sh', 'build-checks']);
});

test(
  'its PDFs pass their checks, when it printed them (under npm test)',
  {skip: !keptFor && 'printed only under npm test'},
  () => {
    assertChecksPass(process.execPath, ['--import', 'tsx/esm', '--test', 'tests/build/pdfs.test.ts']);
  },
);

test('the new post leads the blog, under its new tag, with its theorem numbered and its references resolved', () => {
  const blog = read('/blog');
  assert.equal(blog('main article h2 a').first().attr('href'), `/blog/${postSlug}`);
  const tag = read(`/blog/tags/${newTag}`);
  assert.deepEqual(
    tag('main article h2 a')
      .map((_, a) => tag(a).attr('href'))
      .get(),
    [`/blog/${postSlug}`],
  );
  const post = read(`/blog/${postSlug}`);
  assert.match(post('#owner-scenario-post-theorem').text(), /^Theorem 1\b/);
  const references = post('article a.cross-reference');
  assert.ok(references.length >= 4, 'references drawn');
  assert.ok(
    references.toArray().some((a) => post(a).attr('href')?.startsWith(`${cited.permalink}#`)),
    'a reference to another page',
  );
  assert.ok(
    references.toArray().some((a) => post(a).text().trim() === '(1)'),
    'the equation referenced by its number',
  );
  assert.ok(post('[id="eq:owner-scenario-identity"]').length === 1, 'the labelled equation has its anchor');
});

test("the week's committed post shows the date of its commit; the post not yet committed shows none", () => {
  const lastUpdate = (slug: string) => read(`/blog/${slug}`)('article footer time[itemprop="dateModified"]');
  const committed = spawnSync('git', ['log', '-1', '--format=%cI', '--', `blog/${yesterday}-${earlierSlug}.mdx`], {
    cwd: copyDir,
    encoding: 'utf8',
  }).stdout.trim();
  assert.ok(committed, 'the earlier post is committed in the copy');
  assert.equal(new Date(lastUpdate(earlierSlug).attr('datetime')!).getTime(), new Date(committed).getTime());
  assert.equal(lastUpdate(postSlug).length, 0);
});

test('a cited result says where the new post uses it', () => {
  const page = read(cited.permalink);
  const block = page(`[id="${cited.label}"]`);
  assert.ok(block.find(`a[href^="/blog/${postSlug}"]`).length > 0, `${cited.label} lists the new post under "Used in"`);
});

test("the new docs folder is in the sidebar, and the existing page's reference to its theorem resolves", () => {
  const doc = read(docRoute);
  assert.ok(
    doc('nav[aria-label="Docs sidebar"] .menu__link')
      .toArray()
      .some((link) => doc(link).text().trim() === 'Owner scenario notes'),
    "the folder's label in the sidebar",
  );
  assert.match(doc('#owner-scenario-doc-theorem').text(), /^Theorem 2\b/);
  const citingPage = read(citing.permalink);
  const reference = citingPage(`a.cross-reference[href="${docRoute}#owner-scenario-doc-theorem"]`);
  assert.equal(reference.text().trim(), 'Theorem 2');
});

test('the new results are in the results index, in search and in the graph of their page', () => {
  const results = read('/docs/results');
  for (const href of [
    `${docRoute}#owner-scenario-doc-theorem`,
    `${docRoute}#owner-scenario-doc-lemma`,
    `/blog/${postSlug}#owner-scenario-post-theorem`,
  ]) {
    assert.equal(results(`main a[href="${href}"]`).length, 1, `results index: ${href}`);
  }
  const fragments = path.join(copyDir, 'build/pagefind/fragment');
  const records = readdirSync(fragments).map(
    (file) =>
      JSON.parse(
        gunzipSync(readFileSync(path.join(fragments, file)))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      ) as {url: string; meta: {kind?: string}},
  );
  for (const url of [`${docRoute}#owner-scenario-doc-theorem`, `/blog/${postSlug}#owner-scenario-post-theorem`]) {
    assert.ok(
      records.some((record) => record.url === url && record.meta.kind === 'statement'),
      `search: ${url}`,
    );
  }
  const doc = read(docRoute);
  const graphHref = doc('#owner-scenario-doc-lemma a[href^="/graphs/"]').attr('href');
  assert.ok(graphHref, 'the lemma\'s "Used in" links to its graph');
  const graph = read(new URL(graphHref, 'http://site').pathname);
  const nodes = graph('svg a.graph-node')
    .map((_, node) => graph(node).attr('href'))
    .get();
  assert.ok(
    nodes.includes(`${docRoute}#owner-scenario-doc-lemma`) && nodes.includes(`${docRoute}#owner-scenario-doc-theorem`),
    nodes.join(', '),
  );
});

test("the new book is cited by the post, in its References and the bibliography; the new macro's symbol points to its notation", () => {
  const post = read(`/blog/${postSlug}`);
  assert.equal(post(`article a.citation[href="#ref-${newSource}"]`).length, 1, 'the citation links to its entry');
  assert.match(post(`[id="ref-${newSource}"]`).text(), /Kelley.*General Topology/s, "the post's References hold the book");
  const bibliography = read('/docs/bibliography');
  const entry = bibliography(`[id="${newSource}"], [id="ref-${newSource}"], li:contains("General Topology")`).first();
  assert.ok(
    entry.length > 0 && entry.find(`a[href^="/blog/${postSlug}"]`).length > 0,
    'the bibliography lists the book with the post citing it',
  );
  const marked = post('article .katex [data-notation]');
  assert.ok(marked.length > 0, "the post's formula marks the new macro's symbol");
  const list = read('/notation/');
  assert.ok(
    list(`main a[href^="${docRoute}#"]`)
      .toArray()
      .some((link) => list(link).closest('tr, li').text().includes('the square of')),
    "the site's list of notation has the new symbol, linked to its definition",
  );
});

test('the index term the post adds, with its sub-entry and "see also", is in the index, the post\'s print edition and search', () => {
  const indexRoute = docsPages(copyDir).find((doc) => doc.file === 'docs/index-of-terms.mdx')?.permalink;
  assert.ok(indexRoute, 'the site has an index page');
  const index = read(indexRoute);
  const entry = index(`li.${indexClasses.entry}`).filter(
    (_, element) => index(element).children('span').first().text() === 'vanishing difference',
  );
  assert.equal(entry.length, 1, 'the index has the term');
  const square = index(`li.${indexClasses.entry}`).filter(
    (_, element) => index(element).children('span').first().text() === 'square',
  );
  assert.ok(square.attr('id'), 'the term the "see also" names is in the index');
  assert.equal(entry.children('span').find(`a[href="#${square.attr('id')}"]`).length, 1, '"see also" leads to its entry');
  const subentry = entry.find(`li.${indexClasses.subentry}`);
  assert.equal(subentry.children('span').first().text(), 'of a vector');
  assert.match(subentry.find(`a.${indexClasses.locator}`).attr('href') ?? '', new RegExp(`^/blog/${postSlug}/?#index-\\d+$`));
  const anchor = subentry.find(`a.${indexClasses.locator}`).attr('href')!.split('#')[1]!;
  assert.equal(read(`/blog/${postSlug}`)(`[id="${anchor}"]`).length, 1, 'the place is on the post');
  const print = read(`/print/blog/${postSlug}/`);
  const printed = print('section.print-index').text();
  assert.ok(printed.includes('vanishing difference') && printed.includes('of a vector'), "the post's print edition has the term");
  const fragments = path.join(copyDir, 'build/pagefind/fragment');
  const found = readdirSync(fragments).some((file) => {
    const record = JSON.parse(
      gunzipSync(readFileSync(path.join(fragments, file)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    ) as {
      url: string;
      content: string;
    };
    return record.url.startsWith(`/blog/${postSlug}`) && record.content.includes('vanishing difference, of a vector');
  });
  assert.ok(found, "search finds the term on the post's page");
});

test('the draft is not published', () => {
  const draft = readdirSync(path.join(copyDir, 'blog')).find((file) => file.includes('owner-scenario-draft'))!;
  assert.equal(frontMatter(readFileSync(path.join(copyDir, 'blog', draft), 'utf8')).draft, true);
  assert.throws(() => read('/blog/owner-scenario-draft'));
});
