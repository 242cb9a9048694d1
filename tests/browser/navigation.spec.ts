import {expect, test, type Page} from '@playwright/test';
import {allHtmlFiles} from '../build/site';
import {docsPageWithTheorems, gotoHydrated, longDocsPage} from './pages';
import {statementClasses} from '../../src/plugins/cross-references/components';

test.describe('below 996 px', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the hamburger opens a sidebar that locks scrolling; back to main menu works', async ({page}) => {
    await gotoHydrated(page, '/docs/home');
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(sidebar).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // On a docs page the sidebar opens on the docs menu; go back to the main menu.
    await page.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('browser back closes the mobile sidebar', async ({page}) => {
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/blog');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('resizing to desktop closes the mobile sidebar', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
});

/** Whether focus is inside the open phone menu. */
const focusInMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'));

/** Opens `route` and the phone menu from the keyboard; returns the hamburger. */
async function openMenuByKeyboard(page: Page, route: string) {
  await gotoHydrated(page, route);
  const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
  await hamburger.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  // Focus moves in as the menu fades in.
  await expect.poll(() => focusInMenu(page)).toBe(true);
  return hamburger;
}

for (const width of [390, 800]) {
  test.describe(`the phone menu at ${width} px, by keyboard`, () => {
    test.use({viewport: {width, height: 844}});

    test('opening moves focus into the menu, Tab and Shift+Tab stay in it, Escape closes it back to the hamburger', async ({
      page,
    }) => {
      const hamburger = await openMenuByKeyboard(page, '/docs/home');
      // Round the menu's controls more than once in each direction: focus never leaves it.
      const reachable = await page.locator('.navbar-sidebar').locator('a[href], button:not([disabled])').count();
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let step = 0; step < reachable + 3; step += 1) {
          await page.keyboard.press(key);
          expect(await focusInMenu(page), `${key} × ${step + 1}`).toBe(true);
        }
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
      await expect(hamburger).toBeFocused();
    });

    test('closing the menu with its × hands focus back to the hamburger', async ({page}) => {
      const hamburger = await openMenuByKeyboard(page, '/blog');
      await page.getByRole('button', {name: 'Close navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
      await expect(hamburger).toBeFocused();
    });
  });
}

test('no navbar item overlaps another, nor touches the title, from the smallest phone to the desktop', async ({page}) => {
  for (const width of [320, 360, 390, 414, 600, 800, 996, 1280]) {
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, '/docs/home');
    const boxes = await page.locator('.navbar__inner').evaluate((navbar) =>
      [...navbar.querySelectorAll<HTMLElement>('a, button, input, .navbar__logo, .navbar__title')]
        // The brand link is its logo and its title, measured on their own.
        .filter((element) => !element.classList.contains('navbar__brand'))
        .filter((element) => element.checkVisibility({opacityProperty: true, visibilityProperty: true}))
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.className;
          return {name, left: box.left, right: box.right, top: box.top, bottom: box.bottom};
        })
        .filter((box) => box.right > box.left && box.bottom > box.top),
    );
    expect(boxes.length, `${width} px`).toBeGreaterThanOrEqual(3);
    for (const [index, a] of boxes.entries()) {
      expect(a.left, `${a.name} inside the screen at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(a.right, `${a.name} inside the screen at ${width} px`).toBeLessThanOrEqual(width);
      for (const b of boxes.slice(index + 1)) {
        // Side by side or one above the other; the title's text (links have padding of their own) keeps 4 px clear.
        const gap = [a.name, b.name].some((name) => name.includes('navbar__title')) ? 4 : 0;
        const apart = a.right + gap <= b.left || b.right + gap <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${a.name} and ${b.name} at ${width} px`).toBe(true);
      }
    }
  }
});

test('the navbar hides when scrolling down', async ({page}) => {
  await gotoHydrated(page, longDocsPage());
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toBeInViewport();
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(50);
  await page.mouse.wheel(0, 800);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(navbar).toBeInViewport();
});

test('"Skip to main content" moves focus to the content', async ({page}) => {
  await gotoHydrated(page, '/docs/home');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const focusedInMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    return !!main && (main === document.activeElement || main.contains(document.activeElement));
  });
  expect(focusedInMain).toBe(true);
});

test('headings and theorem blocks offer a "Direct link to …" anchor', async ({page}) => {
  await page.goto(docsPageWithTheorems());
  const headingLink = page.locator('article h2 a.hash-link').first();
  await expect(headingLink).toHaveAttribute('aria-label', /^Direct link to /);
  const block = page.locator(`.${statementClasses.block}`).first();
  const id = await block.getAttribute('id');
  expect(id).toBeTruthy();
  const blockLink = block.locator('a.hash-link').first();
  await expect(blockLink).toHaveAttribute(
    'aria-label',
    /^Direct link to (Definition|Theorem|Lemma|Proposition|Corollary|Example|Remark|Exercise) \d+/,
  );
  await expect(blockLink).toHaveAttribute('href', `#${id}`);
  // The link shows without hovering (the notes' home promises it beside each label; a touch screen
  // has no hover). A forced click would skip the check that the link receives the click, and could
  // land before a block scrolled into view had been rendered: src/plugins/long-pages/containment.css.
  await blockLink.scrollIntoViewIfNeeded();
  expect(
    await blockLink.evaluate((link) => link.checkVisibility({opacityProperty: true}) && getComputedStyle(link).opacity),
  ).toBe('1');
  await blockLink.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(block).toBeInViewport();
});

