/**
 * Citations as a reader meets them, on the first page of the build that cites (chapter 3's notes
 * once they cite): the full entry in the preview card on hover, keyboard focus or a first tap at
 * 390 px, in both colour modes with axe clean, and without JavaScript a link to the entry in the
 * page's "References", which links back.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {sitePages} from '../build/site';
import {violationsIn} from './axe';
import {gotoHydrated} from './pages';

type Sample = {readonly route: string; readonly id: string; readonly href: string; readonly entry: string};

/** The first citation of the build on a page `preferred` picks (else any), with the text of its entry. */
function sample(preferred: (route: string) => boolean): Sample {
  const pages = sitePages()
    .filter(({route}) => !route.startsWith('/print/'))
    .sort((a, b) => Number(!preferred(a.route)) - Number(!preferred(b.route)));
  for (const {route, $} of pages) {
    const link = $('article a.citation').first();
    if (link.length > 0) {
      const href = link.attr('href')!;
      const entry = $(`[id="${href.slice(1)}"]`).clone();
      entry.find('a[href^="#cite-"]').parent().remove();
      return {route, id: link.attr('id')!, href, entry: entry.text().replace(/\s+/g, ' ').trim()};
    }
  }
  throw new Error('The build has no citation');
}

const cited = sample((route) => route.includes('chapt-3/notes'));
/**
 * Without JavaScript, on a post: on a long notes page the browser lands near an anchor at the page's end
 * but not on it, as blocks above it render at other heights than their estimates (src/plugins/long-pages,
 * whose script holds anchors in place when JavaScript runs).
 */
const citedInPost = sample((route) => route.startsWith('/blog/'));
const preview = (page: Page) => page.getByRole('dialog', {name: /^Preview of /});
const citation = (page: Page): Locator => page.locator(`[id="${cited.id}"]`);

async function expectEntry(page: Page): Promise<void> {
  await expect(preview(page)).toBeVisible();
  const shown = (
    await preview(page)
      .getByLabel(/^Bibliography entry of /)
      .innerText()
  )
    .replace(/\s+/g, ' ')
    .trim();
  expect(shown).toBe(cited.entry);
  // Authors, title, year: the entry as the references list it, nothing lost.
  expect(shown).toMatch(/\(\d{4}[a-z]?\)\./);
  await expect(preview(page).getByRole('link', {name: /^Go to /})).toHaveAttribute('href', cited.href);
}

/**
 * Waits until the reader sees the page whole: its fonts in (the formulas' fonts arrive after hydration,
 * and move the text a pointer rests on) and a frame drawn with them.
 */
async function shownWhole(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function expectInside(page: Page): Promise<void> {
  const card = (await preview(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
}

test('hovering a citation shows its full entry; moving away closes it', async ({page}) => {
  await gotoHydrated(page, cited.route);
  const link = citation(page);
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await expectEntry(page);
  await expectInside(page);
  await page.mouse.move(5, 5);
  await expect(preview(page)).toBeHidden();
});

test('keyboard: focusing a citation shows its entry, Escape closes it, Enter goes to the entry', async ({page}) => {
  await gotoHydrated(page, cited.route);
  const link = citation(page);
  await link.scrollIntoViewIfNeeded();
  await link.evaluate((element) => {
    const before = document.createElement('button');
    before.textContent = 'start';
    element.before(before);
    before.focus();
  });
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expectEntry(page);
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(preview(page)).toBeHidden();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${cited.href}$`));
  await expect(page.locator(`[id="${cited.href.slice(1)}"]`)).toBeInViewport();
});

test.describe('on a 390 px touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the first tap shows the entry inside the screen; a second tap goes to it, whose back-link returns', async ({page}) => {
    await gotoHydrated(page, cited.route);
    const link = citation(page);
    await link.scrollIntoViewIfNeeded();
    const before = page.url();
    await link.tap();
    await expectEntry(page);
    await expectInside(page);
    expect(page.url()).toBe(before);
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`${cited.href}$`));
    await expect(preview(page)).toHaveCount(0);
    const entry = page.locator(`[id="${cited.href.slice(1)}"]`);
    await expect(entry).toBeInViewport();
    await entry.locator(`a[href="#${cited.id}"]`).tap();
    await expect(citation(page)).toBeInViewport();
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: axe finds nothing with a citation's entry open, nor in the page's references`, async ({page}) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, cited.route);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const link = citation(page);
    await link.scrollIntoViewIfNeeded();
    await shownWhole(page);
    await link.hover();
    // The card opens once the pointer has rested on the link: the link says so first, then the card shows.
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expectEntry(page);
    expect(await violationsIn(page, ['[role="dialog"]', `[id="${cited.id}"]`, 'section.references'])).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test("a citation is an ordinary link to its entry in the page's references", async ({page}) => {
    await page.goto(cited.route);
    await expect(citation(page)).toHaveAttribute('href', cited.href);
    await page.goto(citedInPost.route);
    const link = page.locator(`[id="${citedInPost.id}"]`);
    await expect(link).toHaveAttribute('href', citedInPost.href);
    await link.click();
    await expect(page.locator(`[id="${citedInPost.href.slice(1)}"]`)).toBeInViewport();
  });
});
