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
import {themeClassicPrismModule, themeClassicPrismModulePath} from '../../src/plugins/highlighting';
import {
  docusaurusTemplateModule,
  firstPaintTemplate,
  ssrTemplate,
  startAfterFirstPaint,
} from '../../src/plugins/first-paint/template';
import type * as Rspack from '@rspack/core';
import ts from 'typescript';
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
 * The site's swizzles: src/theme's, and the components a capability ships that it ejected from
 * theme-classic (maths' Heading, which reads the label its MDX step writes).
 */
function siteSwizzles(): {name: string; file: string}[] {
  const capabilities = readdirSync('src/plugins', {withFileTypes: true})
    .map((entry) => path.join('src/plugins', entry.name, 'theme'))
    .filter((theme) => existsSync(theme));
  return [
    ...swizzledComponents(),
    ...capabilities.flatMap((theme) =>
      swizzledComponents(theme).filter(({file}) => /^\/\/ Ejected from theme-classic \d/.test(readFileSync(file, 'utf8'))),
    ),
  ];
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
  CodeBlock: '639f8655d319e123',
  'DocItem/Content': '0902dcb538c3dbbe',
  Heading: 'bd5eb7a8be21738b',
};

test('every swizzled component still exists in theme-classic, the theme it wraps or replaces', () => {
  const swizzles = siteSwizzles();
  assert.ok(
    swizzles.some(({file}) => file.startsWith('src/plugins/')),
    "a capability's ejected component is checked too",
  );
  for (const {name, file} of swizzles) {
    const found = ['index.js', '.js'].some((suffix) =>
      existsSync(path.join(themeClassic, suffix === '.js' ? `${name}.js` : `${name}/${suffix}`)),
    );
    assert.ok(
      found,
      `${file}: theme-classic ${themeClassicVersion} has no component ${name} any more; see README, "Docusaurus internals"`,
    );
  }
});

test('wrapped components import the original; ejected ones say so, and their originals are unchanged', () => {
  for (const {name, file} of siteSwizzles()) {
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

test("theme-classic's client module that registers Prism's grammars is still the one the highlighting plugin leaves out", async () => {
  const {default: themeClassicPlugin} = (await import('@docusaurus/theme-classic')) as unknown as {
    default: (context: unknown, options: unknown) => {getClientModules: () => string[]};
  };
  const plugin = themeClassicPlugin(
    {
      i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
      siteStorage: {type: 'localStorage', namespace: ''},
      siteConfig: {themeConfig: {colorMode: {}, prism: {additionalLanguages: []}}},
      siteDir: process.cwd(),
    },
    {customCss: []},
  );
  assert.ok(
    plugin.getClientModules().includes(themeClassicPrismModule),
    `theme-classic ${themeClassicVersion} no longer lists the client module ${themeClassicPrismModule}: ` +
      'every page may load Prism again, or its grammars are registered elsewhere (src/plugins/highlighting)',
  );
  assert.ok(
    existsSync(`${themeClassicPrismModulePath()}.js`),
    `${themeClassicPrismModulePath()}.js is gone: see src/plugins/highlighting and README, "Docusaurus internals"`,
  );
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
  "the bundler's watchRun: a deleted file is in removedFiles, and a file src/plugins/dev-server adds to modifiedFiles is read anew",
  {timeout: 60_000},
  async () => {
    // The Rspack that Docusaurus Faster compiles with, and a real compilation in watch mode: as in `npm start`,
    // a page is deleted, and the compilation that follows waits for the route file that imported it to be
    // rewritten, then takes it in.
    const rspack = createRequire(require.resolve('@docusaurus/faster'))('@rspack/core') as typeof Rspack;
    const dir = await mkdtemp(path.join(tmpdir(), 'watching-'));
    const file = (name: string) => path.join(dir, name);
    await writeFile(file('entry.js'), "import route from './routes.js';\nexport default route;\n");
    await writeFile(file('routes.js'), "import page from './page.js';\nexport default ['routes-before', page];\n");
    await writeFile(file('page.js'), "export default 'page';\n");
    const compiler = rspack.rspack({
      context: dir,
      entry: './entry.js',
      mode: 'development',
      devtool: false,
      output: {path: file('out')},
    });
    const removedSeen: string[][] = [];
    compiler.hooks.watchRun.tapPromise('internals-test', async (running) => {
      const removed = [...(running.removedFiles ?? [])];
      removedSeen.push(removed);
      if (removed.includes(file('page.js'))) {
        await writeFile(file('routes.js'), "export default ['routes-after'];\n");
        running.modifiedFiles = new Set([...(running.modifiedFiles ?? []), file('routes.js')]);
      }
    });
    let compiled = 0;
    let deletion: NodeJS.Timeout | undefined;
    let done: (error?: Error | null) => void = () => {};
    const afterDeletion = new Promise<void>((resolve, reject) => (done = (error) => (error ? reject(error) : resolve())));
    let output = '';
    let errors: string[] = [];
    const watching = compiler.watch({aggregateTimeout: 5}, (error, stats) => {
      if (error) {
        done(error);
        return;
      }
      compiled += 1;
      if (compiled === 1) {
        deletion = setTimeout(() => void rm(file('page.js')), 1100);
      } else if (removedSeen.some((removed) => removed.includes(file('page.js')))) {
        errors = (stats?.toJson({all: false, errors: true}).errors ?? []).map((each) => each.message);
        output = readFileSync(file('out/main.js'), 'utf8');
        done();
      }
    });
    try {
      await afterDeletion;
    } finally {
      clearTimeout(deletion);
      await new Promise<void>((resolve) => watching.close(() => resolve()));
      await rm(dir, {recursive: true, force: true});
    }
    const where =
      'src/plugins/dev-server (a compilation after a deletion waits for the new route registry); see README, "Docusaurus internals"';
    assert.deepEqual(errors, [], `Rspack compiled the deleted file's old importer, not the one rewritten in watchRun: ${where}`);
    assert.match(output, /routes-after/, `Rspack did not read a file added to modifiedFiles in watchRun: ${where}`);
  },
);

/**
 * What a module of src/ keeps for everything that loads it: a top-level `let` or `var`, an empty Map, Set,
 * WeakMap or WeakSet filled later, a value on `globalThis` or under `Symbol.for`. Constants and lookup
 * tables built once are not state.
 */
function moduleState(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) {
      continue;
    }
    const mutable = (statement.declarationList.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== ts.NodeFlags.Const;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      const emptyCollection =
        value !== undefined &&
        ts.isNewExpression(value) &&
        ts.isIdentifier(value.expression) &&
        ['Map', 'Set', 'WeakMap', 'WeakSet'].includes(value.expression.text) &&
        (value.arguments?.length ?? 0) === 0;
      if ((mutable || emptyCollection) && ts.isIdentifier(declaration.name)) {
        names.push(declaration.name.text);
      }
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node)) {
      return;
    }
    if (ts.isIdentifier(node) && node.text === 'globalThis') {
      names.push('globalThis');
    }
    if (ts.isPropertyAccessExpression(node) && node.getText() === 'Symbol.for') {
      names.push('Symbol.for');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(names)];
}

test("every module-level state of src/ is in the README's internals table, with why it is not a file or an option", () => {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.slice(readme.indexOf('## Docusaurus internals'), readme.indexOf('**Upgrading Docusaurus.**'));
  const files = readdirSync('src', {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const found = files.flatMap((file) => moduleState(file).map((name) => ({file, name})));
  assert.ok(
    found.some(({name}) => name === 'typesetCache'),
    'the scan for module-level state found none of the known ones',
  );
  for (const {file, name} of found) {
    const where = `\`${file.split(path.sep).join('/')}\``;
    assert.ok(
      table.split('\n').some((row) => row.includes(where) && row.includes(`\`${name}\``)),
      `${file} keeps \`${name}\` for everything that loads it: list it in the README's internals table, with why it cannot be a file or an option`,
    );
  }
});

test('the client entry still assigns window.docusaurus, and Link still prefetches through it (src/clientModules/prefetch-on-intent.ts)', () => {
  const client = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');
  const entry = readFileSync(path.join(client, 'clientEntry.js'), 'utf8');
  assert.match(
    entry,
    /window\.docusaurus = /,
    'Docusaurus no longer assigns window.docusaurus in its client entry: the interception in prefetch-on-intent.ts sees nothing; see README, "Docusaurus internals"',
  );
  const link = readFileSync(path.join(client, 'exports/Link.js'), 'utf8');
  assert.match(link, /window\.docusaurus\.prefetch\(/, 'Link no longer prefetches through window.docusaurus.prefetch');
  assert.match(link, /window\.docusaurus\.preload\(/, 'Link no longer preloads through window.docusaurus.preload');
});

test("Docusaurus's page template still writes its bundles as deferred scripts, which src/plugins/first-paint starts after the first paint", () => {
  const {default: template} = require(docusaurusTemplateModule) as {default: string};
  // Throws, naming the file to revisit, when the template no longer has the part replaced.
  const ours = firstPaintTemplate(template);
  assert.equal(ours, ssrTemplate, "the site's config uses the template made from Docusaurus's");
  assert.doesNotMatch(ours, /\bdefer\b/, 'a bundle is still written as a deferred script');
  assert.match(ours, /<link rel="preload" as="script" fetchpriority="low" href="<%= it\.baseUrl %><%= script %>">/);
  assert.ok(ours.includes(startAfterFirstPaint('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')));
  // Everything else of Docusaurus's template is kept, in its order.
  const rest = (html: string) =>
    html
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !/script|<% it\.scripts|<% }\); %>/.test(line));
  assert.deepEqual(rest(ours), rest(template));
});
