/**
 * Runs a page's Python cells at build time, in order, in one namespace, with
 * the same Pyodide the browser uses. One worker thread serves the whole build
 * (PythonRunner); pages take turns. A cell running longer than the limit is interrupted and
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

/**
 * The build's Python: one worker thread, started on the first run, that pages take turns on. The config
 * makes one and hands it to the MDX step, which runs the cells, and to the python-cells plugin, which
 * stops it after the build (the thread would otherwise keep the build process alive).
 */
export class PythonRunner {
  private worker: PythonWorker | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly cache = new Map<string, Promise<CellRun[]>>();

  /**
   * Runs the cells of one page (identified by `page`) and resolves with one run
   * per cell, stopping after a timeout. Identical requests share one run.
   */
  runPageCells(page: string, sources: readonly string[], options: RunOptions): Promise<CellRun[]> {
    const key = JSON.stringify([page, sources, options.timeoutMs]);
    let runs = this.cache.get(key);
    if (!runs) {
      runs = this.queue.then(() => this.runInOrder(sources, options));
      this.queue = runs.catch(() => undefined);
      this.cache.set(key, runs);
    }
    return runs;
  }

  /** Ends the worker thread (after a build; the next run starts a new one). */
  async stop(): Promise<void> {
    await this.queue;
    this.worker?.terminate();
    this.worker = undefined;
  }

  private async runInOrder(sources: readonly string[], options: RunOptions): Promise<CellRun[]> {
    const worker = (this.worker ??= new PythonWorker());
    await worker.reset();
    const runs: CellRun[] = [];
    for (const [index, source] of sources.entries()) {
      const run = await worker.run(source, `<cell ${index + 1}>`, options.timeoutMs);
      if (!run) {
        worker.terminate();
        this.worker = undefined;
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
}
