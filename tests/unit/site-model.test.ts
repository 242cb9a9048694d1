/**
 * The site model (src/plugins/site-model): each page parsed once per content load, every capability's
 * extraction read from that one tree, an unchanged page not parsed again on the next load, and the one
 * list of MDX steps that the build and `check:mdx` run.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {buildStepContext, siteSteps} from '../../src/plugins/mdx/steps';
import type {StepContext} from '../../src/plugins/lib/mdx-steps';
import {siteModelLoader, type ModelPage} from '../../src/plugins/site-model/model';
import {siteContributions} from '../../src/plugins/site-model/contributions';
import type {PageInput} from '../../src/plugins/lib/published-pages';
import {pageDataName} from '../../src/plugins/lib/page-data';
import type {PageCrossReferences} from '../../src/plugins/cross-references/table/table';

const page = `# Compactness

<Definition id="compact-space" title="Compact space">
  A space is *compact* when every open cover has a finite subcover, as in [@munkres2000, §26].
  <Notation tex="\\R_K">the real line with the K-topology</Notation>
</Definition>

<Theorem title="Closed subsets" source="@munkres2000, Theorem 26.2">
  A closed subset of a [compact space](ref:compact-space) is compact: $A \\subseteq X$.
</Theorem>
`;

/** A site of two pages in a temporary folder (the bibliography is the site's own). */
async function twoPages(): Promise<{dir: string; pages: PageInput[]}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-model-'));
  const pages = ['a.mdx', 'b.mdx'].map((name) => ({
    file: path.join(dir, name),
    permalink: `/${name.replace('.mdx', '')}`,
    title: name,
    area: ['Notes'],
  }));
  await writeFile(pages[0]!.file, page);
  await writeFile(pages[1]!.file, 'Plain prose, and [the definition](ref:compact-space).\n');
  return {dir, pages};
}

/** Every node of a tree, for identity checks. */
function nodesOf(tree: ModelPage['tree']): Set<object> {
  const nodes = new Set<object>();
  visit(tree, (node) => {
    nodes.add(node);
  });
  return nodes;
}

