import {expect, test} from '@playwright/test';

const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

test('the announcement bar closes, stays closed, and returns when its id changes', async ({page}) => {
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link')).toHaveAttribute('href', /^\/docs\//);
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    dismissed: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  expect(stored.dismissed).toBe('true');
  expect(stored.id).toBeTruthy();

  await page.reload();
  await expect(page.locator('.navbar')).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  // A new announcement (a different id) is shown again to readers who dismissed the old one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(bar(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
});

test('the announcement link navigates inside the app', async ({page}) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  const link = bar(page).getByRole('link');
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
});
