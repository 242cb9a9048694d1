/**
 * Build-time Python: one Pyodide instance in a worker thread. The parent
 * sends {type: 'reset'} before each page and {type: 'run', source, filename}
 * for each cell; the worker answers with the cell's output. The parent stops
 * a runaway cell through the shared interrupt buffer (KeyboardInterrupt).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';
import {loadPyodide} from 'pyodide';
import {driverSource, pythonEnv} from '../driver.mjs';

const indexURL = `${path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`;
const pyodide = await loadPyodide({indexURL, env: pythonEnv});
pyodide.setInterruptBuffer(new Int32Array(workerData.interruptBuffer));
pyodide.runPython(driverSource);
const runCell = pyodide.globals.get('_site_run_cell');
const reset = pyodide.globals.get('_site_reset');

let chunks = [];
function streamWriter(stream) {
  const decoder = new TextDecoder();
  return {
    write(bytes) {
      const text = decoder.decode(bytes, {stream: true});
      const last = chunks.at(-1);
      if (last && last.stream === stream) {
        last.text += text;
      } else if (text) {
        chunks.push({stream, text});
      }
      return bytes.length;
    },
  };
}
pyodide.setStdout(streamWriter('stdout'));
pyodide.setStderr(streamWriter('stderr'));

parentPort.on('message', (message) => {
  if (message.type === 'reset') {
    reset();
    parentPort.postMessage({type: 'ready'});
    return;
  }
  chunks = [];
  const started = performance.now();
  const result = runCell(message.source, message.filename);
  const [value, error] = result.toJs();
  result.destroy();
  parentPort.postMessage({
    type: 'result',
    output: {chunks, value: value ?? undefined, error: error ?? undefined},
    durationMs: performance.now() - started,
  });
});

parentPort.postMessage({type: 'ready', version: pyodide.version});
