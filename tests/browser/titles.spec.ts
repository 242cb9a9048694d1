import {expect, test} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {gotoHydrated} from './pages';

/**
 * What a title with maths must read as plain text: its words unchanged and each formula turned
 * into something without TeX syntax (a unit test checks the exact Unicode, tests/unit/tex-text).
 */
function readableTitlePattern(title: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = title.split(/\$[^$]+\$/).map(escape);
  return new RegExp(`^${parts.join('[^$\\\\^_{}]+')}$`);
}

/** The blog posts whose front-matter title has `$…$` maths, read from the sources, not the build. */
function postsWithMathTitles(): {route: string; title: string; readable: RegExp}[] {
  return readdirSync('blog')
    .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
    .map((name) => {
      const source = readFileSync(path.join('blog', name), 'utf8');
      const frontMatter = load(/^---\n([\s\S]*?)\n---/.exec(source)![1]!) as {slug: string; title: string};
      return {route: `/blog/${frontMatter.slug}`, title: frontMatter.title, readable: readableTitlePattern(frontMatter.title)};
    })
    .filter(({title}) => /\$[^$]+\$/.test(title));
}

const posts = postsWithMathTitles();
const siteTitle = 'Notes and Blog';

test('some post has maths in its title', () => {
  expect(posts.length).toBeGreaterThan(0);
});

test('the norm post reads "ℝⁿ" wherever its title is text', async ({page}) => {
  await page.goto('/blog/vector-norm-continuity');
  await expect(page).toHaveTitle(`Every norm on ℝⁿ is continuous, so all of them are equivalent | ${siteTitle}`);
});

for (const post of posts) {
  test(`${post.route}: typeset on the page, readable in the tab, meta tags, structured data and feeds`, async ({
    page,
    request,
  }) => {
    await page.goto(post.route);
    const heading = page.locator('article h1');
    await expect(heading.locator('.katex-html')).toBeVisible();
    const tabTitle = await page.title();
    expect(tabTitle.endsWith(` | ${siteTitle}`)).toBe(true);
    const text = tabTitle.slice(0, -` | ${siteTitle}`.length);
    expect(text).toMatch(post.readable);
    for (const selector of ['meta[property="og:title"]', 'meta[name="twitter:title"]']) {
      for (const content of await page
        .locator(selector)
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))) {
        expect(content, selector).toBe(tabTitle);
      }
    }
    const structuredData = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(structuredData!).headline).toBe(text);
    // The titles of the feeds' items (their content keeps each formula's TeX in its MathML annotation).
    const rss = await (await request.get('/blog/rss.xml')).text();
    const atom = await (await request.get('/blog/atom.xml')).text();
    const json = (await (await request.get('/blog/feed.json')).json()) as {items: {title: string}[]};
    const titles = {
      rss: [...rss.matchAll(/<title>(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?<\/title>/g)].map((match) => match[1]),
      atom: [...atom.matchAll(/<title type="html">(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?<\/title>/g)].map((match) => match[1]),
      json: json.items.map((item) => item.title),
    };
    for (const [feed, feedTitles] of Object.entries(titles)) {
      expect(feedTitles, feed).toContain(text);
      for (const title of feedTitles) {
        expect(title, feed).not.toMatch(/[$\\]/);
      }
    }
  });

  test(`${post.route}: typeset in the blog list, the sidebar, the archive and the neighbours' pagination`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/blog');
    const listed = page.locator(`article h2 a[href="${post.route}"]`);
    await expect(listed.locator('.katex-html')).toBeVisible();
    const inSidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'}).locator(`a[href="${post.route}"]`);
    await expect(inSidebar.locator('.katex-html')).toBeVisible();
    await page.goto('/blog/archive');
    await expect(page.locator(`main a[href="${post.route}"] .katex-html`)).toBeVisible();
    await page.goto(post.route);
    const neighbour = page.locator('.pagination-nav__link').first();
    await neighbour.click();
    await expect(page.locator(`.pagination-nav__link[href="${post.route}"] .katex-html`)).toBeVisible();
  });
}

test.describe('phone, both colour modes', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a typeset title fits the screen and is legible (${colorScheme})`, async ({page}) => {
      const [post] = posts;
      await page.emulateMedia({colorScheme});
      await gotoHydrated(page, post!.route);
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), colorScheme);
      const heading = page.locator('article h1');
      await expect(heading.locator('.katex-html')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const [formulaColour, headingColour] = await heading.evaluate((h1) => [
        getComputedStyle(h1.querySelector('.katex')!).color,
        getComputedStyle(h1).color,
      ]);
      expect(formulaColour).toBe(headingColour);
    });
  }
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 900},
  {width: 1920, height: 1000},
]) {
  test(`${viewport.width} px: a title in the blog list is smaller than the page's heading and takes at most ${viewport.width < 576 ? 3 : 2} lines`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/blog');
    const heading = await page
      .locator('main h1')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const titles = await page.locator('main article h2').evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          text: element.textContent ?? '',
          size: parseFloat(style.fontSize),
          lines: Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight)),
        };
      }),
    );
    expect(titles.length).toBeGreaterThan(1);
    for (const title of titles) {
      expect(title.size, title.text).toBeLessThan(heading);
      expect(title.lines, `${title.text} at ${title.size} px`).toBeLessThanOrEqual(viewport.width < 576 ? 3 : 2);
    }
  });
}
