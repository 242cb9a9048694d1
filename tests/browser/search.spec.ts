import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {searchQueries} from '../search-queries';
import {allHtmlFiles, readRoute} from '../build/site';
import {gotoHydrated} from './pages';

const navbarSearch = (page: Page) => page.getByRole('combobox', {name: /search/i});
const options = (page: Page) => page.getByRole('listbox', {name: 'Search results'}).getByRole('option');

/** The hits of the results page, as "path#anchor", once it shows the results for `query`. */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  await page.getByRole('main').getByRole('searchbox').fill(query);
  await expect(
    page.getByRole('main').getByText(new RegExp(`results? for “${query.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`)),
  ).toBeVisible();
  const hrefs = await page
    .getByRole('main')
    .locator('article a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURI(href));
}

test('a search for a word finds its page and opens it', async ({page}) => {
  await gotoHydrated(page, '/');
  await navbarSearch(page).click();
  await navbarSearch(page).fill('Urysohn');
  const suggestion = options(page)
    .filter({hasText: /Urysohn/i})
    .first();
  await expect(suggestion).toBeVisible({timeout: 15_000});
  await suggestion.click();
  await expect(page).toHaveURL(/\/docs\/mathematics\/munkres-topology-self-study\//);
  await expect(page.locator('article')).toContainText('Urysohn');
});

/** Words a reader might type that no page of the site contains (checked below against the built pages). */
const absentWords = ['qwertyuiop', 'xyzzy', 'banana'];

test('a word the site does not contain finds nothing, on the results page and in the navbar box', async ({page}) => {
  const site = allHtmlFiles()
    .map(({file}) => readFileSync(file, 'utf8').toLowerCase())
    .join('\n');
  expect(absentWords.filter((word) => site.includes(word))).toEqual([]);
  await gotoHydrated(page, '/search');
  const status = page.getByRole('main').locator('[aria-live]');
  for (const word of absentWords) {
    await page.getByRole('main').getByRole('searchbox').fill(word);
    await expect(status).toContainText(`No results for “${word}”`, {timeout: 15_000});
    await expect(status).toContainText('Check its spelling');
    await expect(page.locator('main article')).toHaveCount(0);
  }
  await navbarSearch(page).click();
  await navbarSearch(page).fill(absentWords[0]!);
  await expect(page.locator('nav [aria-live]')).toContainText(`No results for “${absentWords[0]}”`);
  await expect(options(page)).toHaveCount(0);
});

test('a word still being typed finds the words it begins', async ({page}) => {
  await gotoHydrated(page, '/search');
  await page.getByRole('main').getByRole('searchbox').fill('compactne');
  await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
  const marked = await page.locator('main article mark').allTextContents();
  expect(
    marked.some((word) => /^compactne/i.test(word)),
    marked.join(', '),
  ).toBe(true);
});

test("a notation's meaning finds it, with its symbol, and opens the definition that introduces it", async ({page}) => {
  // A symbol of the site's list of notation whose meaning is words alone (no formula): a reader searching for them.
  const $ = readRoute('/notation/');
  const entry = $('tr.notation-entry')
    .toArray()
    .map((row) => {
      const [, meaning, introduced] = $(row).find('td').toArray();
      return {
        meaning: $(meaning).text().trim(),
        formulas: $(meaning).find('.katex').length,
        href: decodeURI($(introduced).find('a').attr('href') ?? ''),
      };
    })
    .find((row) => row.formulas === 0 && row.meaning.split(/\s+/).length >= 4);
  expect(entry, 'a notation meant by words alone').toBeDefined();
  const query = entry!.meaning.replace(/^the /, '');
  await gotoHydrated(page, '/search');
  await resultsFor(page, query);
  // Among the first three hits, labelled as notation, leading to its definition.
  const hit = page.locator('main article').filter({hasText: `: ${entry!.meaning}`});
  await expect(hit).toHaveCount(1);
  // Titled by its symbol as text (never its TeX), then its meaning.
  const meaning = entry!.meaning.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(hit.locator('a > span').first()).toHaveText(new RegExp(`^[^\\\\$\\s][^\\\\$]*: ${meaning}$`));
  await expect(hit).toContainText(/Notation in /);
  await expect(hit.locator('a').first()).toHaveAttribute('href', encodeURI(entry!.href));
  const titles = await page.locator('main article').allInnerTexts();
  expect(
    titles.findIndex((text) => text.includes(`: ${entry!.meaning}`)),
    `"${query}"`,
  ).toBeLessThan(3);
  // The navbar's box finds it too, and Enter opens the definition at its anchor.
  await navbarSearch(page).click();
  await navbarSearch(page).fill(query);
  const option = options(page).filter({hasText: `: ${entry!.meaning}`});
  await expect(option).toContainText('Notation in');
  await option.click();
  const anchor = entry!.href.split('#')[1]!;
  await expect(page).toHaveURL(new RegExp(`#${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

test('Ctrl+K focuses the search box', async ({page}) => {
  // The shortcut is bound when the page has hydrated.
  await gotoHydrated(page, '/blog');
  await page.keyboard.press('Control+k');
  await expect(navbarSearch(page)).toBeFocused();
});

test('the keyboard picks a result: arrows move through the list, Enter opens the result at its anchor', async ({page}) => {
  await gotoHydrated(page, '/blog');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('tube lemma');
  await expect(options(page).first()).toContainText('Lemma 32 (Tube lemma)');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(navbarSearch(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chapt-3\/notes\/#munkres-26\.8$/);
  await expect(page.locator('[id="munkres-26.8"]')).toBeInViewport();
  // Escape closes the list without leaving the page.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('compact');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', {name: 'Search results'})).toBeHidden();
});

test('the results page lists matches with the term highlighted, and a result opens its page', async ({page}) => {
  await page.goto('/search?q=compact');
  await expect(page.getByRole('main')).toBeVisible();
  const results = page.locator('main article').filter({has: page.locator('a[href*="/docs/"]')});
  await expect(results.first()).toBeVisible({timeout: 15_000});
  // Each match is shown in context with the term marked.
  await expect(results.first().locator('mark').first()).toHaveText(/compact/i);
  await expect(page).toHaveTitle(/^Search results for "compact"/);
  const link = results.first().locator('a[href*="/docs/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
  await expect(page.locator('h1').first()).not.toHaveText('Search');
  await expect(page.locator('article').first()).toContainText(/compact/i);
});

test('the results page reaches every result: "Show more" adds the next ones and moves focus to the first of them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/search');
  const status = page.getByRole('main').locator('[aria-live]');
  // A word of nearly every result of a mathematics site: more results than the page shows at first.
  await resultsFor(page, 'theorem');
  const counts = /^(\d+) results for “theorem”, the first \d+ shown$/.exec(await status.innerText());
  expect(counts, await status.innerText()).not.toBeNull();
  const total = Number(counts![1]);
  const links = page.getByRole('main').locator('article a');
  const more = page.getByRole('main').getByRole('button', {name: /^Show \d+ more results?$/});
  for (let shown = await links.count(); shown < total; shown = await links.count()) {
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(links.nth(shown)).toBeFocused();
  }
  await expect(links).toHaveCount(total);
  await expect(more).toHaveCount(0);
  await expect(status).toHaveText(new RegExp(`^${total} results for “[^”]+”$`));
});

test('snippets start after their title, and mark the matched words without the punctuation around them', async ({page}) => {
  await gotoHydrated(page, '/search?q=compact');
  const hits = page.locator('main article a');
  await expect(hits.first()).toBeVisible({timeout: 15_000});
  const shown = await hits.evaluateAll((links) =>
    links.map((link) => ({
      title: link.children[0]!.textContent ?? '',
      snippet: link.children[2]!.textContent ?? '',
      marks: [...link.children[2]!.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
    })),
  );
  const marks = shown.flatMap((hit) => hit.marks);
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) {
    expect(mark).toMatch(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u);
  }
  for (const {title, snippet} of shown) {
    const words = title.split(/\s+/);
    // Not the end of the title again, as in "45 (One-point compactification) [Munkres, Theorem 29.1] A space…".
    for (let count = 2; count <= words.length; count += 1) {
      expect(snippet.startsWith(`${words.slice(-count).join(' ')} `), `${title}: ${snippet}`).toBe(false);
    }
  }
});

test('typing on the results page keeps the address shareable', async ({page}) => {
  await gotoHydrated(page, '/search');
  await resultsFor(page, 'Hahn Banach');
  await expect(page).toHaveURL(/\/search\?q=Hahn%20Banach$/);
  await page.reload();
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('Hahn Banach');
  await expect(page.locator('main article').first()).toContainText('Theorem 2 (Hahn-Banach, normed spaces)');
});

test('every query of the published set reaches its target, and no hit comes twice', async ({page}) => {
  test.setTimeout(180_000);
  await gotoHydrated(page, '/search');
  const misses: string[] = [];
  for (const {query, target, within = 3} of searchQueries) {
    const hits = await resultsFor(page, query);
    const reached = hits.slice(0, within).some((hit) => (target.includes('#') ? hit === target : hit.split('#')[0] === target));
    if (!reached) {
      misses.push(`"${query}" → ${target} not in the first ${within}: ${hits.slice(0, within).join(', ')}`);
    }
    // A notation's hit leads to its definition, whose own hit may be listed too: a hit is where it leads and its title.
    const named = await page
      .getByRole('main')
      .locator('article a')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} ${link.firstElementChild?.textContent}`));
    if (new Set(named).size !== named.length) {
      misses.push(`"${query}" lists a hit twice: ${named.join(', ')}`);
    }
  }
  expect(misses).toEqual([]);
});

