/**
 * A notes page printed from the browser, as a reader prints it: what reaches the paper is what the
 * site's print stylesheet leaves (src/css/custom.css, src/plugins/long-pages/containment.css): the
 * content, its collapsed solutions open and its last blocks laid out, without the site's chrome.
 */
import {expect, test, type Locator} from '@playwright/test';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';
import {gotoHydrated} from './pages';
import {statementClasses} from '../../src/plugins/cross-references/components';

const notesPage = '/docs/mathematics/munkres-topology-self-study/chapt-3/exercises/';

/** Text as compared with a PDF's: no white space (lines break where the paper ends), no zero-width spaces. */
const squash = (text: string) => text.replace(/[\s\u200b]+/g, '');

/** The longest run of an element's text outside formulas: words the paper must show as they are. */
const longestText = (element: Locator) =>
  element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let longest = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      if (!node.parentElement!.closest('.katex') && text.length > longest.length) {
        longest = text;
      }
    }
    return longest;
  });

test("printed from the browser, a notes page has its content, its collapsed solutions open, and none of the site's chrome", async ({
  page,
}) => {
  await gotoHydrated(page, notesPage);
  // What the screen shows and the paper must not: the announcement, the footer's lines.
  const chrome = [
    await page.locator('.theme-announcement-bar').innerText(),
    await page.locator('footer.footer .footer__copyright').innerText(),
  ].map(squash);
  expect(chrome.every((text) => text.length > 0)).toBe(true);
  // What the paper must show: a solution the reader has not opened (its text is in the page, folded), and
  // the article's last paragraph, far below the screen, whose layout the browser skips until it nears it.
  const solution = page.locator(`details.${statementClasses.solution}:not([open])`).first();
  await expect(solution).toHaveCount(1);
  const solutionText = await longestText(solution.locator(':scope > div'));
  const lastText = await longestText(page.locator('.markdown > p').last());
  expect(solutionText.split(/\s+/).length).toBeGreaterThan(3);
  expect(lastText.split(/\s+/).length).toBeGreaterThan(3);

  await page.emulateMedia({media: 'print'});
  for (const hidden of ['nav.navbar', '.theme-doc-sidebar-container', '.theme-announcement-bar', 'footer.footer']) {
    await expect(page.locator(hidden).first()).toBeHidden();
  }
  const pdf = await getDocument({data: new Uint8Array(await page.pdf({format: 'A4'})), isEvalSupported: false}).promise;
  let printed = '';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    printed += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await pdf.destroy();
  printed = squash(printed);
  expect(printed).toContain(squash(await page.locator('h1').first().innerText()));
  expect(printed, 'a collapsed solution, printed open').toContain(squash(solutionText));
  expect(printed, "the article's last paragraph").toContain(squash(lastText));
  for (const text of chrome) {
    expect(printed, 'site chrome on paper').not.toContain(text);
  }
});

test('printing opens collapsed solutions and closes them afterwards', async ({page}) => {
  await gotoHydrated(page, notesPage);
  const closed = () => page.locator(`details.${statementClasses.solution}:not([open])`).count();
  expect(await closed()).toBeGreaterThan(0);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  expect(await closed()).toBe(0);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  expect(await closed()).toBeGreaterThan(0);
});
