/**
 * `npm start` while the owner deletes or renames content. The bundler sees a content file disappear at
 * once, while Docusaurus reloads the content plugin and rewrites the route registry a moment later: a
 * compilation started in between resolves every import of the old registry and fails with "Cannot
 * find module '@site/blog/….mdx'" once per route that showed the page. So a compilation started by a
 * deletion waits (in the bundler's watchRun hook) until the generated registry no longer imports the
 * removed file, and then takes the route files into that compilation, which the bundler would
 * otherwise see only after it and compile again for.
 *
 * An edit needs no wait: the edited page compiles at once, and the data files the reload then rewrites
 * (a post's metadata, the archive, a page's cross-reference data) each start a compilation of their
 * own, which the page that imports or depends on them follows.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** How long a compilation waits for the registry before it runs anyway. */
const registryTimeoutMs = 20_000;
const pollMs = 50;

/** The bundler's compiler as its watchRun hook sees it (Rspack's, like webpack's). */
type WatchingCompiler = {
  modifiedFiles?: ReadonlySet<string>;
  readonly removedFiles?: ReadonlySet<string>;
  readonly hooks: {readonly watchRun: {tapPromise(name: string, run: (compiler: WatchingCompiler) => Promise<void>): void}};
};

export type DevServerOptions = {
  /** The folders of the content plugins, relative to the site: Docusaurus reloads content when a Markdown file in them changes. */
  readonly contentPaths: readonly string[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `registry` (the generated registry.js) still imports one of `modules` (`@site/…` paths). */
function importsAny(registry: string, modules: readonly string[]): boolean {
  return modules.some((module) => registry.includes(`"${module}"`) || registry.includes(`"${module}?`));
}

export default function devServerPlugin(context: LoadContext, {contentPaths}: DevServerOptions): Plugin {
  const contentDirs = contentPaths.map((folder) => path.resolve(context.siteDir, folder) + path.sep);
  const isContent = (file: string) => /\.mdx?$/i.test(file) && contentDirs.some((dir) => file.startsWith(dir));
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
      await sleep(pollMs);
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
                const removed = [...(watching.removedFiles ?? [])].filter(isContent);
                if (removed.length === 0) {
                  return;
                }
                await waitForRegistry(removed);
                watching.modifiedFiles = new Set([...(watching.modifiedFiles ?? []), ...routeFiles]);
              });
            },
          },
        ],
      };
    },
  };
}
