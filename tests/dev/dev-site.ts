/**
 * A `docusaurus start` on a temporary copy of the site, for the dev-server scenario
 * (tests/dev) and the edit-to-page benchmark (bench/dev-edit.ts): both edit content while
 * the server runs, and the repository's own content must never change.
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {copySite} from '../site-copy';

export type DevSite = {
  /** The copy's directory: edit content here. */
  readonly dir: string;
  readonly origin: string;
  /** Everything the server printed so far (stdout and stderr, without colours). */
  output(): string;
  /** Resolves once the server has printed a line matching `pattern` after `offset` characters of output. */
  waitForOutput(pattern: RegExp, offset: number, timeoutMs?: number): Promise<string>;
  /** Resolves once the server has printed nothing for `quietMs`. */
  settled(quietMs?: number): Promise<void>;
  /** Stops the server and removes the copy. */
  close(): Promise<void>;
};

/**
 * Starts `docusaurus start` on a copy of the site at `siteDir`, on loopback at `port`, and
 * resolves once the first client compilation is done.
 */
/** Fails at once when the port is taken: `docusaurus start` would ask on a terminal for another one, and wait. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: stop what runs there, or set DEV_PORT to a free port.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function startDevSite(siteDir: string, port: number): Promise<DevSite> {
  await assertPortFree(port);
  const dir = await copySite(siteDir);
  const server = spawn(
    process.execPath,
    [
      path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    // Its own process group, so that stopping it stops the bundler's workers too.
    {
      cwd: dir,
      env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0', BROWSER: 'none'},
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += stripVTControlCharacters(chunk.toString('utf8'));
    for (const listener of listeners) {
      listener();
    }
  };
  server.stdout.on('data', append);
  server.stderr.on('data', append);
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      // A server that stops reports it to whoever waits for its output.
      for (const listener of listeners) {
        listener();
      }
      resolve();
    }),
  );

  const waitForOutput = (pattern: RegExp, offset: number, timeoutMs = 120_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = output.slice(offset).match(pattern);
        if (match) {
          done();
          resolve(match[0]);
        } else if (server.exitCode !== null) {
          done();
          reject(new Error(`docusaurus start exited (${server.exitCode}):\n${output}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`No output matching ${pattern} within ${timeoutMs} ms:\n${output.slice(offset)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  const settled = (quietMs = 1500) =>
    new Promise<void>((resolve) => {
      let timer = setTimeout(finish, quietMs);
      function restart() {
        clearTimeout(timer);
        timer = setTimeout(finish, quietMs);
      }
      function finish() {
        listeners.delete(restart);
        resolve();
      }
      listeners.add(restart);
    });

  const close = async () => {
    if (server.exitCode === null && server.pid !== undefined) {
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    await rm(dir, {recursive: true, force: true});
  };

  try {
    await waitForOutput(/client \(\w+ [\d.]+\) compiled/, 0, 300_000);
  } catch (error) {
    await close();
    throw error;
  }
  return {dir, origin: `http://127.0.0.1:${port}`, output: () => output, waitForOutput, settled, close};
}
