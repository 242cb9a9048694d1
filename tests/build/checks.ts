/**
 * Every check on build/ (each `*.test.ts` of this folder) in one process: the site's pages are read
 * and parsed once (./site.ts) for all of them, instead of once per file, while html-validate works
 * on the other core in worker threads (./validity.test.ts). `npm test` and the owner's scenario run
 * this; one file alone still runs as `node --import tsx/esm --test tests/build/<file>.test.ts`.
 */
import {readdirSync} from 'node:fs';

const here = new URL('.', import.meta.url);
for (const file of readdirSync(here)
  .filter((name) => name.endsWith('.test.ts'))
  .sort()) {
  await import(new URL(file, here).href);
}
