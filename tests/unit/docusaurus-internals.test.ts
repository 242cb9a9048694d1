/**
 * Every place the site reaches into Docusaurus beyond its documented plugin and theme APIs (README,
 * "Docusaurus internals"), checked against the installed Docusaurus. Each failure names what changed
 * and where the site depends on it, so an upgrade shows its work before a reader does.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {remarkPlugins, rehypePlugins} from '../../src/plugins/maths/remark/math';
import {remarkMathHeadings} from '../../src/plugins/maths/remark/math-headings';
import type * as Rspack from '@rspack/core';
import {compileWithSiteLoader} from './mdx-loader';

const require = createRequire(import.meta.url);
const themeClassic = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/theme');
const themeClassicVersion = (require('@docusaurus/theme-classic/package.json') as {version: string}).version;

/** The site's theme components: src/theme/<Name>/index.tsx or src/theme/<Name>.tsx. */
function swizzledComponents(directory = 'src/theme', prefix = ''): {name: string; file: string}[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return swizzledComponents(file, `${prefix}${entry.name}/`);
    }
    if (entry.name === 'index.tsx') {
      return [{name: prefix.replace(/\/$/, ''), file}];
    }
    return /\.tsx$/.test(entry.name) ? [{name: `${prefix}${entry.name.replace(/\.tsx$/, '')}`, file}] : [];
  });
}

/**
 * The components ejected (copied, then changed) from theme-classic, with a digest of the original
 * they were copied from. When Docusaurus changes an original, its copy here misses the change:
 * compare the new original with the copy, carry the change over, and record the new digest.
 */
const ejectedFrom: Readonly<Record<string, string>> = {
  BlogArchivePage: '9a46c4deb232798c',
  BlogListPage: 'bea76516bb7dfc75',
  'BlogPostItem/Header/Title': '376760456c858ac2',
  'BlogSidebar/Content': '183686ee8963ab2d',
  'DocItem/Content': '0902dcb538c3dbbe',
  Heading: 'bd5eb7a8be21738b',
};

test('every swizzled component still exists in theme-classic, the theme it wraps or replaces', () => {
  for (const {name} of swizzledComponents()) {
    const found = ['index.js', '.js'].some((suffix) =>
      existsSync(path.join(themeClassic, suffix === '.js' ? `${name}.js` : `${name}/${suffix}`)),
    );
    assert.ok(
      found,
      `src/theme/${name}: theme-classic ${themeClassicVersion} has no component ${name} any more; see README, "Docusaurus internals"`,
    );
  }
});

test('wrapped components import the original; ejected ones say so, and their originals are unchanged', () => {
  for (const {name, file} of swizzledComponents()) {
    const source = readFileSync(file, 'utf8');
    const wraps = source.includes(`@theme-original/${name}`);
    const ejected = /^\/\/ Ejected from theme-classic \d/.test(source);
    assert.ok(
      wraps !== ejected,
      `${file}: a swizzle either wraps @theme-original/${name} or starts with "// Ejected from theme-classic <version>"`,
    );
    if (ejected) {
      const original = readFileSync(path.join(themeClassic, name, 'index.js'));
      const digest = createHash('sha256').update(original).digest('hex').slice(0, 16);
      assert.equal(
        digest,
        ejectedFrom[name],
        `${file} is a changed copy of theme-classic's ${name}, whose original changed in ${themeClassicVersion}: ` +
          'compare the two, carry the change over, then record the new digest in this test',
      );
    }
  }
});

test('the names swizzles import from @docusaurus/theme-common/internal still exist', () => {
  // The package exports no package.json: its internal module's declarations sit beside the module.
  const declarations = readFileSync(require.resolve('@docusaurus/theme-common/internal').replace(/\.js$/, '.d.ts'), 'utf8');
  for (const {file} of swizzledComponents()) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import \{([^}]+)\} from '@docusaurus\/theme-common\/internal'/g)) {
      for (const name of match[1]!
        .split(',')
        .map((part) => part.replace(/^\s*type\s+/, '').trim())
        .filter(Boolean)) {
        assert.match(
          declarations,
          new RegExp(`\\b${name}\\b`),
          `${file}: @docusaurus/theme-common/internal no longer exports ${name}`,
        );
      }
    }
  }
});

test("maths in headings reaches the table of contents: Docusaurus's `toc` export still has the shape math-headings edits", async () => {
  const {code, error} = await compileWithSiteLoader('## The series $\\sum k^m r^k$ converges\n\nText.\n', {
    remarkPlugins: [...remarkPlugins, remarkMathHeadings],
    rehypePlugins,
  });
  assert.ifError(error);
  const toc = /export const toc = \[([\s\S]*?)\];/.exec(code ?? '')?.[1];
  assert.ok(toc, 'mdx-loader no longer exports `toc` from a page: see src/plugins/maths/remark/math-headings.ts');
  assert.match(
    toc,
    /class=\\?"katex/,
    "the TOC entry of a heading with maths is not typeset: Docusaurus's `export const toc` changed shape (src/plugins/maths/remark/math-headings.ts, tocEntries)",
  );
});

test(
  "the bundler's watcher state src/plugins/dev-server reads while a compilation waits for Docusaurus's reload",
  {timeout: 60_000},
  async () => {
    // The Rspack that Docusaurus Faster compiles with, and a real compilation in watch mode.
    const rspack = createRequire(require.resolve('@docusaurus/faster'))('@rspack/core') as typeof Rspack;
    const dir = await mkdtemp(path.join(tmpdir(), 'watching-'));
    const entry = path.join(dir, 'entry.js');
    await writeFile(entry, 'export default 1;\n');
    const compiler = rspack.rspack({
      context: dir,
      entry: './entry.js',
      mode: 'development',
      output: {path: path.join(dir, 'out')},
    });
    const seen: {lastWatcherStartTime: unknown; getInfo: unknown}[] = [];
    compiler.hooks.watchRun.tap('internals-test', (running) => {
      const watching = running.watching as unknown as {lastWatcherStartTime?: unknown; pausedWatcher?: {getInfo?: unknown}};
      seen.push({lastWatcherStartTime: watching.lastWatcherStartTime, getInfo: watching.pausedWatcher?.getInfo});
    });
    // The first compilation, then one after a change of the entry (the watcher may also report the entry's
    // creation, as changed within its clock's accuracy): that one runs while the watcher is paused.
    let compiled = 0;
    let edit: NodeJS.Timeout | undefined;
    let changed: (error?: Error | null) => void = () => {};
    const afterChange = new Promise<void>((resolve, reject) => (changed = (error) => (error ? reject(error) : resolve())));
    const watching = compiler.watch({aggregateTimeout: 5}, (error) => {
      if (error) {
        changed(error);
        return;
      }
      compiled += 1;
      if (compiled === 1) {
        edit = setTimeout(() => void writeFile(entry, 'export default 2;\n'), 1100);
      } else {
        changed();
      }
    });
    try {
      await afterChange;
    } finally {
      clearTimeout(edit);
      await new Promise<void>((resolve) => watching.close(() => resolve()));
      await rm(dir, {recursive: true, force: true});
    }
    const duringChange = seen.at(-1)!;
    const where =
      'src/plugins/dev-server (a compilation after an edit takes in the files the reload wrote); see README, "Docusaurus internals"';
    assert.equal(typeof duringChange.lastWatcherStartTime, 'number', `Rspack's Watching has no lastWatcherStartTime: ${where}`);
    assert.equal(
      typeof duringChange.getInfo,
      'function',
      `Rspack's Watching has no pausedWatcher.getInfo() during a compilation: ${where}`,
    );
  },
);
