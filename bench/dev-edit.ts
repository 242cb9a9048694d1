/**
 * The owner's loop in `npm start`: the time from saving a one-word text edit of a post to the
 * open page showing it. Runs `docusaurus start` on a temporary copy of the site (the
 * repository's content is never touched), opens the newest post in Chromium, and edits one word
 * of its first paragraph `edits` times, waiting for the server to go quiet between edits.
 * Run alone: `npx tsx bench/dev-edit.ts` (DEV_PORT, BENCH_DEV_EDITS); `npm run bench` runs it BENCH_RUNS times.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../tests/browser/chromium';
import {startDevSite} from '../tests/dev/dev-site';

/** The newest post (file names start with the date) and its route, from its `slug`. */
function newestPost(siteDir: string): {file: string; route: string} {
  const file = readdirSync(path.join(siteDir, 'blog'))
    .filter((name) => /^\d{4}-\d\d-\d\d-.*\.mdx?$/.test(name))
    .sort()
    .at(-1);
  const slug = file && readFileSync(path.join(siteDir, 'blog', file), 'utf8').match(/^slug:\s*(\S+)\s*$/m)?.[1];
  if (!file || !slug) {
    throw new Error('dev-edit: no post with a `slug` in blog/');
  }
  return {file: path.join('blog', file), route: `/blog/${slug}`};
}

/** The source with the first word of its first prose paragraph (after the front matter) replaced by `word`. */
function withFirstWord(source: string, word: string): string {
  const body = source.indexOf('\n---\n', 4) + 5;
  const paragraph = /^[A-Z][a-z]*\b/m;
  const match = paragraph.exec(source.slice(body));
  if (!match) {
    throw new Error('dev-edit: the post has no paragraph starting with a word');
  }
  const at = body + match.index;
  return source.slice(0, at) + word + source.slice(at + match[0].length);
}

export type DevEditTimes = {readonly route: string; readonly runs: readonly number[]};

export async function devEditToPageMs(siteDir: string, port: number, edits: number): Promise<DevEditTimes> {
  const site = await startDevSite(siteDir, port);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const post = newestPost(site.dir);
    const file = path.join(site.dir, post.file);
    const original = readFileSync(file, 'utf8');
    const tab = await browser.newPage();
    await tab.goto(`${site.origin}${post.route}`);
    await tab.locator('article').first().waitFor();
    await site.settled();
    const runs: number[] = [];
    for (let edit = 1; edit <= edits; edit += 1) {
      const word = `Edited${edit}`;
      const started = performance.now();
      await writeFile(file, withFirstWord(original, word));
      await tab.waitForFunction((text) => document.querySelector('article')?.textContent?.includes(text), word, {
        polling: 'raf',
        timeout: 60_000,
      });
      runs.push(Math.round(performance.now() - started));
      await site.settled();
    }
    return {route: post.route, runs};
  } finally {
    await browser.close();
    await site.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const {route, runs} = await devEditToPageMs(
    process.cwd(),
    Number(process.env.DEV_PORT ?? 3211),
    Number(process.env.BENCH_DEV_EDITS ?? 7),
  );
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(
    `Text edit to open page (${route}, npm start): median ${sorted[Math.floor(sorted.length / 2)]} ms (runs ${runs.join(', ')} ms)`,
  );
}
