/**
 * One Python session per page: a worker shared by the page's cells, which
 * run in reading order in one namespace. Running a cell first runs the
 * earlier cells that have not run in this session yet, so the page behaves
 * like a notebook whatever order the reader clicks in.
 */
import type {CellOutput} from '../../types';
import type {WorkerRequest, WorkerResponse} from './protocol';

/** `done`: the cell has run in this session, its output is this run's (which may be the output the page came with). */
export type CellStatus = 'idle' | 'queued' | 'loading' | 'running' | 'done' | 'failed';

/** What the session needs from a cell on the page. */
export type CellHandle = {
  readonly index: number;
  code(): string;
  setStatus(status: CellStatus, message?: string): void;
  setOutput(output: CellOutput): void;
};

class StoppedError extends Error {}

export class CellSession {
  private worker: Worker | undefined;
  private started: Promise<void> | undefined;
  private readonly cells = new Map<number, CellHandle>();
  /** Cells that have run in the current worker's namespace. */
  private readonly ran = new Set<number>();
  private chain: Promise<void> = Promise.resolve();
  private onMessage: ((response: WorkerResponse) => void) | undefined;
  private onStop: (() => void) | undefined;
  private generation = 0;

  constructor(private readonly indexUrl: string) {}

  register(cell: CellHandle): () => void {
    this.cells.set(cell.index, cell);
    return () => {
      this.cells.delete(cell.index);
      if (this.cells.size === 0) {
        this.stop();
      }
    };
  }

  /** Runs cell `index`, after any earlier cell that has not run yet. */
  run(index: number): Promise<void> {
    const generation = this.generation;
    const pending = [...this.cells.keys()]
      .filter((other) => other < index && !this.ran.has(other))
      .sort((a, b) => a - b)
      .concat(index);
    pending.forEach((cell) => this.cells.get(cell)?.setStatus('queued'));
    const job = this.chain.then(async () => {
      for (const cell of pending) {
        if (generation !== this.generation) {
          return;
        }
        if (cell !== index && this.ran.has(cell)) {
          continue;
        }
        await this.execute(cell);
      }
    });
    this.chain = job.catch(() => undefined);
    return job.catch((error: unknown) => {
      if (!(error instanceof StoppedError)) {
        throw error;
      }
    });
  }

  /** Ends whatever is running by terminating the worker; the next run starts a fresh one. */
  stop(): void {
    this.generation += 1;
    this.worker?.terminate();
    this.worker = undefined;
    this.started = undefined;
    this.ran.clear();
    this.onStop?.();
    for (const cell of this.cells.values()) {
      cell.setStatus('idle');
    }
  }

  private ensureStarted(cell: CellHandle): Promise<void> {
    if (!this.started) {
      cell.setStatus('loading');
      // A runtime URL on purpose: the bundler must not turn this module worker into a classic one.
      const worker = new Worker(`${this.indexUrl}cell-worker.mjs`, {type: 'module'});
      this.worker = worker;
      worker.onmessage = (event: MessageEvent<WorkerResponse>) => this.onMessage?.(event.data);
      this.started = new Promise<void>((resolve, reject) => {
        this.onMessage = (response) => {
          if (response.type === 'started') {
            resolve();
          } else if (response.type === 'failed') {
            reject(new Error(response.message));
          }
        };
        this.onStop = () => reject(new StoppedError('Stopped.'));
        worker.onerror = (event) => {
          event.preventDefault();
          reject(new Error(event.message || 'The Python runtime could not be loaded.'));
        };
        worker.postMessage({type: 'start'} satisfies WorkerRequest);
      });
      this.started.catch(() => {
        this.worker?.terminate();
        this.worker = undefined;
        this.started = undefined;
      });
    }
    return this.started;
  }

  private async execute(index: number): Promise<void> {
    const cell = this.cells.get(index);
    if (!cell) {
      return;
    }
    try {
      await this.ensureStarted(cell);
    } catch (error) {
      if (error instanceof StoppedError) {
        throw error;
      }
      const reason = error instanceof Error ? error.message : String(error);
      cell.setStatus('failed', reason);
      throw error;
    }
    cell.setStatus('running');
    const chunks: {stream: 'stdout' | 'stderr'; text: string}[] = [];
    cell.setOutput({chunks: []});
    await new Promise<void>((resolve, reject) => {
      this.onStop = () => {
        cell.setOutput({chunks: [...chunks], error: 'Stopped: the Python process was ended.'});
        reject(new StoppedError('Stopped.'));
      };
      this.onMessage = (response) => {
        if (response.type === 'stream') {
          const last = chunks.at(-1);
          if (last && last.stream === response.stream) {
            chunks[chunks.length - 1] = {stream: last.stream, text: last.text + response.text};
          } else {
            chunks.push({stream: response.stream, text: response.text});
          }
          cell.setOutput({chunks: [...chunks]});
        } else if (response.type === 'done') {
          cell.setOutput({chunks: [...chunks], value: response.value, error: response.error});
          this.ran.add(index);
          cell.setStatus('done');
          resolve();
        } else if (response.type === 'failed') {
          cell.setStatus('failed', response.message);
          reject(new Error(response.message));
        }
      };
      this.worker?.postMessage({
        type: 'run',
        source: cell.code(),
        filename: `<cell ${index}>`,
      } satisfies WorkerRequest);
    });
  }
}

const sessions = new Map<string, CellSession>();

/** The session of the page at `pathname` (one per page, created on first use). */
export function sessionFor(pathname: string, indexUrl: string): CellSession {
  let session = sessions.get(pathname);
  if (!session) {
    session = new CellSession(indexUrl);
    sessions.set(pathname, session);
  }
  return session;
}
