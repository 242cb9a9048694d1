import {expect, test} from '@playwright/test';
import {gotoHydrated} from './pages';

test('a search for a word finds its page and opens it', async ({page}) => {
  await page.goto('/');
  const input = page.getByRole('combobox', {name: /search/i}).or(page.locator('input.navbar__search-input')).first();
  await input.click();
  await input.fill('Urysohn');
  const suggestion = page.locator('.aa-suggestion, [role="option"]').filter({hasText: /Urysohn/i}).first();
  await expect(suggestion).toBeVisible({timeout: 15_000});
  await suggestion.click();
  await expect(page).toHaveURL(/\/docs\/mathematics\/munkres-topology-self-study\//);
  await expect(page.locator('article')).toContainText('Urysohn');
});

test('Ctrl+K focuses the search box', async ({page}) => {
  // The shortcut is bound when the page has hydrated.
  await gotoHydrated(page, '/blog');
  await page.keyboard.press('Control+k');
  await expect(page.locator('input.navbar__search-input')).toBeFocused();
});

test('the results page lists matches with the term highlighted, and a result opens its page', async ({page}) => {
  await page.goto('/search?q=compact');
  const results = page.locator('article').filter({has: page.locator('a[href*="/docs/"]')});
  await expect(results.first()).toBeVisible({timeout: 15_000});
  // Each match is shown in context with the term marked.
  await expect(results.first().locator('mark').first()).toHaveText(/compact/i);
  const link = results.first().locator('a[href*="/docs/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
  await expect(page.locator('article')).toContainText(/compact/i);
});
