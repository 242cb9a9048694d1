import {expect, test, type Page} from '@playwright/test';
import {sitePages} from '../build/site';
import {backdropOf, contrastRatio, gotoHydrated, switchColourMode} from './pages';
import {statementClasses} from '../../src/plugins/cross-references/components';

test('changing r on the cobweb plot redraws the orbit and its description', async ({page}) => {
  await gotoHydrated(page, '/docs/mathematics/dynamical-system-works');
  const plot = page.getByTestId('cobweb-plot');
  const web = plot.locator('path').nth(1);
  const before = await web.getAttribute('d');
  const slider = page.getByLabel(/^Parameter r/);
  await slider.focus();
  const initialR = await plot.getAttribute('data-r');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(plot).not.toHaveAttribute('data-r', initialR ?? '');
  expect(await web.getAttribute('d')).not.toBe(before);
  await expect(page.locator('figcaption').first()).toContainText(`r = ${await plot.getAttribute('data-r')}`);
});

test('the logistic-map plots are drawn in both colour modes with visible strokes', async ({page}) => {
  await gotoHydrated(page, '/docs/mathematics/dynamical-system-works');
  const strokes: string[] = [];
  for (const dark of [false, true]) {
    await switchColourMode(page, dark ? 'dark' : 'light');
    for (const id of ['cobweb-plot', 'bifurcation-diagram']) {
      const svg = page.getByTestId(id);
      await expect(svg).toBeVisible();
      const path = svg.locator('path').first();
      const stroke = await path.evaluate((element) => getComputedStyle(element).stroke);
      const background = await path.evaluate(backdropOf);
      expect(stroke).toMatch(/^rgb/);
      // WCAG's contrast for graphics (1.4.11): at least 3:1 against what the curve is drawn on.
      expect(contrastRatio(stroke, background), `${id}: ${stroke} on ${background}`).toBeGreaterThanOrEqual(3);
      strokes.push(stroke);
    }
  }
  // The curves follow the colour mode.
  expect(strokes.slice(0, 2)).not.toEqual(strokes.slice(2));
});

test('the git reference renders its Mermaid diagram, following the colour mode', async ({page}) => {
  await gotoHydrated(page, '/docs/coding/git-quick-reference');
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible({timeout: 20_000});
  const lightText = await diagram
    .locator('text')
    .first()
    .evaluate((text) => getComputedStyle(text).fill);
  await switchColourMode(page, 'dark');
  await expect
    .poll(
      async () =>
        diagram
          .locator('text')
          .first()
          .evaluate((text) => getComputedStyle(text).fill),
      {timeout: 10_000},
    )
    .not.toBe(lightText);
});

test('exercise solutions are collapsed and open on click', async ({page}) => {
  await gotoHydrated(page, '/docs/mathematics/munkres-topology-self-study/chapt-3/exercises/');
  const solution = page.locator(`details.${statementClasses.solution}`).first();
  const body = solution.locator(':scope > div');
  await expect(body).toBeHidden();
  await solution.locator('summary').click();
  await expect(body).toBeVisible();
  await expect(body.locator('.katex').first()).toBeVisible();
});

/** A "solution of Exercise N" backlink of the build: the page it is on, and where it leads. */
function solutionBacklink(): {route: string; href: string; address: string} {
  for (const {route, $} of sitePages().sort((a, b) => a.route.localeCompare(b.route))) {
    const link = $(`.${statementClasses.usedIn} a`)
      .toArray()
      .find((element) => /^solution of /.test($(element).text()));
    if (link) {
      const href = $(link).attr('href')!;
      const url = new URL(href, `http://site${route}`);
      return {route, href, address: `${url.pathname}${url.hash}`};
    }
  }
  throw new Error('No "solution of …" backlink in the build');
}

test.describe('a link into a collapsed solution opens it', () => {
  const {route, href, address} = solutionBacklink();
  const target = (page: Page) => page.locator(`[id="${decodeURIComponent(new URL(href, 'http://site').hash.slice(1))}"]`);

  test('followed on the page', async ({page}) => {
    await gotoHydrated(page, route);
    const link = page.locator(`.${statementClasses.usedIn} a[href="${href}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(target(page)).toBeVisible();
    await expect(target(page).locator('xpath=ancestor::details[1]')).toHaveAttribute('open', '');
    await expect(target(page)).toBeInViewport();
  });

  test('loaded as the address', async ({page}) => {
    await gotoHydrated(page, address);
    await expect(target(page)).toBeVisible();
    await expect(target(page).locator('xpath=ancestor::details[1]')).toHaveAttribute('open', '');
    await expect(target(page)).toBeInViewport();
  });
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 800, height: 900},
  {width: 1280, height: 900},
  {width: 1920, height: 1000},
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({viewport});

    test('the home page: the cards of the notes fill every row alike, and are all as wide', async ({page}) => {
      await page.goto('/');
      const cards = page.getByRole('region', {name: 'The notes'}).getByRole('listitem');
      const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBeGreaterThan(1);
      const rows = new Map<number, number>();
      for (const box of boxes) {
        rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
      }
      expect(new Set(rows.values()).size, `cards per row: ${[...rows.values()].join(' + ')}`).toBe(1);
      expect(Math.max(...boxes.map((box) => box.width)) - Math.min(...boxes.map((box) => box.width))).toBeLessThanOrEqual(1);
    });

    test('the home page: its two buttons are as wide as each other, and within the screen', async ({page}) => {
      await page.goto('/');
      const buttons = page.locator('main .button');
      const boxes = await buttons.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(2);
      expect(Math.abs(boxes[0]!.width - boxes[1]!.width), boxes.map((box) => box.width).join(' and ')).toBeLessThanOrEqual(1);
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(viewport.width);
      }
    });

    test('the notes home sends the reader to the sidebar only where one shows', async ({page}) => {
      await gotoHydrated(page, '/docs/home');
      const text = await page.locator('article').innerText();
      const sidebarShown = await page.locator('.theme-doc-sidebar-container').isVisible();
      // "The sidebar on the left …", said as a fact of every width.
      const placed = text.split(/(?<=[.!?])\s+/).filter((sentence) => /sidebar on the left|left-hand sidebar/i.test(sentence));
      if (!sidebarShown) {
        expect(placed).toEqual([]);
      }
      // A way to the menu it names where the sidebar does not show: the navbar's ☰ button.
      if (text.includes('☰')) {
        await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible({visible: !sidebarShown});
      }
    });
  });
}
