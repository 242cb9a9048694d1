import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {searchQueries} from '../search-queries';
import {allHtmlFiles, readRoute} from '../build/site';
import {gotoHydrated} from './pages';
import {typingDistance} from '../../src/plugins/search/near-miss';

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
    // A hint, or the site's nearest word ("banana": "Banach").
    await expect(status).toContainText(/Check its spelling|Did you mean/);
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
  await page.keyboard.type('tube lem');
  await expect(options(page).first()).toContainText('Lemma 32 (Tube lemma)');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  // Results that arrive after the pick (the last letters typed, answered late) keep it where its hit still is.
  await page.keyboard.type('ma');
  await expect(page.getByRole('listbox', {name: 'Search results'})).toHaveAttribute('aria-busy', 'false');
  await expect(options(page).first()).toContainText('Lemma 32 (Tube lemma)');
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
  // The site's vocabulary is read for the words being typed, each first letter's file once (counted above).
  const vocabulary = requested.filter((pathname) => pathname.includes('/vocabulary/'));
  expect(new Set(vocabulary).size).toBe(vocabulary.length);
  expect(vocabulary.length).toBeLessThanOrEqual(new Set('uniform limit theorem'.split(' ').map((word) => word[0])).size);

  // What has been downloaded stays: with the network gone, the same words are found again.
  await context.setOffline(true);
  await navbarSearch(page).fill('');
  await navbarSearch(page).fill('uniform limit');
  await expect(options(page).first()).toContainText('Uniform limit theorem');
  await context.setOffline(false);
});

test("a search that finds nothing reads one small file of the vocabulary: its first letter's", async ({page}) => {
  await gotoHydrated(page, '/blog');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await navbarSearch(page).click();
  await navbarSearch(page).fill('uniform');
  await expect(options(page).first()).toBeVisible({timeout: 15_000});
  expect(requested.filter((pathname) => pathname.includes('/vocabulary/'))).toEqual([]);
  await navbarSearch(page).fill('qwertyuiop');
  await expect(page.locator('nav [aria-live]')).toContainText('No results for “qwertyuiop”');
  const read = requested.filter((pathname) => pathname.includes('/vocabulary/'));
  expect(read).toEqual(['/pagefind/vocabulary/q.txt']);
  // What a static host sends for it: compressed.
  expect(gzipSync(readFileSync(path.join('build', read[0]!))).length).toBeLessThanOrEqual(10 * 1024);
});

