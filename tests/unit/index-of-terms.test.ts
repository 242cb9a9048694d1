import {test} from 'node:test';
import assert from 'node:assert/strict';
import {VFile} from 'vfile';
import {extractPage} from '../../src/plugins/cross-references/table/extract';
import {parseMdx} from '../../src/plugins/lib/parse-mdx';
import type {PageInput} from '../../src/plugins/lib/published-pages';
import {extractTerms} from '../../src/plugins/index-of-terms/extract';
import {buildTermsIndex, sortingKey, type IndexEntry} from '../../src/plugins/index-of-terms/table';
import {remarkIndexTerms} from '../../src/plugins/index-of-terms/remark/index-terms';

function termsOf(source: string, file = '/site/docs/page.mdx') {
  const {tree} = parseMdx(file, source);
  return extractTerms(tree, extractPage(tree).statements);
}

function page(file: string, title = file): PageInput {
  return {file: `/site/${file}`, permalink: `/${file.replace(/(\/index)?\.mdx$/, '')}`, title, area: ['Mathematics']};
}

function indexOf(pages: readonly {file: string; source: string}[]) {
  return buildTermsIndex(
    '/site',
    pages.map(({file, source}) => ({page: page(file), terms: termsOf(source, `/site/${file}`)})),
    () => '<p>paragraph</p>',
  );
}

const entries = (index: ReturnType<typeof indexOf>): IndexEntry[] => index.groups.flatMap((group) => group.entries);
const entry = (index: ReturnType<typeof indexOf>, plain: string) => entries(index).find((candidate) => candidate.plain === plain);

const notes = `# Compactness

<Definition title="Compactness">

An *open covering* of $X$ is a collection of open sets whose union is $X$. The space $X$ is *compact*
if every open covering has a finite subcollection that also covers $X$.

</Definition>

<Definition title="Logistic map">

The map $x \\mapsto r x (1 - x)$ on $[0, 1]$.

</Definition>

<Theorem title="Tube lemma">

If $Y$ is compact, <Index term="compact, products of" /> a neighbourhood of a slice contains a tube.

</Theorem>

Every closed subspace of a compact space is compact, and <Index term="$T_1$ space" /> points are closed.

<Index term="bicompact" see="compact" />
`;

test("a definition's emphasised words are the terms it defines; one that emphasises none is indexed under its title", () => {
  const {places, problems} = termsOf(notes);
  assert.deepEqual(problems, []);
  const defined = places.filter((place) => place.defines).map((place) => place.term);
  assert.deepEqual(defined, ['open covering', 'compact', 'Logistic map']);
  // The title of a definition that emphasises its terms is not a term: the words are.
  assert.ok(!places.some((place) => place.term === 'Compactness'));
});

test('<Index> indexes its place: in a block, the block; in the prose, its own anchor and paragraph; a "see" has no place', () => {
  const {places, elements} = termsOf(notes);
  const products = places.find((place) => place.sub === 'products of')!;
  assert.equal(products.term, 'compact');
  assert.equal(products.defines, false);
  // Its own anchor, inside the block: the link lands on the place, the preview shows the block.
  assert.equal(products.anchor, 'index-1');
  assert.equal(products.block!.kind, 'Theorem');
  const t1 = places.find((place) => place.term === '$T_1$ space')!;
  assert.equal(t1.anchor, 'index-2');
  assert.equal(t1.heading, 'Compactness');
  assert.ok(t1.paragraph && t1.paragraph.length > 0);
  const bicompact = places.find((place) => place.term === 'bicompact')!;
  assert.deepEqual(bicompact.see, ['compact']);
  assert.equal(bicompact.anchor, undefined);
  assert.deepEqual(
    elements.map(({anchor}) => anchor),
    ['index-1', 'index-2', 'index-3'],
  );
});

