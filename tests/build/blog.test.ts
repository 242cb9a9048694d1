import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import type {CheerioAPI} from 'cheerio';
import {buildDir, readRoute} from './site';
import {specBlogSlugs} from './spec';
import {copyrightLine, identity} from '../../src/data/identity';

/** The posts as the built blog list shows them, newest first. */
function listedPosts(): {href: string; title: string}[] {
  const $ = readRoute('/blog');
  return $('article')
    .map((_, article) => {
      const link = $(article).find('h2 a').first();
      return {href: link.attr('href') ?? '', title: link.text().trim()};
    })
    .get();
}

function postTags(slug: string): string[] {
  const $ = readRoute(`/blog/${slug}`);
  return $('article footer a[rel="tag"]').map((_, a) => $(a).text().trim()).get();
}

function articleCount($: CheerioAPI): number {
  return $('main article').length;
}

const posts = listedPosts();
const tagsBySlug = new Map(specBlogSlugs.map((slug) => [slug, postTags(slug)]));
const taggedWith = (tag: string) => [...tagsBySlug].filter(([, tags]) => tags.includes(tag)).map(([slug]) => slug);

test('/blog lists every post once, with title, date, author, reading time and a "Read more" link', () => {
  assert.equal(posts.length, specBlogSlugs.length);
  assert.deepEqual(posts.map((post) => post.href.replace('/blog/', '')).sort(), [...specBlogSlugs].sort());
  const $ = readRoute('/blog');
  $('main article').each((_, article) => {
    const $article = $(article);
    assert.ok($article.find('h2 a').text().trim(), 'title');
    assert.match($article.find('time').attr('datetime') ?? '', /^20(23|24|25)-/);
    assert.ok($article.text().includes(identity.ownerName), 'author');
    assert.match($article.text(), /\d+ min read/);
    assert.equal($article.find('a:contains("Read more")').length, 1, 'Read more link');
  });
});

test('list excerpts stop at the truncate marker', () => {
  const $ = readRoute('/blog');
  for (const post of posts) {
    const excerpt = $(`main article:has(h2 a[href="${post.href}"]) .markdown`).text();
    const full = readRoute(post.href)('article .markdown').first().text();
    assert.ok(excerpt.length > 50, `${post.href}: excerpt`);
    assert.ok(full.length > excerpt.length * 2, `${post.href}: the list shows the whole post`);
  }
});

test('the "All posts" sidebar lists every post, grouped by year', () => {
  const $ = readRoute('/blog');
  const sidebar = $('nav[aria-label="Blog recent posts navigation"]');
  assert.equal(sidebar.children().first().text().trim(), 'All posts');
  assert.equal(sidebar.find('a').length, posts.length);
  const yearOf = (group: Parameters<typeof $>[0]) => $(`[id="${$(group).attr('aria-labelledby')}"]`).text().trim();
  const years = sidebar.find('[role="group"]').map((_, group) => yearOf(group)).get();
  assert.ok(years.length >= 3, `years: ${years.join(', ')}`);
  assert.deepEqual(years, [...years].sort().reverse(), 'newest year first');
  sidebar.find('[role="group"]').each((_, group) => {
    const year = yearOf(group);
    $(group)
      .find('a')
      .each((__, link) => {
        const date = readRoute($(link).attr('href')!)('article header time').first().attr('datetime') ?? '';
        assert.ok(date.startsWith(year), `${$(link).attr('href')} (${date}) under ${year}`);
      });
  });
});

test('the archive lists every post by year', () => {
  const $ = readRoute('/blog/archive');
  const links = $('main a[href^="/blog/"]').filter((_, a) => specBlogSlugs.includes(($(a).attr('href') ?? '').replace('/blog/', '')));
  assert.equal(links.length, specBlogSlugs.length);
  assert.ok($('main h2').length >= 3, 'year headings');
});

test('the authors page lists the author, whose page lists the posts', () => {
  const $ = readRoute('/blog/authors');
  assert.ok($('main').text().includes(identity.ownerName));
  const authorPage = readRoute('/blog/authors/owner');
  assert.equal(articleCount(authorPage), specBlogSlugs.length);
});

test('tags: maths on 8 posts and code on 2, on the tag pages and in the tag index', () => {
  const maths = taggedWith('maths');
  const code = taggedWith('code');
  assert.equal(maths.length, 8);
  assert.equal(code.length, 2);
  assert.equal(articleCount(readRoute('/blog/tags/maths')), maths.length);
  assert.equal(articleCount(readRoute('/blog/tags/code')), code.length);
  const index = readRoute('/blog/tags');
  const counts = Object.fromEntries(
    index('main a[href^="/blog/tags/"]')
      .map((_, a) => [[index(a).text().replace(/\d+$/, '').trim(), Number(index(a).find('span').last().text())]])
      .get() as [string, number][],
  );
  assert.deepEqual(counts, {code: code.length, maths: maths.length});
});

