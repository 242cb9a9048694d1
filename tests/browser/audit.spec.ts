/**
 * Audits the pages that between them show every kind of element of the site's pages (./audit-pages.ts
 * says how they are chosen from the sitemap's, the search page and the print editions), and a search's
 * results; each is loaded once and audited in light mode, then switched to dark mode in place (the reader's toggle) and audited again:
 * no accessibility violations (axe-core, WCAG 2.0-2.2 A/AA and best practices), no console error or
 * warning after hydration, no request to another origin, no Content-Security-Policy violation.
 *
 * Every solution is opened first, so that what a reader reveals is audited too. The rules that read
 * colours (contrast, links told apart from their text) run in each mode on one element of each look
 * (./audit-samples.ts): on chapter 3's notes, contrast measured on every text node took 33 s, and
 * 5 s on its 219 samples, for the same verdict. Every other rule runs on everything, in light mode:
 * what the colour mode changes is colour. axe runs inside the page and reports violations only: its default (partial results
 * gathered per frame, then a report of every node that passed) costs twice as much for the same
 * verdict on a site without frames.
 */
import type {ContextObject} from 'axe-core';
import {expect, test, type Page} from '@playwright/test';
import {isPrintEdition} from '../build/site';
import {printClasses} from '../../src/plugins/lib/print-context';
import {auditedRoutes, sitemapRoutes} from './audit-pages';
import {colourRules, markColourSamples} from './audit-samples';
import {axeTags, injectAxe, runAxe, wholePage} from './axe';
import {expectMathsLaidOut, mathsRoutes} from './maths-layout';
import {layOutEverything, switchColourMode} from './pages';

const routes = auditedRoutes();

/** Rules switched off, each with its reason (per route prefix). None today. */
const disabledRules: Record<string, Record<string, string>> = {};

function disabledFor(route: string): string[] {
  return Object.entries(disabledRules)
    .filter(([prefix]) => route.startsWith(prefix))
    .flatMap(([, rules]) => Object.keys(rules));
}

/** What a print edition collects: its pages' content (each part's title is the edition's own). */
const collected = `.${printClasses.page} > :not(.${printClasses.pageTitle})`;
/** The attribute marking a print edition's own parts (markEditionsOwnParts). */
const ownPart = '[data-audit-own]';

/** Marks a print edition's own parts: the largest elements that hold nothing of the pages it collects. */
async function markEditionsOwnParts(page: Page): Promise<void> {
  const count = await page.evaluate(
    ([attribute, collected]) => {
      let marked = 0;
      const visit = (element: Element) => {
        if (element.matches(collected)) {
          return;
        }
        if (!element.querySelector(collected)) {
          element.setAttribute(attribute, '');
          marked += 1;
          return;
        }
        [...element.children].forEach(visit);
      };
      [...document.body.children].forEach(visit);
      return marked;
    },
    [ownPart.slice(1, -1), collected] as const,
  );
  expect(count, 'an edition has parts of its own').toBeGreaterThan(0);
}

/** What one axe run finds, in words; `ran` is what it must have run, read back from axe's report. */
async function violations(
  page: Page,
  mode: string,
  context: ContextObject,
  ran: {only: string[]; type: 'tag' | 'rule'; disabled: string[]},
): Promise<string[]> {
  const results = await runAxe(page, context, {
    runOnly: {type: ran.type, values: ran.only},
    rules: Object.fromEntries(ran.disabled.map((rule) => [rule, {enabled: false}])),
  });
  const options = results.toolOptions;
  const only = typeof options.runOnly === 'object' && !Array.isArray(options.runOnly) ? options.runOnly.values : options.runOnly;
  expect(only, `the rules axe ran in ${mode} mode`).toEqual(ran.only);
  // Every page has text: contrast found its samples (a selector that confines it to nothing would pass).
  expect(
    results.inapplicable.map(({id}) => id),
    `${mode}: contrast measured`,
  ).not.toContain('color-contrast');
  return results.violations.map(
    (violation) =>
      `${mode}: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.any.map((check) => check.message).join('; ')}`)
        .join(' | ')}`,
  );
}

// The colours a mode ends with are what is audited: as a reader who asked for less motion sees it, the
// switch has no transition to wait for (the site's transitions all follow Infima's, which honours it).
test.use({reducedMotion: 'reduce'});

test('the sitemap lists the whole site, and the audit loads a page of each kind', () => {
  expect(sitemapRoutes.length).toBeGreaterThan(40);
  expect(sitemapRoutes).not.toContain('/search');
  for (const kind of ['/blog/', '/docs/', '/print/']) {
    expect(
      routes.some((route) => route.startsWith(kind)),
      `a page under ${kind} is audited`,
    ).toBe(true);
  }
});

for (const route of routes) {
  test(`${route} is accessible in both colour modes, quiet, private and within its CSP${mathsRoutes.includes(route) ? ', its maths laid out at 1280 px' : ''}`, async ({
    page,
    baseURL,
  }) => {
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
    await page.addInitScript(() => {
      (window as unknown as {cspViolations: string[]}).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as {cspViolations: string[]}).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(route, {waitUntil: 'load'});
    // Hydration warnings are only logged once React has hydrated the page. (Waited for in the page: an
    // assertion polling from here backs off to half a second, and a page of formulas hydrates in about one.)
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Assertions, not reads: a page without the policy fails here in seconds (a locator's read waits for
    // its element until the test's timeout).
    const csp = page.locator('meta[http-equiv="Content-Security-Policy"]');
    await expect(csp).toHaveAttribute('content', /script-src 'self'/);
    await expect(csp).not.toHaveAttribute('content', /'unsafe-eval'/);

    // Scrolling formulas become focusable once KaTeX's fonts have given them their width.
    await layOutEverything(page);
    if (mathsRoutes.includes(route)) {
      // The page's maths at a desktop's width (./maths-layout.ts), on this same load.
      expect(page.viewportSize()?.width).toBe(1280);
      await expectMathsLaidOut(page, route, true);
    }
    await injectAxe(page);
    // What an edition collects is audited on its own pages (solutions open, as here), in both modes:
    // the edition's screen styles colour only its own parts (src/plugins/print), so its pages' content
    // looks as it does there. The edition adds its title page, contents, list of notation, part titles
    // and bibliography, and the page around them: those are audited here with every rule, colours in both
    // modes. Its own markup (blocks unfolded, ids and landmark names per part) is read from the built
    // HTML (tests/build).
    const edition = isPrintEdition(route);
    if (edition) {
      await markEditionsOwnParts(page);
    }
    await markColourSamples(page, edition ? ownPart : undefined);
    // Every rule, the colour rules on the samples (./axe.ts). An edition's pages are left out by
    // exclusion, not by a context of its own parts: the rules about the whole page (one main landmark,
    // a level-one heading, everything in a landmark) then still run.
    const found = await violations(page, 'light', edition ? {exclude: [[collected]]} : wholePage, {
      type: 'tag',
      only: axeTags,
      disabled: disabledFor(route),
    });

    // What light mode found fails the test now, before the second pass (a broken site fails every page).
    expect(found).toEqual([]);
    // The colour mode changes colours only (and, with less motion asked for, at once): nothing to lay out again.
    await switchColourMode(page, 'dark');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await markColourSamples(page, edition ? ownPart : undefined);
    const colourContext: ContextObject = edition ? {include: [[ownPart]]} : wholePage;
    found.push(...(await violations(page, 'dark', colourContext, {type: 'rule', only: colourRules, disabled: []})));

    expect(found).toEqual([]);
    expect(messages).toEqual([]);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)).toEqual([]);
  });
}