test('snippets show formulas as readable text, not TeX', async ({page}) => {
  await gotoHydrated(page, '/search');
  await resultsFor(page, 'Heine-Borel');
  const snippet = page.locator('main article').first();
  await expect(snippet).toContainText('A subset A of ℝⁿ is compact');
  const text = await page.getByRole('main').locator('ol').innerText();
  expect(text).not.toMatch(/\\[a-zA-Z]+|\$/);
});

test('a first search downloads at most 150 kB compressed, and searches again without the network', async ({page, context}) => {
  await gotoHydrated(page, '/blog');
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.keyboard.press('Control+k');
  // Typed key by key, as a reader does: each keystroke searches.
  await page.keyboard.type('uniform limit theorem', {delay: 30});
  await expect(options(page).first()).toContainText('Uniform limit theorem');
  await page.waitForLoadState('networkidle');
  // What a static host sends: each file compressed (Pagefind's index files are compressed already).
  const bytes = requested
    .map((pathname) => readFileSync(path.join('build', decodeURIComponent(pathname))))
    .reduce((sum, file) => sum + (file[0] === 0x1f && file[1] === 0x8b ? file.length : gzipSync(file).length), 0);
  expect(requested.every((pathname) => pathname.startsWith('/pagefind/'))).toBe(true);
  expect(bytes).toBeLessThanOrEqual(150 * 1024);

  // What has been downloaded stays: with the network gone, the same words are found again.
  await context.setOffline(true);
  await navbarSearch(page).fill('');
  await navbarSearch(page).fill('uniform limit');
  await expect(options(page).first()).toContainText('Uniform limit theorem');
  await context.setOffline(false);
});

test('the Ctrl K hint gives the query its room: hidden while the box is in use, back once it is left empty', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, '/');
  const box = page.getByRole('combobox', {name: 'Search the notes and the blog'});
  const hint = page.locator('.navbar kbd');
  await expect(hint).toBeVisible();
  await box.click();
  await page.keyboard.type('compact Hausdorff spaces');
  await expect(hint).toBeHidden();
  await box.fill('');
  await page
    .locator('main')
    .first()
    .click({position: {x: 1, y: 1}});
  await expect(hint).toBeVisible();
});
