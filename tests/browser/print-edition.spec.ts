/**
 * The print edition on paper. The build printed every edition to PDF with Chromium and Paged.js
 * (src/plugins/print/pdf.ts); this reads the PDF of the chapter with the most references within
 * it, with pdf.js, as a reader's viewer would: its pages, the text of its results and formulas,
 * links within the PDF that land on the page their reference names, links out to the site's
 * address, and its outline. It also prints an edition from the browser, as a reader would.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {load, type CheerioAPI} from 'cheerio';
import {getDocument, type PDFDocumentProxy} from 'pdfjs-dist/legacy/build/pdf.mjs';
import {identity} from '../../src/data/identity';
import {allHtmlFiles, buildDir} from '../build/site';

/** The chapter whose references most often point within it, read once by each worker that runs these tests. */
let chapter: {route: string; $: CheerioAPI};
let pdfFile: string;

test.beforeAll(() => {
  chapter = allHtmlFiles()
    .filter(({route}) => route.startsWith('/print/docs/'))
    .map(({route, file}) => ({route, $: load(readFileSync(file, 'utf8'))}))
    .filter(({$}) => $('.print-page').length > 1)
    .map((edition) => ({...edition, inside: edition.$('.print-page a.cross-reference[href^="#"]').length}))
    .sort((a, b) => b.inside - a.inside)[0]!;
  pdfFile = path.join(buildDir, chapter.$('a[download]').attr('href')!);
});
const squash = (text: string) => text.replace(/\s+/g, '');

async function pdfPages(pdf: PDFDocumentProxy): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return texts;
}

test.describe('the PDF of a chapter', () => {
  let pdf: PDFDocumentProxy;
  let texts: string[];

  test.beforeAll(async () => {
    test.skip(!existsSync(pdfFile), 'the build made no PDFs (no Chromium, or SITE_PDF=skip)');
    pdf = await getDocument({data: new Uint8Array(readFileSync(pdfFile)), isEvalSupported: false}).promise;
    texts = await pdfPages(pdf);
  });

  test('has a title page, a table of contents and its pages, with the results and formulas as text', () => {
    expect(pdf.numPages).toBeGreaterThan(chapter.$('.print-page').length + 1);
    expect(squash(texts[0]!)).toContain(squash(chapter.$('h1').first().text()));
    const all = squash(texts.join(' '));
    // Each labelled result, by its kind and number.
    const labels = chapter
      .$('.theorem-block[id] > p:first-child > span:first-child')
      .map((_, label) => chapter.$(label).text())
      .get();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(all, label).toContain(squash(label));
    }
    // A formula is text in KaTeX's fonts, not a picture: a plain one (no scripts, fractions or roots) reads as drawn.
    const formula = chapter
      .$('.print-page .katex-html')
      .filter(
        (_, element) =>
          chapter.$(element).find('.msupsub, .mfrac, .sqrt').length === 0 && squash(chapter.$(element).text()).length >= 5,
      )
      .first()
      .text();
    expect(all).toContain(squash(formula));
  });

  test('every page number a reference prints is where its link lands', async () => {
    let checked = 0;
    for (let number = 3; number <= pdf.numPages; number += 1) {
      const printed = [...texts[number - 1]!.matchAll(/,\s*p\.\s*(\d+)/g)].map((match) => Number(match[1]));
      if (printed.length === 0) {
        continue;
      }
      const annotations = await (await pdf.getPage(number)).getAnnotations();
      const landings = new Set<number>();
      for (const annotation of annotations) {
        if (annotation.subtype !== 'Link' || !annotation.dest) {
          continue;
        }
        const destination = typeof annotation.dest === 'string' ? await pdf.getDestination(annotation.dest) : annotation.dest;
        if (destination) {
          landings.add((await pdf.getPageIndex(destination[0])) + 1);
        }
      }
      for (const page of printed) {
        expect(landings.has(page), `page ${number} prints "p. ${page}" and has a link landing there`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test("links out of the chapter carry the site's address, and the outline lists its pages", async () => {
    const external: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      for (const annotation of await (await pdf.getPage(number)).getAnnotations()) {
        if (annotation.subtype === 'Link' && annotation.url) {
          external.push(annotation.url as string);
        }
      }
    }
    expect(external.some((url) => url.startsWith(identity.siteUrl))).toBe(true);
    expect(external.filter((url) => url.startsWith('http://127.0.0.1') || url.startsWith('http://localhost'))).toEqual([]);
    const outline = (await pdf.getOutline()) ?? [];
    type Entry = {title: string; items: Entry[]};
    const flatten = (entries: Entry[]): string[] => entries.flatMap((entry) => [squash(entry.title), ...flatten(entry.items)]);
    const titles = flatten(outline as Entry[]);
    for (const title of chapter
      .$('.print-page > .print-page-title')
      .map((_, heading) => chapter.$(heading).text())
      .get()) {
      expect(titles).toContain(squash(title));
    }
  });
});

test('printed from the browser, an edition shows its solutions and no site chrome', async ({page}) => {
  await page.goto(chapter.route, {waitUntil: 'networkidle'});
  await page.emulateMedia({media: 'print'});
  for (const chrome of ['nav.navbar', '.theme-announcement-bar', 'footer.footer', '.print-document a[download]']) {
    await expect(page.locator(chrome).first()).toBeHidden();
  }
  await expect(page.locator('.print-page .solution-block').first()).toBeVisible();
  await expect(page.locator('details.solution-block')).toHaveCount(0);
  await expect(page.locator('.print-page').first()).toBeVisible();
});

test("every print edition fits a phone's screen: nothing but a wide formula or code box scrolls sideways", async ({page}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({width: 390, height: 844});
  const overflowing: string[] = [];
  for (const {route} of allHtmlFiles().filter((file) => file.route.startsWith('/print/'))) {
    await page.goto(route, {waitUntil: 'load'});
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) {
      overflowing.push(`${route}: ${width} px wide`);
    }
  }
  expect(overflowing).toEqual([]);
});
