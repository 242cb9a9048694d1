/**
 * A page paints before its scripts run (src/plugins/first-paint): the bundles start once the browser
 * has reported the page's first contentful paint, and React then hydrates what the reader sees. Short
 * pages are where it mattered (their scripts had arrived before the first paint and ran first); a
 * long one is checked too.
 */
import {expect, test} from '@playwright/test';
import {gotoHydrated, longDocsPage} from './pages';

type Order = {firstContentfulPaint?: number; firstBundleStarted?: number; bundles: string[]};

for (const route of ['/', longDocsPage()]) {
  test(`${route} paints before its scripts run, then hydrates`, async ({page}) => {
    await page.addInitScript(() => {
      const order: Order = {bundles: []};
      (window as unknown as {firstPaintOrder: Order}).firstPaintOrder = order;
      new PerformanceObserver((list) => {
        order.firstContentfulPaint ??= list.getEntriesByName('first-contentful-paint')[0]?.startTime;
      }).observe({type: 'paint', buffered: true});
      // Every script element of the site's bundles, written in the HTML or inserted later, as it is added.
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
            order.firstBundleStarted ??= performance.now();
            order.bundles.push(new URL(node.src).pathname);
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await gotoHydrated(page, route);
    const order = await page.evaluate(() => (window as unknown as {firstPaintOrder: Order}).firstPaintOrder);
    expect(order.firstContentfulPaint, 'the browser reported no first contentful paint').toBeDefined();
    expect(order.bundles.slice(0, 2), 'the runtime starts first, then the main bundle').toEqual([
      expect.stringMatching(/\/runtime~main\.[0-9a-f]+\.js$/),
      expect.stringMatching(/\/main\.[0-9a-f]+\.js$/),
    ]);
    expect(order.firstBundleStarted!, 'a bundle was added before the page painted').toBeGreaterThanOrEqual(
      order.firstContentfulPaint!,
    );
  });
}
