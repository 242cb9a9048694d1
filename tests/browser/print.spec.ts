import {expect, test} from '@playwright/test';

const notesPage = '/docs/mathematics/munkres-topology-self-study/chapt-3/exercises/';

test('a printed notes page has no site chrome, shows its solutions and typeset math', async ({page}) => {
  await page.goto(notesPage, {waitUntil: 'networkidle'});
  await page.emulateMedia({media: 'print'});
  for (const chrome of ['nav.navbar', '.theme-doc-sidebar-container', '.theme-announcement-bar', 'footer.footer']) {
    await expect(page.locator(chrome).first()).toBeHidden();
  }
  const solutionBody = page.locator('details.solution-block').first().locator(':scope > div');
  await expect(solutionBody).toBeVisible();
  await expect(solutionBody.locator('.katex-html').first()).toBeVisible();
  const pdf = await page.pdf({format: 'A4', printBackground: false});
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(50_000);
});

test('printing opens collapsed solutions and closes them afterwards', async ({page}) => {
  await page.goto(notesPage, {waitUntil: 'networkidle'});
  const closed = () => page.locator('details.solution-block:not([open])').count();
  expect(await closed()).toBeGreaterThan(0);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  expect(await closed()).toBe(0);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  expect(await closed()).toBeGreaterThan(0);
});
