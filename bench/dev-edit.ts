/**
 * The owner's loop in `npm start`: the time from saving a one-word text edit of a post to the
 * open page showing it. Runs `docusaurus start` on a temporary copy of the site (the
 * repository's content is never touched), opens the newest post in Chromium, and edits one word
 * `edits` times, waiting for the server to go quiet between edits: in turn the first word of the
 * opening paragraph (shown in the blog's lists too, and the description of a post that has none in
 * its front matter) and of the paragraph nearest the middle of the post.
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

/** Where an edit replaces a word: the first word of the opening paragraph (shown in the blog's lists too), or of the paragraph nearest the middle of the post. */
type Place = 'opening' | 'middle';

/** The offsets of the first words of the paragraphs after the front matter, outside code and display maths. */
function paragraphStarts(source: string): {at: number; length: number}[] {
  const body = source.indexOf('\n---\n', 4) + 5;
  const starts: {at: number; length: number}[] = [];
  let fenced = false;
  let offset = body;
  for (const line of source.slice(body).split('\n')) {
    if (/^(```|\$\$)/.test(line.trim())) {
      fenced = !fenced;
    }
    const word = /^[A-Z][a-z]*\b/.exec(line);
    if (!fenced && word) {
      starts.push({at: offset, length: word[0].length});
    }
    offset += line.length + 1;
  }
  return starts;
}

/** The source with the first word of the paragraph at `place` replaced by `word`. */
function withWord(source: string, place: Place, word: string): string {
  const starts = paragraphStarts(source);
  const middle = source.length / 2;
  const start =
    place === 'opening' ? starts[0] : [...starts].sort((a, b) => Math.abs(a.at - middle) - Math.abs(b.at - middle))[0];
  if (!start) {
    throw new Error('dev-edit: the post has no paragraph starting with a word');
  }
  return source.slice(0, start.at) + word + source.slice(start.at + start.length);
}

export type DevEditTimes = {
  readonly route: string;
  /** Every edit, in order: they alternate between the opening paragraph and the middle of the post. */
  readonly runs: readonly number[];
  readonly opening: readonly number[];
  readonly middle: readonly number[];
};

export async function devEditToPageMs(siteDir: string, port: number, edits: number): Promise<DevEditTimes> {
  const site = await startDevSite(siteDir, port);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const post = newestPost(site.dir);
    const file = path.join(site.dir, post.file);
    let source = readFileSync(file, 'utf8');
    const tab = await browser.newPage();
    await tab.goto(`${site.origin}${post.route}`);
    await tab.locator('article').first().waitFor();
    await site.settled();
    const runs: number[] = [];
    const byPlace: Record<Place, number[]> = {opening: [], middle: []};
    for (let edit = 1; edit <= edits; edit += 1) {
      // Letters only, so the edited paragraph still starts with a word for the next edit there.
      const word = `Edited${[...edit.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`;
      const place: Place = edit % 2 === 1 ? 'opening' : 'middle';
      // Each edit keeps the ones before: an edit of the middle leaves the opening paragraph as it was.
      source = withWord(source, place, word);
      const started = performance.now();
      await writeFile(file, source);
      await tab.waitForFunction((text) => document.querySelector('article')?.textContent?.includes(text), word, {
        polling: 'raf',
        timeout: 60_000,
      });
      const ms = Math.round(performance.now() - started);
      runs.push(ms);
      byPlace[place].push(ms);
      await site.settled();
    }
    return {route: post.route, runs, ...byPlace};
  } finally {
    await browser.close();
    await site.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const {route, runs, opening, middle} = await devEditToPageMs(
    process.cwd(),
    Number(process.env.DEV_PORT ?? 3211),
    Number(process.env.BENCH_DEV_EDITS ?? 8),
  );
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`Text edit to open page (${route}, npm start): median ${median(runs)} ms (runs ${runs.join(', ')} ms)`);
  console.log(`  opening paragraph: median ${median(opening)} ms; middle of the post: median ${median(middle)} ms`);
}
