import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import {runPageCells, stopPythonRunner} from '../../src/plugins/python-cells/remark/runner';
import {remarkPythonCells} from '../../src/plugins/python-cells/remark/python-cells';

after(stopPythonRunner);

test('cells share one namespace in order; stdout, stderr and the final value are captured', async () => {
  const runs = await runPageCells(
    'fixture-capture',
    ['x = 20\nprint("x is", x)', 'import sys\nprint("warn", file=sys.stderr)\nx + 22', 'y = 1', 'None'],
    {timeoutMs: 20_000},
  );
  assert.equal(runs.length, 4);
  assert.deepEqual(runs[0]!.output.chunks, [{stream: 'stdout', text: 'x is 20\n'}]);
  assert.equal(runs[0]!.output.value, undefined);
  assert.deepEqual(runs[1]!.output.chunks, [{stream: 'stderr', text: 'warn\n'}]);
  assert.equal(runs[1]!.output.value, '42');
  assert.deepEqual(runs[2]!.output.chunks, []);
  assert.equal(runs[3]!.output.value, undefined, 'a final None is not shown');
});

test('pages do not share a namespace', async () => {
  await runPageCells('fixture-page-1', ['secret = 1'], {timeoutMs: 20_000});
  const [run] = await runPageCells('fixture-page-2', ['secret'], {timeoutMs: 20_000});
  assert.match(run!.output.error ?? '', /NameError: name 'secret' is not defined/);
});

test('an exception is captured as a traceback naming the cell', async () => {
  const [run] = await runPageCells('fixture-error', ['def f():\n    return 1 / 0\nf()'], {timeoutMs: 20_000});
  assert.match(run!.output.error ?? '', /File "<cell 1>", line 3/);
  assert.match(run!.output.error ?? '', /ZeroDivisionError: division by zero/);
  assert.doesNotMatch(run!.output.error ?? '', /_site_run_cell/, 'the driver frame is hidden');
});

test('a cell past the time limit is interrupted and reported', async () => {
  const runs = await runPageCells('fixture-timeout', ['while True:\n    pass', 'print("never")'], {timeoutMs: 1_000});
  assert.equal(runs.length, 1, 'later cells do not run');
  assert.equal(runs[0]!.timedOut, true);
  const [after] = await runPageCells('fixture-after-timeout', ['print("still works")'], {timeoutMs: 20_000});
  assert.deepEqual(after!.output.chunks, [{stream: 'stdout', text: 'still works\n'}]);
});

test('output is deterministic: seeded randomness and string hashing repeat exactly', async () => {
  const source =
    'import random\nrandom.seed(7)\nprint([random.randint(1, 100) for _ in range(5)])\nprint(list({"a", "b", "c", "d"}))';
  const [first] = await runPageCells('fixture-determinism-1', [source], {timeoutMs: 20_000});
  const [second] = await runPageCells('fixture-determinism-2', [source], {timeoutMs: 20_000});
  assert.deepEqual(first!.output, second!.output);
});

async function transform(markdown: string, path = 'docs/fixture.mdx'): Promise<string> {
  const file = new VFile({path, value: markdown});
  return String(await compile(file, {remarkPlugins: [[remarkPythonCells, {timeoutMs: 5_000}]], jsx: true}));
}

test("the remark transform bakes real output and the code's tokens into <PythonCell> and imports it only where needed", async () => {
  const js = await transform('Text.\n\n```python cell\nprint(6 * 7)\n```\n\n```python\nprint("static")\n```\n');
  assert.match(js, /import PythonCell from ['"]@site\/src\/plugins\/python-cells\/theme\/PythonCell['"]/);
  assert.match(js, /<PythonCell index="1" code="print\(6 \* 7\)" tokens=".+" output=/);
  // The code's tokens, for the page to draw it highlighted without Prism.
  assert.match(js, /tokens="\[\[\[&quot;keyword&quot;,&quot;print&quot;\]/);
  assert.match(js, /&quot;42\\n&quot;/);
  assert.match(js, /className="language-python">\{"print\(\\"static\\"\)/, 'a plain python block stays a code block');
  const plain = await transform('```python\nprint(1)\n```\n');
  assert.doesNotMatch(plain, /PythonCell/);
});

test('a raising cell fails the build with page, cell number and traceback', async () => {
  await assert.rejects(
    transform('```python cell\nx = 1\n```\n\n```python cell\nraise ValueError("bad input")\n```\n', 'docs/broken.mdx'),
    /docs\/broken\.mdx: Python cell 2 raised an exception:[\s\S]*ValueError: bad input/,
  );
});

test('a cell marked raises shows its traceback, and must raise', async () => {
  const js = await transform('```python cell raises\n1 / 0\n```\n');
  assert.match(js, /ZeroDivisionError/);
  assert.match(js, /raises="true"/);
  await assert.rejects(transform('```python cell raises\n1 + 1\n```\n', 'docs/calm.mdx'), /Python cell 1 is marked "raises"/);
});

test('a cell that runs too long fails the build', async () => {
  await assert.rejects(
    transform('```python cell\nwhile True:\n    pass\n```\n', 'docs/slow.mdx'),
    /docs\/slow\.mdx: Python cell 1 ran longer than 5 s/,
  );
});

test('a syntax error is reported without the driver or parser frames', async () => {
  const [run] = await runPageCells('fixture-syntax', ['print("a")print("b")'], {timeoutMs: 20_000});
  assert.match(run!.output.error ?? '', /File "<cell 1>", line 1/);
  assert.match(run!.output.error ?? '', /SyntaxError/);
  assert.doesNotMatch(run!.output.error ?? '', /ast\.py|Traceback/);
});
