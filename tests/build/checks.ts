/**
 * The checks on build/ (each `*.test.ts` of this folder but ./pdfs.test.ts), loaded into one process so that the site's
 * pages are read and parsed once (./site.ts) for all the files it runs, instead of once per file.
 * `npm test` runs two such processes side by side, one per core: BUILD_CHECKS_SHARD="k/n" runs the
 * k-th of n shares of the files (every other file, in name order; html-validate's file, whose worker
 * threads (./validity.test.ts) use the other core while its process is reading, goes with the share
 * of the lighter files). Without it, every file. One file still runs alone as
 * `node --import tsx/esm --test tests/build/<file>.test.ts`.
 */
import {readdirSync} from 'node:fs';

const here = new URL('.', import.meta.url);
const validity = 'validity.test.ts';
// The PDFs are checked by the build stage that printed them (./pdfs.test.ts says why).
const pdfs = 'pdfs.test.ts';
const files = readdirSync(here)
  .filter((name) => name.endsWith('.test.ts') && name !== validity && name !== pdfs)
  .sort();
const [share, shares] = (process.env.BUILD_CHECKS_SHARD ?? '1/1').split('/').map(Number) as [number, number];
if (!(shares >= 1 && share >= 1 && share <= shares)) {
  throw new Error(`BUILD_CHECKS_SHARD must read "k/n" with 1 ≤ k ≤ n, not "${process.env.BUILD_CHECKS_SHARD}"`);
}
const mine = [...files.filter((_, index) => index % shares === share - 1), ...(share === shares ? [validity] : [])];
for (const file of mine) {
  await import(new URL(file, here).href);
}
