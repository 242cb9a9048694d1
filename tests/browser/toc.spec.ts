import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, longBlogPost, longDocsPage, pageWithMathInHeadings} from './pages';

async function tocStaysInView(page: Page, route: string): Promise<void> {
  await gotoHydrated(page, route);
  const toc = page.getByRole('navigation', {name: 'Table of contents'});
  await expect(toc).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3000 + 900);
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(3000);
  await expect(toc).toBeInViewport();
  const box = await toc.boundingBox();
  // Held just below the navbar's place, not scrolled away with the text (it was at about -2900 px).
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(150);
}

test.describe('desktop', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('the table of contents of a docs page stays in view while reading', async ({page}) => {
    await tocStaysInView(page, longDocsPage());
  });

  test('the table of contents of a blog post stays in view while reading', async ({page}) => {
    await tocStaysInView(page, longBlogPost());
  });

  test('a heading with maths is typeset in the table of contents, and its anchor has a readable label', async ({page}) => {
    await page.goto(pageWithMathInHeadings());
    const headings = page.locator('article h2:has(.katex)');
    const count = await headings.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const heading = headings.nth(index);
      const id = (await heading.getAttribute('id'))!;
      const entry = page
        .locator(`.theme-doc-toc-desktop a[href="#${id}"], nav[aria-label="Table of contents"] a[href="#${id}"]`)
        .first();
      await expect(entry.locator('.katex-html')).toBeVisible();
      expect(await entry.innerText()).not.toContain('\\');
      const label = (await heading.locator('a.hash-link').getAttribute('aria-label'))!;
      expect(label).toMatch(/^Direct link to /);
      expect(label).not.toContain(id);
      expect(label).not.toMatch(/[\\$^]/);
    }
  });
});

test.describe('phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the "On this page" menu of a docs page typesets maths in headings too', async ({page}) => {
    await gotoHydrated(page, pageWithMathInHeadings('/docs/'));
    const id = (await page.locator('article h2:has(.katex)').first().getAttribute('id'))!;
    await page.getByRole('button', {name: 'On this page'}).click();
    const entry = page.locator(`.theme-doc-toc-mobile a[href="#${id}"]`);
    await expect(entry.locator('.katex-html')).toBeVisible();
    expect(await entry.innerText()).not.toContain('\\');
  });
});
