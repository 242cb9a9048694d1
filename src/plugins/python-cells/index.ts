/**
 * Serves Pyodide from the site itself: the runtime files of the installed
 * `pyodide` package (the same one that runs the cells at build time) are
 * copied into the client build under /pyodide/<version>/ with the cell worker,
 * never committed and never fetched from a CDN. Their URL reaches the cell
 * component as global data.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type * as Rspack from '@rspack/core';
import type {Configuration} from 'webpack';
import {stopPythonRunner} from './remark/runner';
import type {PythonCellsGlobalData} from './types';

type WebpackPlugin = NonNullable<Configuration['plugins']>[number];

const require = createRequire(import.meta.url);
/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

/** What a browser needs to start Pyodide in a module Web Worker. */
export const pyodideRuntimeFiles = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

/** The worker and the Python driver it shares with the build, served beside the runtime. */
export const cellWorkerFiles = ['cell-worker.mjs', 'driver.mjs'] as const;

export function pyodidePackage(): {dir: string; version: string} {
  const manifest = require.resolve('pyodide/package.json');
  const {version} = require(manifest) as {version: string};
  return {dir: path.dirname(manifest), version};
}

export default function pythonCellsPlugin(context: LoadContext): Plugin {
  const {dir, version} = pyodidePackage();
  const folder = `pyodide/${version}/`;
  const themePath = path.join(here, 'theme');
  return {
    name: 'python-cells',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async contentLoaded({actions}) {
      actions.setGlobalData({indexUrl: `${context.baseUrl}${folder}`, version} satisfies PythonCellsGlobalData);
    },
    // The build-time Python worker thread would otherwise keep the build process alive.
    async postBuild() {
      await stopPythonRunner();
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      if (currentBundler.name !== 'rspack') {
        throw new Error('The python-cells plugin copies Pyodide with Rspack: keep future.faster enabled.');
      }
      const {CopyRspackPlugin} = currentBundler.instance as unknown as typeof Rspack;
      const copy = new CopyRspackPlugin({
        patterns: [
          ...pyodideRuntimeFiles.map((file) => ({from: path.join(dir, file), to: `${folder}${file}`})),
          ...cellWorkerFiles.map((file) => ({from: path.join(here, file), to: `${folder}${file}`})),
        ],
      });
      return {plugins: [copy as unknown as WebpackPlugin]};
    },
  };
}
