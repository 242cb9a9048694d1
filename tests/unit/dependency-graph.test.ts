import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkMath from 'remark-math';
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {extractPage} from '../../src/plugins/cross-references/table/extract';
import type {PageInput} from '../../src/plugins/lib/published-pages';
import {buildTable} from '../../src/plugins/cross-references/table/table';
import {dependencyRelation, graphOf, graphUnits} from '../../src/plugins/graphs/graph';
import {fitTitle, layOut} from '../../src/plugins/graphs/layout';
import {fontSize, maxWidth, minWidth, oneLineWidth, padding} from '../../src/plugins/graphs/geometry';
import {graphTextMeasure} from '../../src/plugins/graphs/text-metrics';
import {idleStatus, longestStatus, selectionStatus} from '../../src/plugins/graphs/theme/DependencyGraph/status';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkMath);

type Source = {readonly source: string; readonly area: readonly string[]};

function site(sources: Record<string, Source>) {
  const pages = Object.entries(sources).map(([file, {source, area}]) => {
    const vfile = new VFile({path: `/site/${file}`, value: source});
    const page: PageInput = {file: `/site/${file}`, permalink: `/docs/${file.replace(/(index)?\.mdx$/, '')}`, title: file, area};
    return {page, extracted: extractPage(parser.parse(vfile) as Root, vfile)};
  });
  const table = buildTable('/site', pages);
  assert.deepEqual(table.problems, []);
  return {pages, table, relation: dependencyRelation('/site', pages, table.targets)};
}

const chapter = ['Mathematics', 'Topology', 'Chapter 3'];

const notes = `
<Definition id="compact" title="Compact">

Every open cover has a finite subcover.

</Definition>

<Lemma id="tube-lemma" title="Tube lemma">

Uses [compactness](ref:compact).

</Lemma>

<Theorem id="products">

Products of compact spaces are compact.

</Theorem>

<Proof>

By [](ref:tube-lemma), twice: [](ref:tube-lemma). This is [](ref:products) for two factors.

</Proof>

$$
a = b \\label{eq:ab}
$$

In the prose, [](ref:compact) and [](ref:eq:ab) are mentioned but used by no result.

<Theorem>

No label, and its statement cites [](ref:eq:ab) only.

</Theorem>
`;

const exercises = `
<Exercise>

Show that [](ref:products) needs compactness.

<Solution>

Apply [](ref:tube-lemma).

</Solution>

</Exercise>
`;

test('a use comes from a reference in a statement, in its proof or in its solution, never from the prose', () => {
  const {relation, table} = site({
    'chapt-3/notes/index.mdx': {source: notes, area: chapter},
    'chapt-3/exercises/index.mdx': {source: exercises, area: chapter},
  });
  const uses = relation.uses.map(({from, to, scopes}) => [from, to, scopes]);
  assert.deepEqual(uses, [
    ['/docs/chapt-3/notes/#compact', '/docs/chapt-3/notes/#tube-lemma', ['statement']],
    // Cited twice in the proof: one use. Its own statement, recalled in the proof, is no use.
    ['/docs/chapt-3/notes/#tube-lemma', '/docs/chapt-3/notes/#products', ['proof']],
    // Across pages: the exercise uses the theorem in its statement and the lemma in its solution.
    ['/docs/chapt-3/notes/#products', '/docs/chapt-3/exercises/#exercise-1', ['statement']],
    ['/docs/chapt-3/notes/#tube-lemma', '/docs/chapt-3/exercises/#exercise-1', ['solution']],
  ]);
  // The unlabelled theorem cites only an equation, which is not a result: it is no node.
  assert.equal(relation.nodes.has('/docs/chapt-3/notes/#theorem-4'), false);
  assert.equal(relation.nodes.get('/docs/chapt-3/exercises/#exercise-1')?.kind, 'Exercise');
  // A node without a label still has a preview, under its anchor, for the graph's hover.
  const exercise = relation.nodes.get('/docs/chapt-3/exercises/#exercise-1')!;
  assert.match(table.previews.get(exercise.previews)?.['exercise-1']?.html ?? '', /needs compactness/);
});

test("graphs: one per chapter, per notes page outside a chapter and per area; other pages' results are external", () => {
  const {pages, relation} = site({
    'chapt-3/notes/index.mdx': {source: notes, area: chapter},
    'chapt-3/exercises/index.mdx': {source: exercises, area: chapter},
    'extras/index.mdx': {source: exercises.replace('<Exercise>', '<Exercise id="extra">'), area: ['Mathematics', 'Topology']},
    'post.mdx': {source: exercises, area: ['Blog']},
  });
  const units = graphUnits(pages);
  assert.deepEqual(
    units.map(({kind, path, title}) => [kind, path, title]),
    [
      ['area', '/graphs/', 'Topology'],
      ['chapter', '/graphs/chapt-3/', 'Chapter 3'],
      ['page', '/graphs/extras/', 'extras/index.mdx'],
    ],
  );
  const counts = new Map(pages.map(({page, extracted}) => [page, extracted.statements.length]));
  const extras = graphOf(units[2]!, relation, counts);
  assert.deepEqual(
    extras.nodes.map(({id, externalPage}) => [id, externalPage]),
    [
      ['node-extra', undefined],
      ['node-other-chapt-3-notes-tube-lemma', 'chapt-3/notes/index.mdx'],
      ['node-other-chapt-3-notes-products', 'chapt-3/notes/index.mdx'],
    ],
  );
  const chapterGraph = graphOf(units[1]!, relation, counts);
  // The blog post and the extras page use the chapter's results: they appear, marked as other pages.
  assert.ok(chapterGraph.nodes.some((node) => node.externalPage === 'post.mdx'));
  assert.deepEqual(
    chapterGraph.pages.map(({title, results, unconnected}) => [title, results, unconnected]),
    [
      ['chapt-3/notes/index.mdx', 4, 1],
      ['chapt-3/exercises/index.mdx', 1, 0],
    ],
  );
  for (const edge of chapterGraph.edges) {
    assert.ok(chapterGraph.nodes.some((node) => node.id === edge.from) && chapterGraph.nodes.some((node) => node.id === edge.to));
  }
});

