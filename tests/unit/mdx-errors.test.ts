import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createMDXLoaderItem} from '@docusaurus/mdx-loader';
import {rehypePlugins, remarkPlugins} from '../../src/plugins/maths/remark/math';
import {remarkStatementNumbering} from '../../src/plugins/cross-references/remark/statement-numbering';

const require = createRequire(import.meta.url);
type Loader = (this: unknown, source: string) => void;
const siteLoader = require('../../src/plugins/mdx/loader.cjs') as Loader;

/**
 * Runs `source` through the site's loader, which runs Docusaurus's real mdx-loader, with a loader
 * context like the one Rspack gives it, and returns the error the bundler would print.
 */
async function loaderError(source: string): Promise<Error & {hideStack?: boolean}> {
  const item = await createMDXLoaderItem({
    siteDir: process.cwd(),
    staticDirs: [],
    remarkPlugins: [remarkStatementNumbering, ...remarkPlugins],
    rehypePlugins,
    markdownConfig: {
      format: 'mdx',
      mermaid: false,
      emoji: false,
      mdx1Compat: {comments: true, admonitions: true, headingIds: true},
      anchors: {maintainCase: false},
      hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
      parseFrontMatter: (params: {defaultParseFrontMatter: (params: unknown) => unknown}) =>
        params.defaultParseFrontMatter(params),
    },
  } as unknown as Parameters<typeof createMDXLoaderItem>[0]);
  const {options} = item as {options: unknown};
  const file = path.join(process.cwd(), 'docs/scratch/broken.mdx');
  return new Promise((resolve, reject) => {
    siteLoader.call(
      {
        _compiler: {name: 'client'},
        resource: file,
        resourcePath: file,
        getOptions: () => options,
        addDependency: () => {},
        async: () => (error: Error | null) => (error ? resolve(error) : reject(new Error('compiled without error'))),
      },
      source,
    );
  });
}

test('a formula KaTeX rejects is reported as file:line:column, formula and reason, without a stack', async () => {
  const error = await loaderError('# Title\n\nFine $x$, broken $\\frac{1}$.\n');
  assert.equal(
    error.message,
    `${path.join(process.cwd(), 'docs/scratch/broken.mdx')}:3:18: KaTeX could not compile a formula:\n` +
      "  line 3:18: \\frac{1}\n    KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}",
  );
  assert.equal(error.hideStack, true, 'the bundler is told not to print a stack');
  assert.doesNotMatch(error.stack ?? '', /\n\s+at /, 'no stack frames');
});

test('a duplicate theorem-block id is reported at the second block', async () => {
  const error = await loaderError('<Lemma id="same">\n\nA\n\n</Lemma>\n\n<Theorem id="same">\n\nB\n\n</Theorem>\n');
  assert.match(error.message, /broken\.mdx:7:1: Duplicate theorem-block id "same" \(a Theorem block\)\.$/);
  assert.doesNotMatch(error.stack ?? '', /\n\s+at /);
});

test('other MDX errors keep mdx-loader\'s own report', async () => {
  const error = await loaderError('A tag <div that never closes\n');
  assert.match(error.message, /^MDX compilation failed for file/);
});