test('paths ending in .html or /index.html land on their routes', async ({page}) => {
  await page.goto('/blog.html');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  await expect(page.locator('article').first()).toBeVisible();

  await page.goto('/docs/home/index.html');
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  await expect(page.locator('article h1')).toBeVisible();
});

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
});

test('the not-found page offers the search box and the ways to the notes and the blog', async ({page}) => {
  await gotoHydrated(page, '/this/page/does-not-exist');
  const main = page.getByRole('main');
  await expect(main).not.toContainText('We could not find what you were looking for');
  await expect(main.getByRole('link', {name: 'the notes'})).toHaveAttribute('href', '/docs/home');
  await expect(main.getByRole('link', {name: 'the blog'})).toHaveAttribute('href', '/blog');
  // An address unlike every page offers no nearest pages.
  await expect(main.getByRole('region', {name: 'Perhaps you were looking for'})).toHaveCount(0);
  await main.getByRole('searchbox', {name: 'Search the notes and the blog'}).fill('tube lemma');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=tube%20lemma$/);
  await expect(page.locator('main article').first()).toContainText('Tube lemma', {timeout: 15_000});
});

test('a mistyped notes address offers the pages nearest to it', async ({page}) => {
  // A notes page, with the last letter of its address dropped.
  const route = longDocsPage().replace(/\/$/, '');
  const mistyped = route.slice(0, -1);
  expect(mistyped).not.toBe(route);
  const response = await page.goto(mistyped);
  expect(response?.status()).toBe(404);
  const nearest = page.getByRole('region', {name: 'Perhaps you were looking for'}).getByRole('link');
  await expect(nearest.first()).toBeVisible();
  expect(
    (await nearest.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map((href) =>
      href?.replace(/\/$/, ''),
    ),
  ).toContain(route);
  await nearest
    .filter({has: page.locator(`xpath=self::a[starts-with(@href, "${route}")]`)})
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${route}/?$`));
  await expect(page.locator('article h1')).toBeVisible();
});

test('a missing page under /docs/ has the same title as the not-found page elsewhere', async ({page}) => {
  await gotoHydrated(page, '/this/page/does-not-exist');
  const title = await page.title();
  expect(title).toMatch(/^Page Not Found \| /);
  const response = await page.goto('/docs/no-such-note');
  expect(response?.status()).toBe(404);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page).toHaveTitle(title);
});

test('/docs lands on the notes home', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/home$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('linked pages load on intent (hover), not merely because their links are on screen', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) {
      scripts.push(request.url());
    }
  });
  await gotoHydrated(page, '/docs/home');
  await page.waitForLoadState('networkidle');
  const visibleLinks = page.locator('article a[href^="/docs/"]');
  expect(await visibleLinks.count()).toBeGreaterThan(3);
  // Nothing more is fetched while the reader only looks at the page.
  const loaded = scripts.length;
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(1000);
  expect(scripts.slice(loaded)).toEqual([]);
  // Hovering a link starts loading its page's code before the click.
  await visibleLinks.first().hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
  const target = await visibleLinks.first().getAttribute('href');
  await visibleLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

/** The docs sidebar's labels on screen that are cut short: taller or wider than the box that shows them. */
async function cutSidebarLabels(page: Page, menu: string): Promise<string[]> {
  return page.locator(`${menu} .menu__link > span`).evaluateAll((labels) =>
    labels
      .filter((label) => label.getClientRects().length > 0)
      .filter((label) => label.scrollHeight > label.clientHeight + 1 || label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );
}

/** A deepest docs page of the build: its sidebar opens the most categories, whose labels are the longest. */
const deepDocsPage = allHtmlFiles()
  .map(({route}) => route)
  .filter((route) => route.startsWith('/docs/'))
  .sort((a, b) => b.split('/').filter(Boolean).length - a.split('/').filter(Boolean).length || a.localeCompare(b))[0]!;

for (const width of [1280, 1920]) {
  test(`${width} px: every label of the docs sidebar shows whole`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await gotoHydrated(page, deepDocsPage);
    const labels = page.locator('.theme-doc-sidebar-menu .menu__link > span');
    expect(await labels.count()).toBeGreaterThan(5);
    expect(await cutSidebarLabels(page, '.theme-doc-sidebar-menu')).toEqual([]);
  });
}

test.describe('390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test("every label of the phone menu's docs sidebar shows whole", async ({page}) => {
    await gotoHydrated(page, deepDocsPage);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar .menu__link').first()).toBeVisible();
    expect(await page.locator('.navbar-sidebar .menu__link > span').count()).toBeGreaterThan(5);
    expect(await cutSidebarLabels(page, '.navbar-sidebar')).toEqual([]);
  });
});