/** The records of the index as Pagefind holds them (gzipped JSON behind a signature): each one's text and kind. */
function indexedRecords(): {content: string; title: string; kind: string}[] {
  const folder = path.join('build', 'pagefind', 'fragment');
  return readdirSync(folder).map((file) => {
    const record = JSON.parse(
      gunzipSync(readFileSync(path.join(folder, file)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    ) as {
      content: string;
      meta: {title?: string; kind?: string};
    };
    return {content: record.content, title: record.meta.title ?? '', kind: record.meta.kind ?? ''};
  });
}

/** How often each word (letters only) is written in the indexed text, as written. */
function writtenWords(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const {content} of indexedRecords()) {
    for (const word of content.split(/[^A-Za-z]+/).filter(Boolean)) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/** The status and hits the results page shows for a query, once it has answered it. */
async function answerOf(page: Page, query: string): Promise<{status: string; hits: string[]}> {
  const hits = await resultsFor(page, query);
  return {status: await page.getByRole('main').locator('[aria-live]').innerText(), hits};
}

test('a word in the other spelling, US or British, finds the same hits as the spelling the site writes', async ({page}) => {
  const counts = writtenWords();
  const lower = new Set([...counts.keys()].filter((word) => word === word.toLowerCase()));
  // The site's most frequent word of each kind whose other spelling it never writes ("neighbourhood", "organised").
  const pairs = [
    {written: /^([a-z]*[aeiouy][a-z]+)our(hood|s|ed|ing|ite|able|ful)?$/, other: '$1or$2'},
    {written: /^([a-z]*[aeiouy][a-z]+)or(hood|s|ed|ing|ite|able|ful)?$/, other: '$1our$2'},
    {written: /^([a-z]*[aeiouy][a-z]*[^aeiouy])is(ation|able|ed)$/, other: '$1iz$2'},
    {written: /^([a-z]*[aeiouy][a-z]*[^aeiouy])iz(ation|able|ed)$/, other: '$1is$2'},
  ].flatMap(({written, other}) => {
    const candidates = [...lower]
      .filter((word) => written.test(word) && word.length >= 6 && !lower.has(word.replace(written, other)))
      .sort((a, b) => counts.get(b)! - counts.get(a)!);
    return candidates.slice(0, 1).map((word) => ({written: word, other: word.replace(written, other)}));
  });
  // The notes write British English: at least an -our word and an -ise or -ize one.
  expect(pairs.length, JSON.stringify(pairs)).toBeGreaterThanOrEqual(2);
  await gotoHydrated(page, '/search');
  for (const {written, other} of pairs) {
    // Only the site's own words: a search for a word it writes finds it (the "-or" candidates may be words like "factor").
    const site = await answerOf(page, written);
    expect(site.hits.length, written).toBeGreaterThan(0);
    const twin = await answerOf(page, other);
    expect(twin.status, `"${other}" for "${written}"`).toBe(site.status.replace(`“${written}”`, `“${other}”`));
    expect(twin.hits, `"${other}" for "${written}"`).toEqual(site.hits);
    // The word the site writes is marked in the snippets.
    const marked = await page.locator('main article mark').allTextContents();
    expect(
      marked.map((word) => word.toLowerCase()),
      `"${other}"`,
    ).toContain(written);
  }
});

/** A misspelling of `word`: two of its letters swapped, or one left out, that the site does not write, and nearer to `word` than to any other word. */
function misspelt(word: string, vocabulary: readonly string[], how: 'swap' | 'drop'): string | undefined {
  const folded = (text: string) => text.toLowerCase();
  const tries = Array.from({length: word.length - 3}, (_, index) => {
    const at = index + 2;
    return how === 'swap'
      ? `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`
      : `${word.slice(0, at)}${word.slice(at + 1)}`;
  });
  return tries.find(
    (typed) =>
      typed !== word &&
      // One mistake from the word, more from any other (the site's distance, used here only to pick the test's words).
      vocabulary.every((other) => folded(other) === folded(word) || typingDistance(folded(typed), folded(other), 1) > 1),
  );
}

test('a near miss offers the nearest word of the site, and choosing it searches for it, on the results page and in the navbar box', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const counts = writtenWords();
  const vocabulary = [...new Set([...counts.keys()].filter((word) => word.length >= 3))];
  const lower = new Set(vocabulary.map((word) => word.toLowerCase()).filter((word) => counts.has(word)));
  const byFrequency = (a: string, b: string) => counts.get(b)! - counts.get(a)!;
  // A name (never written in lower case) and a long word, each misspelt as a reader might.
  const name = vocabulary.filter((word) => /^[A-Z][a-z]{6,}$/.test(word) && !lower.has(word.toLowerCase())).sort(byFrequency)[0]!;
  const long = vocabulary.filter((word) => /^[a-z]{12,}$/.test(word)).sort(byFrequency)[0]!;
  // A result's two-word title ("Tube lemma"), its last word with a letter left out.
  const title = indexedRecords()
    .filter((record) => record.kind === 'statement')
    .map((record) => /\(([A-Z][a-z]{3,} [a-z]{5,})\)/.exec(record.title)?.[1])
    .find((found): found is string => found !== undefined && misspelt(found.split(' ')[1]!, vocabulary, 'drop') !== undefined)!;
  const [first, last] = title.split(' ') as [string, string];
  const cases = [
    {typed: misspelt(name, vocabulary, 'swap')!, meant: name},
    {typed: misspelt(long, vocabulary, 'swap')!, meant: long},
    {typed: `${first} ${misspelt(last, vocabulary, 'drop')!}`, meant: title},
  ];
  expect(
    cases.every(({typed}) => typed && !typed.includes('undefined')),
    JSON.stringify(cases),
  ).toBe(true);

  await gotoHydrated(page, '/search');
  const status = page.getByRole('main').locator('[aria-live]');
  for (const {typed, meant} of cases) {
    await page.getByRole('main').getByRole('searchbox').fill(typed);
    await expect(status).toContainText(`No results for “${typed}”`, {timeout: 15_000});
    const suggestion = status.getByRole('link');
    await expect(status).toContainText('Did you mean');
    await expect(suggestion).toHaveText(new RegExp(`^${meant}$`, 'i'));
    await suggestion.click();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(new RegExp(`^${meant}$`, 'i'));
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(meant).replace(/%20/g, '(%20|\\+)')}$`, 'i'));
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(status).toContainText(/\d+ results? for/);
  }

  // In the navbar's box, choosing the suggestion searches for it in the box.
  const {typed, meant} = cases[1]!;
  await navbarSearch(page).click();
  await navbarSearch(page).fill(typed);
  const navStatus = page.locator('nav [aria-live]');
  await expect(navStatus).toContainText(`No results for “${typed}”. Did you mean`);
  await navStatus.getByRole('button', {name: new RegExp(`^${meant}$`, 'i')}).click();
  await expect(navbarSearch(page)).toHaveValue(new RegExp(`^${meant}$`, 'i'));
  await expect(navbarSearch(page)).toBeFocused();
  await expect(options(page).first()).toBeVisible();
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
