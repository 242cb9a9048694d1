/**
 * Runs a page's Python cells at build time, in order, in one namespace, with
 * the same Pyodide the browser uses. One worker thread serves the whole build;
 * pages take turns. A cell running longer than the limit is interrupted and
 * reported as a timeout.
 */
import {Worker} from 'node:worker_threads';
import type {CellOutput} from '../types';

export type CellRun = {readonly output: CellOutput; readonly timedOut: boolean};

export type RunOptions = {
  /** Wall-clock limit for one cell. */
  readonly timeoutMs: number;
};

type WorkerReply = {type: 'ready'; version?: string} | {type: 'result'; output: CellOutput; durationMs: number};

/** How long an interrupted cell gets to unwind before its worker is discarded. */
const interruptGraceMs = 3_000;
const sigint = 2;

class PythonWorker {
  private readonly interrupt = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker: Worker;
  private readonly replies: {resolve(reply: WorkerReply): void; reject(error: Error): void}[] = [];
  private failure: Error | undefined;
  readonly ready: Promise<void>;

  constructor() {
    this.worker = new Worker(new URL('node-worker.mjs', import.meta.url), {
      workerData: {interruptBuffer: this.interrupt.buffer},
    });
    this.worker.on('message', (reply: WorkerReply) => this.replies.shift()?.resolve(reply));
    this.worker.on('error', (error) => {
      this.failure = error;
      this.replies.splice(0).forEach((pending) => pending.reject(error));
    });
    this.ready = this.next().then(() => undefined);
  }

  private next(): Promise<WorkerReply> {
    return new Promise((resolve, reject) => {
      if (this.failure) {
        reject(this.failure);
        return;
      }
      this.replies.push({resolve, reject});
    });
  }

  async reset(): Promise<void> {
    await this.ready;
    const reply = this.next();
    this.worker.postMessage({type: 'reset'});
    await reply;
  }

  /** Runs one cell; undefined when the worker did not answer even after the interrupt. */
  async run(source: string, filename: string, timeoutMs: number): Promise<CellRun | undefined> {
    Atomics.store(this.interrupt, 0, 0);
    const reply = this.next();
    this.worker.postMessage({type: 'run', source, filename});
    // Pyodide clears the buffer when it handles the interrupt, so remember the timeout here.
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      Atomics.store(this.interrupt, 0, sigint);
    }, timeoutMs);
    const graceTimer = new Promise<undefined>((resolve) => {
      setTimeout(() => resolve(undefined), timeoutMs + interruptGraceMs).unref();
    });
    const result = await Promise.race([reply, graceTimer]);
    clearTimeout(timer);
    if (!result || result.type !== 'result') {
      return undefined;
    }
    return {output: result.output, timedOut};
  }

  terminate(): void {
    void this.worker.terminate();
  }
}

type RunnerState = {
  worker: PythonWorker | undefined;
  queue: Promise<unknown>;
  /** Each page's last run, by page: an edit of a page's cells under `npm start` replaces it, so it holds one run per page. */
  readonly cache: Map<string, {readonly key: string; readonly runs: Promise<CellRun[]>}>;
};

// One runner per process, even when module loaders (jiti for the config, tsx in tests) load this
// file more than once: every copy must see the same worker, or stopping it would miss one.
const stateKey = Symbol.for('notes-site.python-cells.runner');
const state: RunnerState = ((globalThis as Record<symbol, RunnerState | undefined>)[stateKey] ??= {
  worker: undefined,
  queue: Promise.resolve(),
  cache: new Map(),
});

async function runInOrder(page: string, sources: readonly string[], options: RunOptions): Promise<CellRun[]> {
  const worker = (state.worker ??= new PythonWorker());
  await worker.reset();
  const runs: CellRun[] = [];
  for (const [index, source] of sources.entries()) {
    const run = await worker.run(source, `<cell ${index + 1}>`, options.timeoutMs);
    if (!run) {
      worker.terminate();
      state.worker = undefined;
      runs.push({output: {chunks: [], error: 'The cell did not stop when interrupted.'}, timedOut: true});
      break;
    }
    runs.push(run);
    if (run.timedOut) {
      break;
    }
  }
  return runs;
}

/** Ends the worker thread (after a build; the next run starts a new one). */
export async function stopPythonRunner(): Promise<void> {
  await state.queue;
  state.worker?.terminate();
  state.worker = undefined;
}

/**
 * Runs the cells of one page (identified by `page`) and resolves with one run
 * per cell, stopping after a timeout. Identical requests share one run; a page's earlier run, of cells
 * since edited, is forgotten.
 */
export function runPageCells(page: string, sources: readonly string[], options: RunOptions): Promise<CellRun[]> {
  const key = JSON.stringify([sources, options.timeoutMs]);
  const known = state.cache.get(page);
  if (known?.key === key) {
    return known.runs;
  }
  const runs = state.queue.then(() => runInOrder(page, sources, options));
  state.queue = runs.catch(() => undefined);
  state.cache.set(page, {key, runs});
  return runs;
}