test("every capability's extraction of a page is read from the page's one tree", async () => {
  const {dir, pages} = await twoPages();
  try {
    const model = await siteModelLoader(process.cwd())(pages);
    const [first] = model.pages;
    assert.ok(first);
    const nodes = nodesOf(first.tree);
    const statementNodes = first.statements.statements.map((statement) => statement.node);
    const referenceNodes = first.statements.references.map((reference) => reference.node);
    const notationNodes = first.notation.declarations.map((declaration) => declaration.node);
    // The index reads the same tree: the definition's block is one of the statements.
    assert.ok(first.terms.places.length > 0, 'the definition defines a term');
    assert.deepEqual(
      first.terms.places.map((place) => place.block?.id),
      first.terms.places.map(() => first.statements.statements[0]!.id),
    );
    assert.deepEqual(
      first.statements.statements.map((statement) => statement.kind),
      ['Definition', 'Theorem'],
    );
    assert.equal(referenceNodes.length, 1);
    assert.equal(notationNodes.length, 1);
    // A statement's source cites too: two citations, the prose's and the source's.
    assert.equal(first.citations.length, 2);
    for (const node of [...statementNodes, ...referenceNodes, ...notationNodes]) {
      assert.ok(nodes.has(node), 'an extraction holds a node of another parse');
    }
    const citedText = first.citations.flatMap(({node}) => (node.type === 'text' ? [node] : []));
    assert.ok(citedText.length > 0 && citedText.every((node) => nodes.has(node)), "citations' nodes are the tree's");
    assert.deepEqual(first.notation.formulas, ['A \\subseteq X']);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('a load parses only the pages whose text changed, and forgets pages no longer published', async () => {
  const {dir, pages} = await twoPages();
  try {
    const load = siteModelLoader(process.cwd());
    const before = await load(pages);
    await writeFile(pages[1]!.file, 'Edited prose.\n');
    const after = await load(pages);
    assert.equal(after.pages[0]!.tree, before.pages[0]!.tree, 'an unchanged page was parsed again');
    assert.notEqual(after.pages[1]!.tree, before.pages[1]!.tree, 'an edited page was not parsed again');
    assert.equal(after.pages[1]!.source, 'Edited prose.\n');
    // The bibliography, its files unchanged, is the same value: read once.
    assert.equal(after.citations, before.citations);
    const alone = await load(pages.slice(0, 1));
    assert.deepEqual(
      alone.pages.map(({page: {file}}) => file),
      [pages[0]!.file],
    );
    // A page deleted while `npm start` reloads drops out rather than failing the load.
    await rm(pages[1]!.file);
    assert.equal((await load(pages)).pages.length, 1);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test("the builders' contributions: each page's data, the previews, the lists, no problem on a sound site", async () => {
  const {dir, pages} = await twoPages();
  try {
    const contributions = await siteContributions(process.cwd(), await siteModelLoader(process.cwd())(pages));
    const byCapability = new Map(contributions.map((contribution) => [contribution.capability, contribution]));
    assert.deepEqual([...byCapability.keys()].sort(), [
      'citations',
      'cross-references',
      'graphs',
      'index-of-terms',
      'notation',
      'print',
      'site-model',
    ]);
    // Notation finds the site's notation macros undeclared (the site's own pages declare them); the rest find nothing.
    for (const {capability, problems} of contributions.filter(({capability: name}) => name !== 'notation')) {
      assert.deepEqual(problems?.lines ?? [], [], `${capability} found problems`);
    }
    const files = (capability: string) => byCapability.get(capability)!.files;
    const dataOf = (capability: string, name: string) => files(capability).find((file) => file.name === name)?.data;
    // The theorem's source reads in the citation style in its preview, not as "@munkres2000".
    const previews = JSON.stringify(files('cross-references').filter(({name}) => name.startsWith('previews/')));
    assert.doesNotMatch(previews, /@munkres2000/);
    assert.match(previews, /Munkres/);
    // The theorem and page b reference a's definition: a's data lists both in the definition's "Used in", b by its title.
    const aData = dataOf('cross-references', pageDataName(process.cwd(), pages[0]!.file)) as PageCrossReferences;
    assert.deepEqual(
      Object.values(aData.usedIn).flatMap((backlinks) => backlinks.map((backlink) => backlink.page ?? 'this page')),
      ['this page', 'b.mdx'],
    );
    // Each route's modules are files the capability writes.
    const routes = byCapability.get('notation')!.routes ?? [];
    const names = new Set(files('notation').map(({name}) => name));
    assert.ok(routes.length > 0 && routes.every((route) => names.has(route.modules.list!)));
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('an id two capabilities would give on one page (a label named as a bibliography key) stops the build at its place', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-model-'));
  try {
    const file = path.join(dir, 'clash.mdx');
    // A block labelled as a key of the site's bibliography, referenced and cited on one page: both "cite-munkres2000-1".
    await writeFile(
      file,
      '<Theorem id="munkres2000" title="A clash">\n  Text.\n</Theorem>\n\nSee [](ref:munkres2000) and [@munkres2000].\n',
    );
    const model = await siteModelLoader(process.cwd())([{file, permalink: '/clash', title: 'Clash', area: ['Notes']}]);
    const [collisions] = await siteContributions(process.cwd(), model);
    assert.equal(collisions?.capability, 'site-model');
    assert.equal(collisions.problems?.stopsBuild, true);
    assert.equal(collisions.problems?.lines.length, 1);
    assert.match(
      collisions.problems!.lines[0]!,
      /clash\.mdx:5:\d+: the id "cite-munkres2000-1" of citations is also the id cross-references gives/,
    );
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('the docs, the blog and the pages run the one list of steps that check:mdx runs', async () => {
  // The config gives the docs and blog plugins and the preset's pages the list, and no step of its own.
  const siteConfig = await readFile('docusaurus.config.ts', 'utf8');
  assert.match(siteConfig, /const markdownPlugins = siteMarkdownPlugins\(buildStepContext\(__dirname\)\);/);
  assert.equal([...siteConfig.matchAll(/\.\.\.markdownPlugins,/g)].length, 3, 'docs, blog and pages spread the list');
  assert.doesNotMatch(siteConfig, /(remarkPlugins|rehypePlugins|RemarkPlugins|RehypePlugins)\s*:/);
  // check:mdx takes its steps from the same list and no other (scripts/check-mdx.ts).
  const script = await readFile('scripts/check-mdx.ts', 'utf8');
  assert.match(script, /markdownPlugins\(context\)/);
  const fromSite = [...script.matchAll(/from '\.\.\/src\/plugins\/([^']+)'/g)].map((match) => match[1]);
  assert.deepEqual(fromSite.sort(), ['lib/mdx-steps', 'mdx/steps', 'site-model/contributions', 'site-model/model']);
  // Every capability's channel is one of the steps' (the loader makes each page depend on its file in each).
  const channelsRead = siteSteps(buildStepContext(process.cwd())).flatMap((step) => step.channels ?? []);
  assert.deepEqual(channelsRead.map((channel) => path.basename(channel.dir)).sort(), [
    'citations',
    'cross-references',
    'notation',
  ]);
});

test("a step context's channels are where the check writes, not the build's", () => {
  const context: StepContext = {channel: (capability) => ({siteDir: '/site', dir: `/tmp/check/${capability}`})};
  const dirs = siteSteps(context)
    .flatMap((step) => step.channels ?? [])
    .map((channel) => channel.dir);
  assert.ok(dirs.length > 0 && dirs.every((dir) => dir.startsWith('/tmp/check/')));
});
