import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {siteLoaderOptions} from '../../src/plugins/mdx';
import {crossReferencesData} from '../../src/plugins/cross-references/data';
import {pageDataFile} from '../../src/plugins/lib/page-data';
import {compileWithSiteLoader} from './mdx-loader';
import {rehypePlugins, remarkPlugins} from '../../src/plugins/maths/remark/math';
import {remarkStatementNumbering} from '../../src/plugins/cross-references/remark/statement-numbering';

/** The error the bundler would print for `source`. */
async function loaderError(source: string): Promise<Error & {hideStack?: boolean}> {
  const {error} = await compileWithSiteLoader(source, {
    remarkPlugins: [remarkStatementNumbering, ...remarkPlugins],
    rehypePlugins,
  });
  if (!error) {
    throw new Error('compiled without error');
  }
  return error;
}

test('a formula KaTeX rejects is reported as file:line:column, formula and reason, without a stack', async () => {
  const error = await loaderError('# Title\n\nFine $x$, broken $\\frac{1}$.\n');
  assert.equal(
    error.message,
    `${path.join(process.cwd(), 'docs/scratch/page.mdx')}:3:18: KaTeX could not compile a formula:\n` +
      "  line 3:18: \\frac{1}\n    KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}",
  );
  assert.equal(error.hideStack, true, 'the bundler is told not to print a stack');
  assert.doesNotMatch(error.stack ?? '', /\n\s+at /, 'no stack frames');
});

test('a duplicate theorem-block id is reported at the second block', async () => {
  const error = await loaderError('<Lemma id="same">\n\nA\n\n</Lemma>\n\n<Theorem id="same">\n\nB\n\n</Theorem>\n');
  assert.match(error.message, /page\.mdx:7:1: Duplicate theorem-block id "same" \(a Theorem block\)\.$/);
  assert.doesNotMatch(error.stack ?? '', /\n\s+at /);
});

test("other MDX errors keep mdx-loader's own report", async () => {
  const error = await loaderError('A tag <div that never closes\n');
  assert.match(error.message, /^MDX compilation failed for file/);
});

test('a page depends on its data file in every channel, whether it compiles or fails', async () => {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'site-'));
  const page = path.join(siteDir, 'docs/notes.mdx');
  const data = pageDataFile(crossReferencesData(siteDir), page);
  const plugins = {remarkPlugins: [remarkStatementNumbering, ...remarkPlugins], rehypePlugins};
  try {
    const unpublished = await compileWithSiteLoader('Text.\n', plugins, siteLoaderOptions(siteDir), page);
    assert.deepEqual(unpublished.dependencies, [], 'a page without data files depends on none');
    await mkdir(path.dirname(data), {recursive: true});
    await writeFile(data, '{"targets": {}, "usedIn": {}}');
    const compiled = await compileWithSiteLoader('Text.\n', plugins, siteLoaderOptions(siteDir), page);
    assert.deepEqual(compiled.dependencies, [data]);
    const failed = await compileWithSiteLoader('Broken $\\frac{1}$.\n', plugins, siteLoaderOptions(siteDir), page);
    assert.ok(failed.error);
    assert.deepEqual(failed.dependencies, [data], 'a page that fails still compiles again when its data changes');
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});