test('the index: definitions first, sub-entries under their term, "see" resolved, symbols sorted by their letters', () => {
  const index = indexOf([
    {file: 'docs/a.mdx', source: 'A <Index term="compact" /> mention before the definition.\n'},
    {file: 'docs/b.mdx', source: notes},
  ]);
  assert.deepEqual(index.problems, []);
  assert.deepEqual(index.warnings, []);
  const compact = entry(index, 'compact')!;
  assert.deepEqual(
    compact.locators.map((locator) => [locator.text, locator.defines]),
    [
      ['Definition 1', true],
      // A place in the prose before any heading is named by its page.
      ['docs/a.mdx', false],
    ],
  );
  assert.deepEqual(
    compact.subentries.map((subentry) => subentry.text),
    ['products of'],
  );
  const inTheorem = compact.subentries[0]!.locators[0]!;
  assert.equal(inTheorem.text, 'Theorem 3');
  assert.equal(inTheorem.href, '/docs/b#index-1');
  assert.equal(inTheorem.target.anchor, 'theorem-3');
  assert.deepEqual(
    entry(index, 'bicompact')!.see.map((target) => [target.text, target.key]),
    [['compact', compact.key]],
  );
  // $T_1$ space sorts under T, between "Logistic map"'s L and nothing after.
  const letters = index.groups.map((group) => [group.letter, group.entries.map((each) => each.plain)]);
  assert.deepEqual(letters, [
    ['B', ['bicompact']],
    ['C', ['compact']],
    ['L', ['Logistic map']],
    ['O', ['open covering']],
    ['T', ['T₁ space']],
  ]);
  // A place in the prose previews its paragraph; a block's place, the block.
  assert.equal(entry(index, 'T₁ space')!.locators[0]!.paragraphHtml, '<p>paragraph</p>');
  assert.equal(compact.locators[0]!.paragraphHtml, undefined);
});

test('a "see" to a term the index lacks is a problem at its place; a term two definitions define is a warning naming both', () => {
  const index = indexOf([
    {
      file: 'docs/a.mdx',
      source:
        '<Definition title="T">\n\nA space is *compact* if it is.\n\n</Definition>\n\n<Index term="bicompact" see="quasi-compact" />\n',
    },
    {file: 'docs/b.mdx', source: '<Definition title="U">\n\nA space is *Compact* if it is.\n\n</Definition>\n'},
  ]);
  assert.deepEqual(
    index.problems.map(({file, line, column, reason}) => `${file}:${line}:${column} ${reason.slice(0, 39)}`),
    ['/site/docs/a.mdx:7:1 "quasi-compact" is no term of the index'],
  );
  assert.equal(index.warnings.length, 1);
  assert.match(index.warnings[0]!.reason, /"compact" is defined here and at docs\/a\.mdx:3:12/);
  assert.equal(index.warnings[0]!.file, '/site/docs/b.mdx');
});

test('a mention, or a qualified term, keeps two definitions of one word apart', () => {
  const index = indexOf([
    {file: 'docs/a.mdx', source: '<Definition title="T">\n\nA space is *Hausdorff* if it is.\n\n</Definition>\n'},
    {
      file: 'docs/b.mdx',
      source:
        '<Definition title="U">\n\nA space is <Index mention>*Hausdorff*</Index> if it is; a set is <Index term="closed, under an operation">*closed*</Index> if it is.\n\n</Definition>\n',
    },
  ]);
  assert.deepEqual(index.warnings, []);
  assert.deepEqual(
    entry(index, 'Hausdorff')!.locators.map((locator) => locator.defines),
    [true, false],
  );
  assert.equal(entry(index, 'closed')!.subentries[0]!.locators[0]!.defines, true);
});

test('a term KaTeX cannot typeset, or an <Index> with no term, fails its page at its place', async () => {
  const file = new VFile({path: '/site/docs/page.mdx', value: 'Text <Index term="$\\frac{1}$ space" /> here.\n'});
  const {tree} = parseMdx(file.path, String(file.value));
  assert.throws(
    () => remarkIndexTerms()(tree, file),
    (error: Error & {line?: number; column?: number}) =>
      error.line === 1 && error.column === 6 && /KaTeX cannot typeset/.test(error.message),
  );
  assert.match(termsOf('Text <Index /> here.\n').problems[0]!.reason, /needs a term/);
});

test('the remark step gives each <Index> its anchor, as the model names it', () => {
  const source = 'One <Index term="a" /> and <Index term="b">*b*</Index>.\n';
  const file = new VFile({path: '/site/docs/page.mdx', value: source});
  const {tree} = parseMdx(file.path, source);
  remarkIndexTerms()(tree, file);
  const ids: string[] = [];
  const visit = (node: {type: string; name?: string; attributes?: {name: string; value: string}[]; children?: unknown[]}) => {
    if (node.name === 'Index') {
      ids.push(node.attributes!.find((attribute) => attribute.name === 'id')!.value);
    }
    (node.children as (typeof node)[] | undefined)?.forEach(visit);
  };
  visit(tree as never);
  assert.deepEqual(
    ids,
    termsOf(source).elements.map(({anchor}) => anchor),
  );
});

test('sorting keys: accents and case aside, formulas by their letters, Greek letters by name', () => {
  assert.equal(sortingKey('$T_1$ space'), 't1 space');
  assert.equal(sortingKey('Lindelöf space'), 'lindelof space');
  assert.equal(sortingKey('$\\sigma$-compact'), 'sigma compact');
  assert.equal(sortingKey('$m$-manifold'), 'm manifold');
});
