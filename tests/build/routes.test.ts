import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir, fileForRoute, readRoute, routeExists, sitePages} from './site';
import {specBlogSlugs, specDocPaths, specDraftDocIds, specPageRoutes} from './spec';

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
