/** Pages picked from the production build by what they contain, not by hand. */
import {expect, type Browser, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {allHtmlFiles, isPrintEdition, prismMarker} from '../build/site';
import {statementClasses} from '../../src/plugins/cross-references/components';

/**
 * Watches the scripts `page` fetches from now on: the returned function gives the paths of those that hold
 * Prism (`prismMarker`), once every one fetched so far has arrived (and fails if none was fetched).
 */
export function scriptsWithPrism(page: Page): () => Promise<string[]> {
  const scripts: Promise<{url: string; text: string}>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) {
      scripts.push(response.text().then((text) => ({url: response.url(), text})));
    }
  });
  return async () => {
    const fetched = await Promise.all(scripts);
    expect(fetched.length, 'the page fetched no script at all').toBeGreaterThan(0);
    return fetched.filter(({text}) => text.includes(prismMarker)).map(({url}) => new URL(url).pathname);
  };
}

/** The first built page under `prefix`, in the order of their routes, whose HTML `predicate` accepts. */
export function firstPage(predicate: (html: string) => boolean, prefix: string): string {
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
  return firstPage((html) => html.includes(statementClasses.block) && html.includes('katex-mathml'), '/docs/');
}

/** A long docs page with h2 headings (enough to scroll: five sections alone can fit in two screens, as the accessibility page's do). */
export function longDocsPage(): string {
  return firstPage((html) => (html.match(/<h2/g) ?? []).length >= 5 && html.length > 60_000, '/docs/');
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
/**
 * How long a page may take to arrive, on a first load as on a client-side navigation (whose route's
 * code is fetched and run before the page shows): as long as Playwright gives a navigation.
 */
export const pageLoadTimeout = 30_000;

export async function gotoHydrated(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: pageLoadTimeout});
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

/** The page with the most runnable Python cells (not a print edition). */
export function pageWithMostCells(): string {
  return allHtmlFiles()
    .filter(({route}) => !isPrintEdition(route))
    .map(({route, file}) => ({route, cells: (readFileSync(file, 'utf8').match(/data-python-cell=/g) ?? []).length}))
    .sort((a, b) => b.cells - a.cells)[0]!.route;
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

/**
 * Switches the colour mode in place, as the reader does: with the navbar's toggle where it shows;
 * else (a phone's collapsed navbar, a print edition) through the stored choice, which the site
 * follows as it does a change made in another tab.
 *
 * The toggle is pressed from the keyboard (focused, then Enter), not clicked: the navbar hides as the
 * reader scrolls down (`hideOnScroll`), and a click aimed at it while it slides back in could land
 * elsewhere (a fresh-clone run once waited 15 s for a switch that never came, midway down a page).
 * The switch is then awaited where React makes it (the toggle's name says the new mode), then on the page.
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === mode) {
    return;
  }
  const toggle = page.locator('.navbar').getByRole('button', {name: /Switch between dark and light mode/});
  if (await toggle.isVisible()) {
    await expect(toggle, 'the colour mode toggle works once the page has hydrated').toBeEnabled();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle, `the toggle switched to ${mode} mode`).toHaveAccessibleName(new RegExp(`currently ${mode} mode`));
  } else {
    await page.evaluate((choice) => {
      const oldValue = localStorage.getItem('theme');
      localStorage.setItem('theme', choice);
      window.dispatchEvent(new StorageEvent('storage', {key: 'theme', oldValue, newValue: choice, storageArea: localStorage}));
    }, mode);
  }
  await expect(html, `the page is in ${mode} mode`).toHaveAttribute('data-theme', mode);
}

/**
 * Highlighted code (the tokens `tokens` selects on `route`, drawn once `drawn` resolves) takes each colour
 * mode's colours on load as when the reader switches to that mode, and in the default mode (light) the
 * tokens the server wrote are kept: redrawing them would only cost the page time.
 */
export async function expectCodeColoursOfEachMode(
  browser: Browser,
  {route, tokens, drawn}: {route: string; tokens: string; drawn: (page: Page) => Promise<void>},
): Promise<void> {
  /** Opens the page in `mode`, optionally switches it to `then`, and reads the tokens' colours. */
  const colours = async (mode: 'light' | 'dark', then?: 'light' | 'dark') => {
    const context = await browser.newContext();
    await context.addInitScript(
      ({theme, selector}) => {
        window.localStorage.setItem('theme', theme);
        // Each token the server wrote, marked before React hydrates the page.
        document.addEventListener('DOMContentLoaded', () => {
          for (const token of document.querySelectorAll(selector)) {
            (token as HTMLElement).dataset.fromServer = '';
          }
        });
      },
      {theme: mode, selector: tokens},
    );
    const page = await context.newPage();
    await page.goto(route);
    await drawn(page);
    if (then) {
      await switchColourMode(page, then);
    }
    const found = {
      colours: await page.locator(tokens).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color)),
      kept: await page.locator(tokens).and(page.locator('[data-from-server]')).count(),
      total: await page.locator(tokens).count(),
    };
    await context.close();
    return found;
  };
  const light = await colours('light');
  const dark = await colours('dark');
  expect(light.total).toBeGreaterThan(0);
  expect(dark.colours, 'the dark mode draws code in colours of its own').not.toEqual(light.colours);
  expect(dark.colours, 'dark on load, as when switched to dark').toEqual((await colours('light', 'dark')).colours);
  expect(light.colours, 'light on load, as when switched to light').toEqual((await colours('dark', 'light')).colours);
  expect(light.kept).toBe(light.total);
}

