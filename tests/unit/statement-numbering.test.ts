import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compile} from '@mdx-js/mdx';
import {remarkStatementNumbering} from '../../src/plugins/cross-references/remark/statement-numbering';

async function compileToJs(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkStatementNumbering], jsx: true}));
}

test('statements share one counter in reading order; exercises have their own', async () => {
  const js = await compileToJs(`
<Definition>

A

</Definition>

<Exercise>

E

</Exercise>

<Theorem title="Big">

B

</Theorem>

<Exercise>

F

</Exercise>
`);
  assert.match(js, /<Definition[^>]*number="1"[^>]*id="definition-1"/s);
  assert.match(js, /<Theorem[^>]*number="2"[^>]*id="theorem-2"/s);
  assert.match(js, /<Exercise[^>]*number="1"[^>]*id="exercise-1"/s);
  assert.match(js, /<Exercise[^>]*number="2"[^>]*id="exercise-2"/s);
});

test('an explicit id is kept and proofs are not numbered', async () => {
  const js = await compileToJs(`
<Lemma id="tube-lemma">

L

</Lemma>

<Proof>

P

</Proof>
`);
  assert.match(js, /<Lemma[^>]*id="tube-lemma"/s);
  assert.doesNotMatch(js, /id="lemma-1"/);
  assert.doesNotMatch(js, /<Proof[^>]*number=/s);
});

test('duplicate ids fail the build', async () => {
  await assert.rejects(
    compileToJs(`
<Lemma id="same">

A

</Lemma>

<Theorem id="same">

B

</Theorem>
`),
    /Duplicate theorem-block id "same"/,
  );
});
