/** Messages between a page and its Python worker (src/plugins/python-cells/cell-worker.mjs). */
export type WorkerRequest = {readonly type: 'start'} | {readonly type: 'run'; readonly source: string; readonly filename: string};

export type WorkerResponse =
  | {readonly type: 'started'}
  | {readonly type: 'failed'; readonly message: string}
  | {readonly type: 'stream'; readonly stream: 'stdout' | 'stderr'; readonly text: string}
  | {readonly type: 'done'; readonly value?: string; readonly error?: string};
