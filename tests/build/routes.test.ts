import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir, fileForRoute, readRoute, routeExists, sitePages} from './site';
import {specBlogSlugs, specDocPaths, specDraftDocIds, specPageRoutes} from './spec';
import {blogPosts, docsCategories, docsPages} from '../content';

test('every route of the spec route table exists', () => {
  const missing = specPageRoutes.filter((route) => !routeExists(route));
  assert.deepEqual(missing, []);
});

test('every blog post of the spec exists at /blog/{slug}', () => {
  const missing = specBlogSlugs.filter((slug) => !routeExists(`/blog/${slug}`));
  assert.deepEqual(missing, []);
});

test('every docs page of the spec exists under /docs', () => {
  const missing = specDocPaths.filter((doc) => !routeExists(`/docs/${doc}`));
  assert.deepEqual(missing, []);
});

test('every page the owner wrote is built, and every draft is not', () => {
  const pages = [...docsPages(), ...blogPosts()];
  const missing = pages.filter((page) => !page.draft && !routeExists(page.permalink)).map((page) => page.file);
  assert.deepEqual(missing, [], 'published pages without a route');
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const htmlPages = sitePages();
  for (const draft of pages.filter((page) => page.draft)) {
    assert.equal(routeExists(draft.permalink), false, `draft ${draft.file} has a page at ${draft.permalink}`);
    assert.ok(!sitemap.includes(`${draft.permalink}<`), `the sitemap lists draft ${draft.file}`);
    const leaked = htmlPages.filter((page) => page.html.includes(`href="${draft.permalink}"`));
    assert.deepEqual(leaked.map((page) => page.route), [], `pages link to draft ${draft.permalink}`);
  }
});

test('the docs sidebar shows every folder of notes under its label', () => {
  const missing = docsCategories().filter(({label, pageInside}) => {
    // A page's sidebar is expanded down to the page: its folders' labels are in its HTML.
    const $ = readRoute(pageInside.permalink);
    const items = $('nav[aria-label="Docs sidebar"] .menu__link, nav[aria-label="Docs sidebar"] .menu__caret');
    return !items.toArray().some((item) => $(item).text().trim() === label);
  });
  assert.deepEqual(missing.map(({label, pageInside}) => `${label} (${pageInside.file})`), []);
});

test('index docs keep their trailing slash in links, other docs do not', () => {
  const $ = readRoute('/docs/home');
  const hrefs = new Set($('a[href^="/docs/"]').map((_, a) => $(a).attr('href')).get());
  for (const doc of specDocPaths.filter((d) => d !== 'home')) {
    const linked = [...hrefs].filter((href) => href.replace(/\/$/, '') === `/docs/${doc}`.replace(/\/$/, ''));
    for (const href of linked) {
      assert.equal(href.endsWith('/'), doc.endsWith('/'), `link ${href} to ${doc}`);
    }
  }
});

test('draft docs are absent from the production build', () => {
  const pages = sitePages();
  for (const id of specDraftDocIds) {
    const route = `/docs/${id.replace(/(^|\/)index$/, '$1')}`;
    assert.equal(routeExists(route), false, `draft ${id} has a page at ${route}`);
    const leaked = pages.filter((page) => page.html.includes(`href="${route}"`));
    assert.deepEqual(leaked.map((page) => page.route), [], `pages link to draft ${route}`);
  }
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  for (const id of specDraftDocIds) {
    assert.doesNotMatch(sitemap, new RegExp(id.replace(/\/index$/, '')), `sitemap lists draft ${id}`);
  }
});

test('/docs lands on /docs/home', () => {
  const file = fileForRoute('/docs');
  assert.ok(file, '/docs has a file');
  const html = readFileSync(file, 'utf8');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/home"/);
  assert.ok(routeExists('/docs/home'));
});

test('a not-found page is built', () => {
  const file = path.join(buildDir, '404.html');
  assert.ok(existsSync(file));
  assert.match(readFileSync(file, 'utf8'), /Page Not Found/);
});

test('the sitemap lists every spec route', () => {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const expected = [
    ...specPageRoutes,
    ...specBlogSlugs.map((slug) => `/blog/${slug}`),
    ...specDocPaths.map((doc) => `/docs/${doc}`),
  ];
  const missing = expected.filter((route) => !locs.includes(route));
  assert.deepEqual(missing, []);
});
