/**
 * The reader's Python: Pyodide in a module Web Worker. This file is served
 * as is (not bundled) from /pyodide/<version>/, next to the Pyodide runtime
 * and the shared driver, all copied from node_modules by the python-cells
 * plugin. The page terminates this worker to stop runaway code.
 *
 * Requests:  {type: 'start'} | {type: 'run', source, filename}
 * Responses: {type: 'started'} | {type: 'failed', message}
 *            | {type: 'stream', stream, text} | {type: 'done', value?, error?}
 */
import {loadPyodide} from './pyodide.mjs';
import {driverSource, pythonEnv} from './driver.mjs';

let runCell;

function streamWriter(stream) {
  const decoder = new TextDecoder();
  return {
    write(bytes) {
      const text = decoder.decode(bytes, {stream: true});
      if (text) {
        self.postMessage({type: 'stream', stream, text});
      }
      return bytes.length;
    },
  };
}

async function start() {
  const pyodide = await loadPyodide({indexURL: new URL('./', import.meta.url).href, env: pythonEnv});
  pyodide.setStdout(streamWriter('stdout'));
  pyodide.setStderr(streamWriter('stderr'));
  pyodide.runPython(driverSource);
  runCell = pyodide.globals.get('_site_run_cell');
}

self.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'start') {
    start().then(
      () => self.postMessage({type: 'started'}),
      (error) => self.postMessage({type: 'failed', message: error instanceof Error ? error.message : String(error)}),
    );
    return;
  }
  if (!runCell) {
    self.postMessage({type: 'failed', message: 'The Python runtime is not loaded.'});
    return;
  }
  const result = runCell(request.source, request.filename);
  const [value, error] = result.toJs();
  result.destroy();
  self.postMessage({type: 'done', value: value ?? undefined, error: error ?? undefined});
};