test('a post page shows title, date, author, reading time, last update, tags, TOC, neighbours, math and code', () => {
  for (const slug of specBlogSlugs) {
    const $ = readRoute(`/blog/${slug}`);
    const article = $('article').first();
    assert.ok(article.find('header h1').text().trim(), `${slug}: title`);
    assert.match(article.find('header time').attr('datetime') ?? '', /^20(23|24|25)-/, `${slug}: date`);
    assert.ok(article.find('header').text().includes(identity.ownerName), `${slug}: author`);
    assert.match(article.find('header').text(), /\d+ min read/, `${slug}: reading time`);
    assert.match(article.find('footer').text(), /Last updated/, `${slug}: last update`);
    assert.ok(article.find('footer a[rel="tag"]').length >= 1, `${slug}: tags`);
    const toc = $('.table-of-contents').first();
    assert.ok(toc.find('a').length >= 2, `${slug}: TOC`);
    const tocTargets = toc.find('a').map((_, a) => ($(a).attr('href') ?? '').slice(1)).get();
    for (const id of tocTargets) {
      assert.match($(`[id="${id}"]`).prop('tagName') ?? '', /^H[23]$/, `${slug}: TOC entry #${id} is an h2 or h3`);
    }
    assert.ok($('nav.pagination-nav a').length >= 1, `${slug}: previous/next`);
    if (tagsBySlug.get(slug)?.includes('maths')) {
      assert.ok(article.find('.katex').length > 0, `${slug}: typeset math`);
    }
  }
  const withCode = specBlogSlugs.filter((slug) => readRoute(`/blog/${slug}`)('article pre code').length > 0);
  assert.ok(withCode.length >= 2);
  for (const slug of withCode) {
    assert.ok(readRoute(`/blog/${slug}`)('article pre code .token').length > 0, `${slug}: highlighted code`);
  }
});

test('the home page lists the newest posts, in order', () => {
  const $ = readRoute('/');
  const latest = $('[data-testid="latest-posts"] a').map((_, a) => $(a).attr('href')).get();
  assert.ok(latest.length >= 3);
  assert.deepEqual(latest, posts.slice(0, latest.length).map((post) => post.href));
});

const parser = new Parser<Record<string, never>, {'content:encoded'?: string}>({
  customFields: {item: ['content:encoded']},
});

test('RSS and Atom feeds parse and hold every post in full, with each formula once', async () => {
  for (const feedFile of ['rss.xml', 'atom.xml']) {
    const feed = await parser.parseString(readFileSync(path.join(buildDir, 'blog', feedFile), 'utf8'));
    assert.equal(feed.items.length, specBlogSlugs.length, feedFile);
    for (const item of feed.items) {
      const content = item['content:encoded'] ?? item.content ?? '';
      assert.ok(content.length > 3000, `${feedFile} ${item.title}: full content`);
      assert.doesNotMatch(content, /katex-html/, `${feedFile} ${item.title}: KaTeX HTML copy`);
    }
    assert.ok(
      feed.items.some((item) => /<math/.test(item['content:encoded'] ?? item.content ?? '')),
      `${feedFile}: MathML kept`,
    );
  }
  const rss = readFileSync(path.join(buildDir, 'blog', 'rss.xml'), 'utf8');
  assert.ok(rss.includes(`<copyright>${copyrightLine}</copyright>`));
  const atom = readFileSync(path.join(buildDir, 'blog', 'atom.xml'), 'utf8');
  assert.ok(atom.includes(`<rights>${copyrightLine}</rights>`));
});

test('the JSON feed is a valid JSON Feed with every post and the copyright', () => {
  const feed = JSON.parse(readFileSync(path.join(buildDir, 'blog', 'feed.json'), 'utf8')) as {
    version: string;
    items: {id: string; content_html: string}[];
    _copyright?: string;
  };
  assert.match(feed.version, /^https:\/\/jsonfeed\.org\/version\/1/);
  assert.equal(feed.items.length, specBlogSlugs.length);
  assert.equal(feed._copyright, copyrightLine);
  for (const item of feed.items) {
    assert.doesNotMatch(item.content_html, /katex-html/);
  }
});

/** Plain ```python blocks of a post, and the ```text block right after the last one. */
function extractProgram(source: string): {code: string; expected: string} | undefined {
  const blocks = [...source.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1]!,
    meta: match[2]!.trim(),
    body: match[3]!,
  }));
  const python = blocks.filter((block) => block.lang === 'python' && !/\bcell\b/.test(block.meta));
  if (python.length === 0) {
    return undefined;
  }
  const lastPython = blocks.lastIndexOf(python.at(-1)!);
  const output = blocks[lastPython + 1];
  if (!output || output.lang !== 'text') {
    return undefined;
  }
  return {code: python.map((block) => block.body).join('\n'), expected: output.body};
}

test('posts with code show the output their code really prints', () => {
  const blogDir = path.resolve('blog');
  const checked: string[] = [];
  for (const file of readdirSync(blogDir).filter((name) => name.endsWith('.mdx'))) {
    const program = extractProgram(readFileSync(path.join(blogDir, file), 'utf8'));
    if (!program) {
      continue;
    }
    const printed = execFileSync('python3', ['-'], {input: program.code, encoding: 'utf8', timeout: 60_000});
    assert.equal(printed, program.expected, `${file}: shown output differs from what the code prints`);
    checked.push(file);
  }
  for (const slug of ['coprime-probability', 'challenge-of-wits-2023-submission']) {
    assert.ok(checked.some((file) => file.endsWith(`${slug}.mdx`)), `${slug} has a program with its output`);
  }
});