test('the layout draws every edge from the used result to the one that uses it', async () => {
  const {pages, relation} = site({
    'chapt-3/notes/index.mdx': {source: notes, area: chapter},
    'chapt-3/exercises/index.mdx': {source: exercises, area: chapter},
  });
  const counts = new Map(pages.map(({page, extracted}) => [page, extracted.statements.length]));
  const graph = graphOf(graphUnits(pages)[0]!, relation, counts);
  const layout = await layOut(graph, await graphTextMeasure(process.cwd()));
  assert.equal(layout.edges.length, graph.edges.length);
  const near = ([x, y]: number[], id: string) => {
    const box = layout.nodes[id]!;
    return x! >= box.x - 2 && x! <= box.x + box.width + 2 && y! >= box.y - 2 && y! <= box.y + box.height + 2;
  };
  for (const edge of layout.edges) {
    const numbers = edge.path.match(/-?\d+(\.\d+)?/g)!.map(Number);
    assert.ok(near(numbers.slice(0, 2), edge.from), `${edge.from} → ${edge.to} starts at its source`);
    assert.ok(near(numbers.slice(-2), edge.to), `${edge.from} → ${edge.to} ends at the result that uses it`);
  }
  for (const node of graph.nodes) {
    assert.ok(layout.nodes[node.id], `${node.id} is placed`);
    const box = layout.nodes[node.id]!;
    assert.ok(box.x + box.width <= layout.width + 1 && box.y + box.height <= layout.height + 1);
  }
});

test('a box fits its title on one line, wraps it onto two, or ends the second line with an ellipsis', async () => {
  const measure = await graphTextMeasure(process.cwd());
  const inner = (width: number) => width - 2 * padding;
  const fits = ({width, lines}: {width: number; lines: readonly string[]}) =>
    lines.every((line) => measure.title(line) <= inner(width));

  const short = fitTitle('Lemma 3', 'Tube lemma', false, measure);
  assert.deepEqual(short.lines, ['Tube lemma']);
  assert.ok(short.width >= minWidth && short.width <= oneLineWidth && fits(short));

  const long = 'Sets between a connected set and its closure are connected';
  const wrapped = fitTitle('Theorem 12', long, false, measure);
  assert.equal(wrapped.lines.length, 2);
  assert.equal(wrapped.lines.join(' '), long);
  assert.ok(wrapped.width <= maxWidth && fits(wrapped), `${wrapped.width}: ${wrapped.lines.join(' / ')}`);

  const tooLong = `${long}, and so are all the sets between any connected set and its closure in any space at all`;
  const cut = fitTitle('Theorem 12', tooLong, false, measure);
  assert.equal(cut.lines.length, 2);
  assert.ok(cut.lines[1]!.endsWith('…') && tooLong.startsWith(cut.lines.join(' ').slice(0, -1)), cut.lines.join(' / '));
  assert.ok(cut.width <= maxWidth && fits(cut));

  // The name line and the ↗ of a result of another page fit too, even with a short title.
  const external = fitTitle('Definition 123', 'X', true, measure);
  assert.ok(measure.name('Definition 123') + 2 * padding < external.width);
  // A character the font lacks is drawn in another font: it is budgeted a full em.
  assert.equal(measure.title('ℝ'), fontSize);
  assert.ok(measure.title('Arzelà–Ascoli …') < 15 * fontSize);
});

test('the line above a graph counts in plain English, and keeps room for the longest thing it can say', () => {
  assert.equal(
    selectionStatus('Theorem 11', 0, 8),
    'Theorem 11 selected: it builds on no other result, and 8 results build on it. Activate it again to open it; Escape clears.',
  );
  assert.match(selectionStatus('Lemma 4', 1, 1), /: it builds on 1 result, and 1 result builds on it\./);
  assert.match(selectionStatus('Lemma 4', 3, 0), /: it builds on 3 results, and no result builds on it\./);
  const nodes = [
    {kind: 'Lemma', number: '4'},
    {kind: 'Proposition', number: '15'},
    {kind: 'Theorem', number: '112'},
  ] as const;
  const room = longestStatus(nodes);
  for (const {kind, number} of nodes) {
    for (const [ancestors, descendants] of [
      [0, 0],
      [1, 2],
      [2, 0],
      [0, 2],
    ]) {
      assert.ok(room.length >= selectionStatus(`${kind} ${number}`, ancestors!, descendants!).length);
    }
  }
  assert.ok(room.length >= idleStatus.length);
});
