/**
 * Walks every URL of the built sitemap, in light and dark mode: no
 * accessibility violations (axe-core, WCAG 2.0-2.2 A/AA and best practices),
 * no console error or warning after hydration, no request to another origin,
 * no Content-Security-Policy violation.
 */
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {allHtmlFiles, isPrintEdition} from '../build/site';

const sitemap = readFileSync('build/sitemap.xml', 'utf8');
const sitemapRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
// Not in the sitemap (noindex), but readers use them: the search page and the print editions.
const printRoutes = allHtmlFiles()
  .map(({route}) => route)
  .filter(isPrintEdition);
const routes = [...sitemapRoutes, '/search', '/search?q=compact', ...printRoutes];

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Rules switched off, each with its reason (per route prefix). None today. */
const disabledRules: Record<string, Record<string, string>> = {};

function disabledFor(route: string): string[] {
  return Object.entries(disabledRules)
    .filter(([prefix]) => route.startsWith(prefix))
    .flatMap(([, rules]) => Object.keys(rules));
}

test('the sitemap lists the whole site', () => {
  expect(sitemapRoutes.length).toBeGreaterThan(40);
  expect(sitemapRoutes).not.toContain('/search');
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    for (const route of routes) {
      test(`${route} is accessible, quiet, private and within its CSP`, async ({page, baseURL}) => {
        test.setTimeout(120_000);
        const messages: string[] = [];
        const foreign: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') {
            messages.push(`${message.type()}: ${message.text()}`);
          }
        });
        page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
        page.on('request', (request) => {
          if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) {
            foreign.push(request.url());
          }
        });
        await page.addInitScript((theme) => {
          window.localStorage.setItem('theme', theme);
          (window as unknown as {cspViolations: string[]}).cspViolations = [];
          document.addEventListener('securitypolicyviolation', (event) => {
            (window as unknown as {cspViolations: string[]}).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
          });
        }, mode);
        await page.goto(route, {waitUntil: 'networkidle'});
        // Hydration warnings are only logged once React has hydrated the page.
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain("'unsafe-eval'");

        // Scrolling formulas become focusable once KaTeX's fonts have given them their width; on a
        // busy machine the fonts' loadingdone event can come after "networkidle", so let the page
        // re-measure (as it does on resize) before auditing.
        await page.evaluate(async () => {
          await document.fonts.ready;
          window.dispatchEvent(new Event('resize'));
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const results = await new AxeBuilder({page}).withTags(axeTags).disableRules(disabledFor(route)).analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
        );
        expect(violations).toEqual([]);
        expect(messages).toEqual([]);
        expect(foreign).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)).toEqual([]);
      });
    }
  });
}
