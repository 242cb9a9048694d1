import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {LinkChecker} from 'linkinator';
import {buildDir, sitePages} from './site';

test('an independent link checker finds no broken link, anchor or asset in the build', async () => {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: buildDir,
    serverRoot: buildDir,
    recurse: true,
    cleanUrls: true,
    checkFragments: true,
    concurrency: 8,
    // External sites cannot be reached from the test machine; they are checked for rel below.
    linksToSkip: ['^(?!http://localhost)'],
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.url} (from ${link.parent}: ${link.status})`);
  assert.deepEqual(broken, []);
  assert.ok(result.links.filter((link) => link.state === 'OK').length > 200, 'the checker walked the site');
});

test('every link that opens a new tab has rel="noopener"', () => {
  const offenders: string[] = [];
  for (const page of sitePages()) {
    const $ = load(page.html);
    $('a[target="_blank"]').each((_, link) => {
      if (!($(link).attr('rel') ?? '').split(/\s+/).includes('noopener')) {
        offenders.push(`${page.route}: ${$(link).attr('href')}`);
      }
    });
  }
  assert.deepEqual(offenders, []);
});
