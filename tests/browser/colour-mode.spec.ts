import {expect, test, type Page} from '@playwright/test';
import {backdropOf, contrastRatio} from './pages';

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
  const main = page.locator('main').first();
  const light = {
    text: await main.evaluate((element) => getComputedStyle(element).color),
    background: await main.evaluate(backdropOf),
  };
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  // What the reader sees turns over: light text on a dark page, where it was dark text on a light one.
  const dark = {
    text: await main.evaluate((element) => getComputedStyle(element).color),
    background: await main.evaluate(backdropOf),
  };
  expect(contrastRatio(light.background, 'rgb(0, 0, 0)'), `light page on ${light.background}`).toBeGreaterThan(
    contrastRatio(light.text, 'rgb(0, 0, 0)'),
  );
  expect(contrastRatio(dark.background, 'rgb(0, 0, 0)'), `dark page on ${dark.background}`).toBeLessThan(
    contrastRatio(dark.text, 'rgb(0, 0, 0)'),
  );
  expect(contrastRatio(dark.background, 'rgb(0, 0, 0)')).toBeLessThan(3);
  expect(contrastRatio(light.background, 'rgb(0, 0, 0)')).toBeGreaterThan(15);
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
