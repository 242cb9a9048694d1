import {expect, test} from '@playwright/test';

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
  await page.goto('/blog', {waitUntil: 'networkidle'});
  await page.keyboard.press('Control+k');
  await expect(page.locator('input.navbar__search-input')).toBeFocused();
});

test('the results page lists matches and highlights the term on the target page', async ({page}) => {
  await page.goto('/search?q=compact');
  const results = page.locator('article a[href*="/docs/"], main a[href*="/docs/"]').filter({hasText: /./});
  await expect(results.first()).toBeVisible({timeout: 15_000});
  const href = await results.first().getAttribute('href');
  expect(href).toContain('_highlight=compact');
  await results.first().click();
  await expect(page.locator('article mark').first()).toBeVisible();
});
