import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Worker} from 'node:worker_threads';
import {byId, sitePages, type SitePage} from './site';

/**
 * Every page through html-validate (./validity-worker.ts), in two worker threads that start as soon
 * as this file is loaded: the other checks of the same process (./checks.ts) run meanwhile.
 */
const workerFile = new URL('./validity-worker.ts', import.meta.url).href;

function validate(): Promise<string[]> {
  const shares: {route: string; file: string}[][] = [[], []];
  const bytes = [0, 0];
  // Largest pages first, each to the share with fewer bytes so far: the two threads finish together.
  for (const page of [...sitePages()].sort((a, b) => b.html.length - a.html.length)) {
    const share = bytes[0]! <= bytes[1]! ? 0 : 1;
    shares[share]!.push({route: page.route, file: page.file});
    bytes[share]! += page.html.length;
  }
  return Promise.all(
    shares.map(
      (pages) =>
        new Promise<string[]>((resolve, reject) => {
          // A worker thread does not inherit tsx's loader: it loads the TypeScript file through tsx's API.
          const worker = new Worker(
            `import('tsx/esm/api').then(({tsImport}) => tsImport(${JSON.stringify(workerFile)}, ${JSON.stringify(import.meta.url)}))`,
            {eval: true, workerData: pages},
          );
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`html-validate's worker stopped (exit code ${code})`)));
        }),
    ),
  ).then((found) => found.flat());
}

const validation = validate();
// Awaited by the test below; a failure before then is reported there, not as an unhandled rejection.
validation.catch(() => undefined);

test('every page is valid HTML (html-validate)', async () => {
  const problems = await validation;
  assert.deepEqual(problems.slice(0, 50), [], `${problems.length} problems`);
});

/** The landmark role an element has (its own role, else its tag's), if it is one a reader can jump to. */
function landmarkRole($element: ReturnType<SitePage['$']>): string | undefined {
  const role = $element.attr('role');
  if (role) {
    return ['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search'].includes(role)
      ? role
      : undefined;
  }
  const tag = $element.prop('tagName')?.toLowerCase();
  const named = $element.attr('aria-label') !== undefined || $element.attr('aria-labelledby') !== undefined;
  const sectioned = $element.parents('article, aside, main, nav, section').length > 0;
  return (
    {
      nav: 'navigation',
      aside: 'complementary',
      main: 'main',
      search: 'search',
      section: named ? 'region' : undefined,
      form: named ? 'form' : undefined,
      header: sectioned ? undefined : 'banner',
      footer: sectioned ? undefined : 'contentinfo',
    } as Record<string, string | undefined>
  )[tag ?? ''];
}

test('every landmark of a page can be told from the others of its kind by its name', () => {
  const problems: string[] = [];
  for (const page of sitePages()) {
    const {$} = page;
    const seen = new Map<string, number>();
    // Only these can be landmarks (landmarkRole): the other elements need not be looked at.
    $('body').find('[role], nav, aside, main, search, section, form, header, footer').each((_, element) => {
      const $element = $(element);
      const role = landmarkRole($element);
      if (!role || $element.closest('[hidden], [aria-hidden="true"], template, noscript').length > 0) {
        return;
      }
      const labelledBy = ($element.attr('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => byId($, id).text().trim())
        .join(' ');
      const key = `${role} "${$element.attr('aria-label') ?? labelledBy}"`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    });
    for (const [key, count] of seen) {
      if (count > 1) {
        problems.push(`${page.route}: ${count} landmarks ${key}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});
