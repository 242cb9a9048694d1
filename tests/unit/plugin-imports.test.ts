/**
 * The folders of src depend one way (README, "Where things live"): each capability under src/plugins,
 * the shared helpers below them (src/plugins/lib), the assemblies above them (src/plugins/site-model,
 * src/plugins/mdx), and the site's own theme (src/theme), components (src/components), pages, data and
 * client modules; no two folders import each other, directly or through others. An alias counts as
 * what it resolves to: `@site/…` as its path; `@theme/X` as the site's src/theme/X if there is one,
 * else the theme folder of the capability that ships X (`@theme-original/X` skips src/theme);
 * `@generated/site-model/default/<capability>/…` as that capability's data. Type-only imports do not
 * count: they vanish from what runs. Every import, export-from, dynamic import() and require() of
 * every source file is read with TypeScript's parser.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const srcDir = path.resolve('src');
const pluginsDir = path.join(srcDir, 'plugins');

/** Every source file under src. */
function sourceFiles(): string[] {
  return readdirSync(srcDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The module specifiers a file imports for what runs (type-only imports left out). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) {
        found.push(node.moduleSpecifier.text);
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) {
        found.push(node.moduleSpecifier.text);
      }
    } else if (ts.isCallExpression(node)) {
      const [argument] = node.arguments;
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((dynamic || required) && argument && ts.isStringLiteralLike(argument)) {
        found.push(argument.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const moduleFile = /\.(ts|tsx|js|jsx|mjs|cjs|json)$/;

/** Whether `base` names a module: the file with an extension, or a folder's index. */
function moduleExists(base: string): boolean {
  return (
    (existsSync(base) && statSync(base).isFile()) ||
    ['.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'].some((ending) => existsSync(base + ending))
  );
}

/** The theme folders of the capabilities (each plugin's getThemePath: src/plugins/<capability>/theme). */
const capabilityThemes = readdirSync(pluginsDir)
  .map((folder) => path.join(pluginsDir, folder, 'theme'))
  .filter((folder) => existsSync(folder));

/** The file (or folder) an import of `specifier` from `file` resolves to in src, if it resolves there. */
function resolveInSrc(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    return path.resolve(path.dirname(file), specifier);
  }
  if (specifier.startsWith('@site/')) {
    return path.resolve(specifier.slice('@site/'.length));
  }
  const theme = /^@theme(-original)?\/(.+)$/.exec(specifier);
  if (theme) {
    const [, original, name] = theme;
    const siteTheme = path.join(srcDir, 'theme', name!);
    if (!original && moduleExists(siteTheme)) {
      return siteTheme;
    }
    const shipped = capabilityThemes.map((folder) => path.join(folder, name!)).find(moduleExists);
    return shipped;
  }
  const generated = /^@generated\/site-model\/default\/([^/]+)\//.exec(specifier);
  if (generated) {
    return path.join(pluginsDir, generated[1]!);
  }
  return undefined;
}

/** The folder of src that `specifier`, imported from `file`, lands in, if any: `plugins/<capability>`, `theme`, ... */
function srcFolder(file: string, specifier: string): string | undefined {
  const target = resolveInSrc(file, specifier);
  return target === undefined ? undefined : folderOf(target);
}

/** The folder of src a path is in: a capability (`plugins/maths`) or a top folder (`theme`, `components`). */
function folderOf(target: string): string | undefined {
  const relative = path.relative(srcDir, target);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) {
    return undefined;
  }
  const [top, second] = relative.split(path.sep);
  return top === 'plugins' && second && !moduleFile.test(second) ? `plugins/${second}` : top;
}

/** For each folder, the folders it imports, each with one import that shows it. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles()) {
    const from = folderOf(file)!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of runtimeImports(file)) {
      const to = srcFolder(file, specifier);
      if (to && to !== from && !edges.has(to)) {
        edges.set(to, `${path.relative(process.cwd(), file)} imports '${specifier}'`);
      }
    }
  }
  return graph;
}

/** A cycle of folders, as the imports that make it, or undefined. */
function findCycle(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[] | undefined {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (folder: string): string[] | undefined => {
    const at = onPath.indexOf(folder);
    if (at >= 0) {
      const cycle = [...onPath.slice(at), folder];
      return cycle.slice(1).map((to, index) => graph.get(cycle[index]!)!.get(to)!);
    }
    if (done.has(folder)) {
      return undefined;
    }
    onPath.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) {
        return cycle;
      }
    }
    onPath.pop();
    done.add(folder);
    return undefined;
  };
  for (const folder of graph.keys()) {
    const cycle = visit(folder);
    if (cycle) {
      return cycle;
    }
  }
  return undefined;
}

test('the import reader sees imports, re-exports, import() and require(), leaves type-only imports out, and resolves aliases', () => {
  const file = path.join(pluginsDir, 'search/index.ts');
  const imports = runtimeImports(file);
  assert.ok(imports.includes('./statements'), 'a value import');
  assert.ok(!imports.includes('@docusaurus/types'), 'a type-only import');
  assert.equal(srcFolder(file, '../cross-references/table/table'), 'plugins/cross-references');
  assert.equal(srcFolder(file, '@site/src/plugins/maths/tex-text'), 'plugins/maths');
  assert.equal(srcFolder(file, './statements'), 'plugins/search');
  assert.equal(srcFolder(file, '@theme/SearchBar'), 'plugins/search', 'a component a capability ships');
  assert.equal(srcFolder(file, '@theme/DocItem/Content'), 'theme', 'a component the site wraps');
  assert.equal(srcFolder(file, '@theme/Layout'), undefined, "one of Docusaurus's own");
  assert.equal(srcFolder(file, '@generated/site-model/default/notation/macros.json'), 'plugins/notation', "a capability's data");
  assert.ok(runtimeImports(path.join(pluginsDir, 'mdx/loader.cjs')).includes('@docusaurus/mdx-loader'), 'a require()');
});

test('no two folders of src import each other, directly or through others (aliases resolved, type-only imports aside)', () => {
  const graph = folderGraph();
  assert.ok(graph.size > 5, 'the folders of src were not found');
  const cycle = findCycle(graph);
  assert.equal(
    cycle,
    undefined,
    `Folders of src import each other in a circle:\n${cycle?.join('\n')}\n` +
      'Move what both need below them (src/plugins/lib), or make the one that needs the other the one that imports it (see README, "Where things live").',
  );
});

test('src/plugins/lib, the shared helpers, imports no other folder of src', () => {
  const lib = folderGraph().get('plugins/lib');
  assert.ok(lib, 'src/plugins/lib is missing');
  assert.deepEqual([...lib.values()], []);
});
