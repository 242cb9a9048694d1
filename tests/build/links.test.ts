import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LinkChecker} from 'linkinator';
import {buildDir, fileForRoute, printedPdfs, sitePages} from './site';

// Read once: each file of the build is large (formulas), and several tests walk them all.
const pages = sitePages();

/**
 * Whether the build printed the print editions' PDFs (src/plugins/print/pdf.ts): a build without
 * Chromium, or with SITE_PDF=skip (the owner's scenario), links to PDFs it did not make.
 */
const madePdfs = Object.keys(printedPdfs()).length > 0;

// linkinator follows links and fetches assets; it does not look for a link's fragment on the page it
// reaches, which the next test but one does.
test('an independent link checker finds no broken link or asset in the build', async () => {
  const checker = new LinkChecker();
  const result = await checker.check({
    // A relative path: linkinator serves this folder on a local port and crawls it.
    path: path.relative(process.cwd(), buildDir),
    recurse: true,
    concurrency: 8,
    // External sites cannot be reached from the test machine; they are checked for rel below.
    linksToSkip: ['^https?://(?!localhost)', ...(madePdfs ? [] : ['/pdf/[^/]+\\.pdf$'])],
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.url} (from ${link.parent}: ${link.status})`);
  assert.deepEqual(broken, []);
  const reached = new Set(
    result.links
      .filter((link) => link.state === 'OK')
      .map((link) => new URL(link.url, 'http://site/').pathname.replace(/^\/?build/, '').replace(/\/$/, '')),
  );
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const unreached = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname.replace(/\/$/, ''))
    .filter((route) => !reached.has(route));
  assert.deepEqual(unreached, [], 'pages of the sitemap that no link leads to');
});

test('every link that opens a new tab has rel="noopener"', () => {
  const offenders: string[] = [];
  for (const page of pages) {
    const {$} = page;
    $('a[target="_blank"]').each((_, link) => {
      if (!($(link).attr('rel') ?? '').split(/\s+/).includes('noopener')) {
        offenders.push(`${page.route}: ${$(link).attr('href')}`);
      }
    });
  }
  assert.deepEqual(offenders, []);
});

test('every link to an anchor finds its target id on the target page', () => {
  const ids = new Map<string, Set<string>>();
  const idsOf = (route: string): Set<string> | undefined => {
    if (!ids.has(route)) {
      const page = pages.find((candidate) => fileForRoute(route) === candidate.file);
      if (!page) {
        return undefined;
      }
      const {$} = page;
      ids.set(route, new Set($('[id]').map((_, element) => $(element).attr('id')).get()));
    }
    return ids.get(route);
  };
  const broken: string[] = [];
  for (const page of pages) {
    const {$} = page;
    $('a[href*="#"]').each((_, link) => {
      const href = $(link).attr('href') ?? '';
      if (/^[a-z]+:/i.test(href)) {
        return;
      }
      const [path, fragment] = href.split('#');
      if (!fragment) {
        return;
      }
      const target = path === '' ? page.route : path!;
      const targetIds = idsOf(target);
      if (!targetIds?.has(decodeURIComponent(fragment))) {
        broken.push(`${page.route} -> ${href}`);
      }
    });
  }
  assert.deepEqual(broken, []);
});
