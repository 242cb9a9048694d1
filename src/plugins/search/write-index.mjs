// Runs Pagefind in a worker thread: Pagefind is an ES module only, and Docusaurus loads the
// plugin (index.ts) as CommonJS, where it cannot be imported. Receives the records as workerData
// and replies with the number indexed, or fails with Pagefind's errors.
import {readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';
import * as pagefind from 'pagefind';

/** @type {{records: {url: string, html: string}[], outputPath: string}} */
const {records, outputPath} = workerData;

function check(step, response) {
  if (response.errors.length > 0) {
    throw new Error(`Pagefind could not ${step}: ${response.errors.join('; ')}`);
  }
  return response;
}

try {
  const {index} = check('start', await pagefind.createIndex({forceLanguage: 'en'}));
  for (const record of records) {
    check(`index ${record.url}`, await index.addHTMLFile({url: record.url, content: record.html}));
  }
  check('write its index', await index.writeFiles({outputPath}));
  // Pagefind's own ready-made interfaces (the site has its own: theme/SearchBar, theme/SearchPage)
  // and its Web Worker (client.ts searches without one).
  for (const file of await readdir(outputPath)) {
    if (/^pagefind-(component-|modular-)?ui\.|^pagefind-highlight\.|^pagefind-worker\.js$/.test(file)) {
      await rm(path.join(outputPath, file));
    }
  }
  parentPort.postMessage(records.length);
} finally {
  await pagefind.close();
}
