/**
 * `npm start` through the deletion or renaming of a post or a doc. The bundler sees the file go at
 * once, while Docusaurus reloads the content plugin and writes its route registry a moment later: a
 * compilation started in between resolves every import of the old registry and fails with
 * "Cannot find module '@site/blog/….mdx'" once per route that showed the page. This plugin makes
 * such a compilation wait (in the bundler's watchRun hook, at most a few seconds) until the registry
 * no longer imports the removed file, and read the new registry and routes: they changed while it
 * waited, after the bundler had collected the changes of this compilation.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** How long a compilation waits for the registry before it runs anyway. */
const registryTimeoutMs = 20_000;
const pollMs = 50;

type WatchingCompiler = {
  modifiedFiles?: ReadonlySet<string>;
  readonly removedFiles?: ReadonlySet<string>;
  readonly hooks: {readonly watchRun: {tapPromise(name: string, run: (compiler: WatchingCompiler) => Promise<void>): void}};
};

const isContent = (file: string) => /\.mdx?$/i.test(file);

/** Whether `registry` (the generated registry.js) still imports one of `modules` (`@site/…` paths). */
function importsAny(registry: string, modules: readonly string[]): boolean {
  return modules.some((module) => registry.includes(`"${module}"`) || registry.includes(`"${module}?`));
}

export default function devServerPlugin(context: LoadContext): Plugin {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  const routeFiles = [
    registryFile,
    path.join(context.generatedFilesDir, 'routes.js'),
    path.join(context.generatedFilesDir, 'routesChunkNames.json'),
  ];
  const waitForRegistry = async (removed: readonly string[]) => {
    const modules = removed.map((file) => `@site/${path.relative(context.siteDir, file).split(path.sep).join('/')}`);
    const deadline = Date.now() + registryTimeoutMs;
    while (Date.now() < deadline && importsAny(await readFile(registryFile, 'utf8').catch(() => ''), modules)) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };
  return {
    name: 'dev-server',
    configureWebpack() {
      return {
        plugins: [
          {
            apply(compiler: WatchingCompiler) {
              compiler.hooks.watchRun.tapPromise('dev-server', async (watching) => {
                const removed = [...(watching.removedFiles ?? [])].filter(
                  (file) => isContent(file) && file.startsWith(context.siteDir + path.sep),
                );
                if (removed.length > 0) {
                  await waitForRegistry(removed);
                  watching.modifiedFiles = new Set([...(watching.modifiedFiles ?? []), ...routeFiles]);
                }
              });
            },
          },
        ],
      };
    },
  };
}
