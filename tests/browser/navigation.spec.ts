import {expect, test} from '@playwright/test';
import {docsPageWithTheorems, gotoHydrated, longDocsPage} from './pages';

test.describe('below 996 px', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the hamburger opens a sidebar that locks scrolling; back to main menu works', async ({page}) => {
    await page.goto('/docs/home');
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
    await page.goto('/');
    await page.goto('/blog');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('resizing to desktop closes the mobile sidebar', async ({page}) => {
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
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
  await page.goto('/docs/home');
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
  const block = page.locator('.theorem-block').first();
  const id = await block.getAttribute('id');
  expect(id).toBeTruthy();
  const blockLink = block.locator('a.hash-link').first();
  await expect(blockLink).toHaveAttribute('aria-label', /^Direct link to (Definition|Theorem|Lemma|Proposition|Corollary|Example|Remark|Exercise) \d+/);
  await expect(blockLink).toHaveAttribute('href', `#${id}`);
  // As a reader does: the link shows on hovering the block's header. (A forced click skipped the
  // check that the link receives the click, and could land before a block scrolled into view had
  // been rendered: src/css/rendering-containment.css.)
  await block.locator('p').first().hover();
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
