import {writeFile} from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, chromiumPath} from '../tests/browser/chromium';

/** What one Lighthouse run reports that the benchmark keeps. */
export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transferred bytes on first load, by Lighthouse's resource type. */
  bytes: {js: number; css: number; fonts: number; html: number; images: number; other: number; total: number};
};

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type ResourceSummaryItem = {resourceType: string; transferSize: number};

/**
 * One Lighthouse run (the default config: mobile emulation, simulated slow 4G
 * and a 4x CPU slowdown) in a fresh Chromium, optionally with every script blocked; the HTML report goes to `reportPath`, the JSON one beside it.
 */
export async function runLighthouse(
  url: string,
  reportPath: string,
  options: {blockScripts?: boolean} = {},
): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: [...categories],
      // The diagnostic run: the page as the browser lays it out with no JavaScript at all.
      ...(options.blockScripts ? {blockedUrlPatterns: ['*.js']} : {}),
    });
    if (!result) {
      throw new Error(`Lighthouse returned nothing for ${url}`);
    }
    const {lhr} = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const [html, json] = result.report as string[];
    await writeFile(reportPath, html!);
    await writeFile(reportPath.replace(/\.html$/, '.json'), json!);
    const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (lhr.audits['resource-summary']?.details as {items?: ResourceSummaryItem[]} | undefined)?.items ?? [];
    const size = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: {
        js: size('script'),
        css: size('stylesheet'),
        fonts: size('font'),
        html: size('document'),
        images: size('image'),
        other: size('other') + size('media'),
        total: size('total'),
      },
    };
  } finally {
    chrome.kill();
  }
}
