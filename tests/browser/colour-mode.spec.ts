import {expect, test, type Page} from '@playwright/test';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

test('the site starts light even when the system prefers dark', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('the toggle switches the colour mode and the choice survives a reload', async ({page}) => {
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('the colour mode syncs to a second tab', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/blog');
  await expect(html(second)).toHaveAttribute('data-theme', 'light');
  await toggle(first).click();
  await expect(html(first)).toHaveAttribute('data-theme', 'dark');
  await expect(html(second)).toHaveAttribute('data-theme', 'dark');
});

test('with localStorage throwing, pages render and the toggle still works', async ({page}) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Storage disabled', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
  });
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/docs/home');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
});