/**
 * The colour an element stands on, in the page (pass to `locator.evaluate`): the nearest background of
 * it or an ancestor that is not transparent, else the canvas (white).
 */
export function backdropOf(element: Element): string {
  for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
    const colour = getComputedStyle(ancestor).backgroundColor;
    if (!/^rgba\(.*,\s*0\)$/.test(colour) && colour !== 'transparent') {
      return colour;
    }
  }
  return 'rgb(255, 255, 255)';
}

/** WCAG's contrast ratio of two CSS colours written rgb()/rgba() (alpha ignored), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Lays the whole page out as a reader who reads it all sees it: every block rendered (as it is once
 * scrolled to, src/plugins/long-pages), every solution open, KaTeX's fonts loaded, formulas
 * re-measured as on resize, and transitions ended (colours move for a moment after the colour mode
 * changes; a solution fades in as it opens).
 */
export async function layOutEverything(page: Page): Promise<void> {
  await page.addStyleTag({content: 'article .markdown > * { content-visibility: visible !important; }'});
  await page.evaluate(async () => {
    for (const details of document.querySelectorAll('details')) {
      details.open = true;
    }
    await document.fonts.ready;
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * In the page (pass to `page.evaluate`): each box of the article that scrolls sideways, hiding some of
 * its content, that a keyboard cannot scroll (WCAG 2.1.1; axe's rule scrollable-region-focusable):
 * neither in the tab order itself nor holding anything that is. Read on a page laid out whole
 * (layOutEverything): a box in a block not laid out has no width to overflow.
 */
function unreachableScrollingBoxes(): string[] {
  const tabbable = 'a[href], button, input, select, textarea, summary, [tabindex]';
  return [...document.querySelectorAll<HTMLElement>('article *')]
    .filter((box) => box.scrollWidth > box.clientWidth && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
    .filter((box) => box.tabIndex < 0 && ![...box.querySelectorAll<HTMLElement>(tabbable)].some((inside) => inside.tabIndex >= 0))
    .map(
      (box) =>
        `a ${box.localName} ${box.scrollWidth - box.clientWidth} px too wide: "${box.innerText.replace(/\s+/g, ' ').trim().slice(0, 50)}"`,
    );
}

/** Every box of `route`'s article that scrolls sideways can be scrolled by keyboard. */
export async function expectScrollingBoxesReachable(page: Page, route: string): Promise<void> {
  expect(await page.evaluate(unreachableScrollingBoxes), `${route}: boxes that scroll, out of a keyboard's reach`).toEqual([]);
}

/** In the page: adds up, in `window.layoutShifts`, the layout shifts no input caused. */
function countLayoutShifts(buffered: boolean): void {
  const shifts: number[] = [];
  (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
      if (!entry.hadRecentInput) {
        shifts.push(entry.value);
      }
    }
  }).observe({type: 'layout-shift', buffered});
}

/** Starts counting `page`'s layout shifts: from its next load on (`'load'`), or from now on. */
export async function watchLayoutShifts(page: Page, from: 'load' | 'now'): Promise<void> {
  if (from === 'load') {
    await page.addInitScript(countLayoutShifts, true);
  } else {
    await page.evaluate(countLayoutShifts, false);
  }
}

/** The layout shifts counted since watchLayoutShifts, added up (CLS as one window). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts.reduce((sum, value) => sum + value, 0));
}
