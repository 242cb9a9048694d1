/**
 * `npm start` while the owner writes. The bundler sees a content file change at once, while Docusaurus
 * reloads the content plugin and then writes its data and route files a moment later. Left alone:
 * - after a deletion or a rename, a compilation started in between resolves every import of the old
 *   route registry and fails with "Cannot find module '@site/blog/….mdx'" once per route that showed
 *   the page;
 * - after a text edit, the page waited for two compilations: the first (the edited file) was done
 *   before the browser asked for it, and the second (the data files the reload rewrote, such as the
 *   post's description in its metadata and the archive) held the browser's request until it was done.
 * So a compilation started by a change of content waits (in the bundler's watchRun hook) for that
 * reload: until it has reached its plugins' allContentLoaded and the main thread has then been quiet
 * for 30 ms (Docusaurus keeps it busy until the reload has written its files), at most 1.5 s; and after
 * a deletion, until the registry no longer imports the removed file. It then takes the files changed
 * meanwhile into this compilation, which the bundler would otherwise see only after it and compile
 * again for. The wait is a heuristic, not a guarantee: if it ends before the reload has written every
 * file, nothing is lost, since a file written later starts its own compilation, as without this plugin.
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** How long a compilation waits for the registry before it runs anyway. */
const registryTimeoutMs = 20_000;
// A reload that fails (invalid front matter) never reaches allContentLoaded: its compilation, and the
// error overlay, wait this long.
const reloadTimeoutMs = 1_500;
const pollMs = 50;
/** The main thread counts as quiet once timers of `tickMs` have fired on time for `quietMs`. */
const tickMs = 10;
const quietMs = 30;

/** The webpack-compatible watcher state of the bundler (Rspack's `Watching`, like webpack's); see the README. */
type Watching = {
  /** Changes after this time start the next compilation. */
  lastWatcherStartTime?: number;
  /** The file watcher while a compilation runs: it keeps collecting the changes made meanwhile. */
  pausedWatcher?: {getInfo?(): {readonly changes: ReadonlySet<string>; readonly removals: ReadonlySet<string>}};
};

type WatchingCompiler = {
  /** The bundler's module: its `rspackVersion`. */
  readonly rspack?: {readonly rspackVersion?: string};
  modifiedFiles?: ReadonlySet<string>;
  removedFiles?: ReadonlySet<string>;
  readonly hooks: {readonly watchRun: {tapPromise(name: string, run: (compiler: WatchingCompiler) => Promise<void>): void}};
};

export type DevServerOptions = {
  /** The folders of the content plugins, relative to the site: Docusaurus reloads content when a Markdown file in them changes. */
  readonly contentPaths: readonly string[];
};

const reloadsKey = Symbol.for('notes-site.dev-server.reloads');
type Reloads = {contentLoadedAt: number; readonly listeners: Set<() => void>};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `registry` (the generated registry.js) still imports one of `modules` (`@site/…` paths). */
function importsAny(registry: string, modules: readonly string[]): boolean {
  return modules.some((module) => registry.includes(`"${module}"`) || registry.includes(`"${module}?`));
}

/** Resolves once the main thread has run its timers on time for `quietMs`, or at `deadline`. */
async function mainThreadQuiet(deadline: number): Promise<void> {
  let quietSince = performance.now();
  while (Date.now() < deadline) {
    const before = performance.now();
    await sleep(tickMs);
    const now = performance.now();
    if (now - before > tickMs + 5) {
      quietSince = now;
    } else if (now - quietSince >= quietMs) {
      return;
    }
  }
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

  // When Docusaurus last ran the plugins' allContentLoaded, which it does in every reload of content. Kept
  // on the process: after an edit of docusaurus.config.ts Docusaurus makes new plugin instances, while
  // the bundler keeps the watchRun hook of the first.
  const reloads = ((globalThis as {[reloadsKey]?: Reloads})[reloadsKey] ??= {contentLoadedAt: 0, listeners: new Set()});
  /** Resolves once a reload that began after `changedAt` has run allContentLoaded and the main thread is quiet again. */
  const waitForReload = async (changedAt: number) => {
    const deadline = Date.now() + reloadTimeoutMs;
    if (reloads.contentLoadedAt <= changedAt) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          reloads.listeners.delete(done);
          resolve();
        };
        const timer = setTimeout(done, reloadTimeoutMs);
        reloads.listeners.add(done);
      });
    }
    await mainThreadQuiet(deadline);
  };

  return {
    name: 'dev-server',
    async allContentLoaded() {
      reloads.contentLoadedAt = Date.now();
      for (const listener of reloads.listeners) {
        listener();
      }
    },
    configureWebpack() {
      return {
        plugins: [
          {
            apply(compiler: WatchingCompiler) {
              // Rspack 2 (Docusaurus 4) watches natively, and its paused watcher's getInfo() only peeks at the
              // changes it gathered: taking them below lost edits there (the page kept its old text). Under it a
              // file the reload wrote starts a compilation of its own.
              const takesGathered = Number(compiler.rspack?.rspackVersion?.split('.')[0] ?? 1) < 2;
              compiler.hooks.watchRun.tapPromise('dev-server', async (watching) => {
                const removed = [...(watching.removedFiles ?? [])].filter(isContent);
                const modified = [...(watching.modifiedFiles ?? [])].filter(isContent);
                if (removed.length === 0 && modified.length === 0) {
                  return;
                }
                const changedAt = Math.min(
                  ...(await Promise.all(
                    modified.map((file) =>
                      stat(file).then(
                        ({mtimeMs}) => mtimeMs,
                        () => Date.now(),
                      ),
                    ),
                  )),
                  ...(removed.length > 0 ? [Date.now() - pollMs] : []),
                );
                await waitForReload(changedAt);
                if (removed.length > 0) {
                  await waitForRegistry(removed);
                  watching.modifiedFiles = new Set([...(watching.modifiedFiles ?? []), ...routeFiles]);
                }
                // The files the reload wrote meanwhile, into this compilation: from here on, a change starts the next one.
                const state = (watching as {watching?: Watching}).watching;
                const collected = takesGathered ? state?.pausedWatcher?.getInfo?.() : undefined;
                if (state && collected) {
                  state.lastWatcherStartTime = Date.now();
                  watching.modifiedFiles = new Set([...(watching.modifiedFiles ?? []), ...collected.changes]);
                  watching.removedFiles = new Set([...(watching.removedFiles ?? []), ...collected.removals]);
                }
              });
            },
          },
        ],
      };
    },
  };
}
