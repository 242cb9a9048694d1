/** Pages picked from the production build by what they contain, not by hand. */
import type {Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {allHtmlFiles, isPrintEdition} from '../build/site';

function firstPage(predicate: (html: string) => boolean, prefix: string): string {
  const found = allHtmlFiles()
    .filter(({route}) => route.startsWith(prefix))
    .sort((a, b) => a.route.localeCompare(b.route))
    .find(({file}) => predicate(readFileSync(file, 'utf8')));
  if (!found) {
    throw new Error(`No page under ${prefix} matches; is the build complete?`);
  }
  return found.route;
}

/** A docs page with theorem blocks and typeset math. */
export function docsPageWithTheorems(): string {
  return firstPage((html) => html.includes('theorem-block') && html.includes('katex-mathml'), '/docs/');
}

/** A long docs page with h2 headings (enough to scroll). */
export function longDocsPage(): string {
  return firstPage((html) => (html.match(/<h2/g) ?? []).length >= 5, '/docs/');
}

/** A docs page with at least three runnable Python cells. */
export function pageWithCells(): string {
  return firstPage((html) => (html.match(/data-python-cell=/g) ?? []).length >= 3, '/docs/');
}

/** A docs page without runnable cells. */
export function pageWithoutCells(): string {
  return firstPage((html) => !html.includes('data-python-cell=') && html.includes('<article'), '/docs/');
}

/**
 * Opens `route` and waits until React has hydrated it (Docusaurus then sets
 * <html data-has-hydrated="true">): scroll and keyboard handlers exist only from then on.
 */
export async function gotoHydrated(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
}

/** A blog post with a table of contents, long enough to scroll 3000 px. */
export function longBlogPost(): string {
  return firstPage(
    (html) => html.includes('table-of-contents') && (html.match(/<h2/g) ?? []).length >= 5 && html.length > 150_000,
    '/blog/',
  );
}

/** A page (under `prefix`) with a table of contents and a formula in one of its section headings. */
export function pageWithMathInHeadings(prefix = '/'): string {
  return firstPage(
    (html) => html.includes('table-of-contents') && /<h2[^>]*\bid=[^>]*>(?:(?!<\/h2>).)*class="?katex/s.test(html),
    prefix,
  );
}

/**
 * The page of the site with the most typeset formulas (KaTeX writes one MathML copy per formula).
 * Not a print edition, which collects several pages.
 */
export function pageWithMostFormulas(): string {
  return allHtmlFiles()
    .filter(({route}) => !isPrintEdition(route))
    .map(({route, file}) => ({route, formulas: (readFileSync(file, 'utf8').match(/class="?katex-mathml\b/g) ?? []).length}))
    .sort((a, b) => b.formulas - a.formulas)[0]!.route;
}

/** Collects console errors and warnings and uncaught errors of `page`, for a test to expect none. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}
