/**
 * The capabilities under src/plugins depend one way (README, "Where things live"): shared helpers
 * below them (src/plugins/lib), the assembly above them (src/plugins/mdx), and no two folders that
 * import each other, directly or through others. Type-only imports do not count: they vanish from
 * what runs. Every import, export-from, dynamic import() and require() of every source file is read
 * with TypeScript's parser.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const pluginsDir = path.resolve('src/plugins');

/** Every source file under src/plugins. */
function sourceFiles(): string[] {
  return readdirSync(pluginsDir, {recursive: true, withFileTypes: true})
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

/** The folder of src/plugins that `specifier`, imported from `file`, lands in, if any. */
function pluginFolder(file: string, specifier: string): string | undefined {
  const target = specifier.startsWith('.')
    ? path.resolve(path.dirname(file), specifier)
    : specifier.startsWith('@site/')
      ? path.resolve(specifier.slice('@site/'.length))
      : undefined;
  const relative = target && path.relative(pluginsDir, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep)[0] : undefined;
}

/** For each folder, the folders it imports, each with one import that shows it. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles()) {
    const from = path.relative(pluginsDir, file).split(path.sep)[0]!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of runtimeImports(file)) {
      const to = pluginFolder(file, specifier);
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

test('the import reader sees imports, re-exports, import() and require(), and leaves type-only imports out', () => {
  const file = path.join(pluginsDir, 'search/index.ts');
  const imports = runtimeImports(file);
  assert.ok(imports.includes('./statements'), 'a value import');
  assert.ok(!imports.includes('@docusaurus/types'), 'a type-only import');
  assert.equal(pluginFolder(file, '../cross-references/table/table'), 'cross-references');
  assert.equal(pluginFolder(file, '@site/src/plugins/maths/tex-text'), 'maths');
  assert.equal(pluginFolder(file, './statements'), 'search');
  assert.equal(pluginFolder(file, '@theme/SearchBar'), undefined);
  assert.ok(runtimeImports(path.join(pluginsDir, 'mdx/loader.cjs')).includes('@docusaurus/mdx-loader'), 'a require()');
});

test('no two folders under src/plugins import each other, directly or through others (type-only imports aside)', () => {
  const graph = folderGraph();
  assert.ok(graph.size > 5, 'the folders of src/plugins were not found');
  const cycle = findCycle(graph);
  assert.equal(
    cycle,
    undefined,
    `Capabilities import each other in a circle:\n${cycle?.join('\n')}\n` +
      'Move what both need below them (src/plugins/lib), or hand it over through the config (see README, "Where things live").',
  );
});

test('src/plugins/lib, the shared helpers, imports no capability', () => {
  const lib = folderGraph().get('lib');
  assert.ok(lib, 'src/plugins/lib is missing');
  assert.deepEqual([...lib.values()], []);
});
