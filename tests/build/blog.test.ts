import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import {load, type CheerioAPI} from 'cheerio';
import {buildDir, byId, readRoute, routeExists} from './site';
import {declaredTags, lastCommitted, listedPosts} from '../content';
import {specBlogSlugs} from './spec';
import {copyrightLine, identity} from '../../src/data/identity';

/** A list route and its further pages (/blog, /blog/page/2, ...), as a reader pages through them. */
function listPages(route: string): CheerioAPI[] {
  const pages = [readRoute(route)];
  for (let page = 2; routeExists(`${route}/page/${page}`); page += 1) {
    pages.push(readRoute(`${route}/page/${page}`));
  }
  return pages;
}

/** The posts a list route shows, over all its pages, in order. */
function postsListed(route: string): string[] {
  return listPages(route).flatMap(($) =>
    $('main article')
      .map((_, article) => $(article).find('h2 a').first().attr('href') ?? '')
      .get(),
  );
}

function postTags(permalink: string): string[] {
  const $ = readRoute(permalink);
  return $('article footer a[rel="tag"]').map((_, a) => $(a).text().trim()).get();
}

/** The posts as the owner wrote them (blog/ and front matter), newest first: what every list must show. */
const expected = listedPosts();
const expectedLinks = expected.map((post) => post.permalink);
const posts = postsListed('/blog');
const tags = declaredTags();
const specPosts = specBlogSlugs.map((slug) => `/blog/${slug}`);
const taggedWith = (tag: string) => expected.filter((post) => post.tags.includes(tag)).map((post) => post.permalink);

test('/blog lists every post once, newest first, with title, its date, author and reading time', () => {
  assert.deepEqual(posts, expectedLinks);
  for (const slug of specPosts) {
    assert.ok(posts.includes(slug), `the spec's post ${slug} is listed`);
  }
  for (const $ of listPages('/blog')) {
    $('main article').each((_, article) => {
      const $article = $(article);
      const post = expected.find((candidate) => candidate.permalink === $article.find('h2 a').attr('href'));
      assert.ok($article.find('h2 a').text().trim(), 'title');
      assert.equal(($article.find('time').attr('datetime') ?? '').slice(0, 10), post?.date, `${post?.permalink}: date`);
      assert.ok($article.text().includes(identity.ownerName), 'author');
      assert.match($article.text(), /(\d+|One) min read/);
      // Its "Read more" link, when it has one: the next test (a post without a truncate marker is shown whole).
    });
  }
});

test('list excerpts stop at the truncate marker', () => {
  for (const $ of listPages('/blog')) {
    $('main article').each((_, article) => {
      const href = $(article).find('h2 a').attr('href') ?? '';
      const post = expected.find((candidate) => candidate.permalink === href)!;
      const excerpt = $(article).find('.markdown').text();
      const full = readRoute(href)('article .markdown').first().text();
      assert.ok(excerpt.trim().length > 0, `${href}: excerpt`);
      if (post.truncated) {
        assert.ok(full.length > excerpt.length, `${href}: the list shows the whole post`);
      }
      assert.equal($(article).find('a:contains("Read more")').length, post.truncated ? 1 : 0, `${href}: "Read more"`);
    });
  }
});

/** The distinct years of the posts, newest first. */
const years = [...new Set(expected.map((post) => post.date.slice(0, 4)))];

test('the "All posts" sidebar lists every post, grouped by year, newest year first', () => {
  const $ = readRoute('/blog');
  const sidebar = $('nav[aria-label="Blog recent posts navigation"]');
  assert.equal(sidebar.children().first().text().trim(), 'All posts');
  assert.deepEqual(sidebar.find('a').map((_, a) => $(a).attr('href')).get(), expectedLinks);
  const yearOf = (group: Parameters<typeof $>[0]) => byId($, $(group).attr('aria-labelledby') ?? '').text().trim();
  assert.deepEqual(sidebar.find('[role="group"]').map((_, group) => yearOf(group)).get(), years);
  sidebar.find('[role="group"]').each((_, group) => {
    const year = yearOf(group);
    $(group)
      .find('a')
      .each((__, link) => {
        const post = expected.find((candidate) => candidate.permalink === $(link).attr('href'));
        assert.ok(post?.date.startsWith(year), `${$(link).attr('href')} (${post?.date}) under ${year}`);
      });
  });
});

test('the archive lists every post under its year', () => {
  const $ = readRoute('/blog/archive');
  const links = $('main a[href^="/blog/"]').map((_, a) => $(a).attr('href')).get();
  assert.deepEqual([...links].sort(), [...expectedLinks].sort());
  // Each year heading ends in the zero-width space of its anchor link.
  assert.deepEqual($('main h2').map((_, heading) => $(heading).text().replace(/\u200b/g, '').trim()).get(), years);
});

test('the authors page lists the author, whose page lists their posts', () => {
  const $ = readRoute('/blog/authors');
  assert.ok($('main').text().includes(identity.ownerName));
  assert.deepEqual(
    postsListed('/blog/authors/owner'),
    expected.filter((post) => post.authors.includes('owner')).map((post) => post.permalink),
  );
});

test('tags: each tag page lists the posts carrying it, the index counts them, and the spec\'s posts keep theirs', () => {
  const used = [...new Set(expected.flatMap((post) => post.tags))];
  const index = readRoute('/blog/tags');
  const counts = Object.fromEntries(
    index('main a[href^="/blog/tags/"]')
      .map((_, a) => [[index(a).attr('href'), Number(index(a).find('span').last().text())]])
      .get() as [string, number][],
  );
  const expectedCounts: Record<string, number> = {};
  for (const tag of used) {
    const declared = tags.get(tag);
    assert.ok(declared, `tag ${tag} is declared in blog/tags.yml`);
    assert.deepEqual(postsListed(declared.permalink), taggedWith(tag), `${declared.permalink} lists the posts tagged ${tag}`);
    expectedCounts[declared.permalink] = taggedWith(tag).length;
  }
  assert.deepEqual(counts, expectedCounts);
  // Spec, section 2: of its nine posts, 8 are tagged maths and 2 code (more posts may carry them).
  const specTagged = (tag: string) => specPosts.filter((slug) => postTags(slug).includes(tag)).length;
  assert.equal(specTagged('maths'), 8);
  assert.equal(specTagged('code'), 2);
});

test('a post page shows title, its date, author, reading time, the date of its last commit, its tags, TOC, neighbours, math and code', () => {
  for (const post of expected) {
    const $ = readRoute(post.permalink);
    const slug = post.permalink;
    const article = $('article').first();
    assert.ok(article.find('header h1').text().trim(), `${slug}: title`);
    assert.equal((article.find('header time').attr('datetime') ?? '').slice(0, 10), post.date, `${slug}: date`);
    assert.ok(article.find('header').text().includes(identity.ownerName), `${slug}: author`);
    assert.match(article.find('header').text(), /(\d+|One) min read/, `${slug}: reading time`);
    // The date of the post's last commit; a post not yet committed has none, and shows none.
    const committed = lastCommitted(post.file);
    assert.equal(
      article.find('footer time[itemprop="dateModified"]').attr('datetime'),
      committed,
      `${slug}: last update (${committed ? 'committed' : 'not committed yet'})`,
    );
    assert.deepEqual(
      postTags(slug),
      post.tags.map((tag) => tags.get(tag)?.label ?? tag),
      `${slug}: tags`,
    );
    const headings = article
      .find('.markdown')
      .first()
      .find('h2[id], h3[id]')
      .map((_, heading) => $(heading).attr('id'))
      .get();
    const tocTargets = $('.table-of-contents')
      .first()
      .find('a')
      .map((_, a) => ($(a).attr('href') ?? '').slice(1))
      .get();
    assert.deepEqual(tocTargets, headings, `${slug}: the TOC lists the h2 and h3 headings`);
    if (expected.length > 1) {
      assert.ok($('nav.pagination-nav a').length >= 1, `${slug}: previous/next`);
    }
    if (specPosts.includes(slug) && post.tags.includes('maths')) {
      assert.ok(article.find('.katex').length > 0, `${slug}: typeset math`);
    }
    if (article.find('pre code').length > 0) {
      assert.ok(article.find('pre code .token').length > 0, `${slug}: highlighted code`);
    }
  }
  assert.ok(specPosts.filter((slug) => readRoute(slug)('article pre code').length > 0).length >= 2, 'the spec\'s posts with code');
});

test('the home page lists the newest posts, in order', () => {
  const $ = readRoute('/');
  const latest = $('[data-testid="latest-posts"] a').map((_, a) => $(a).attr('href')).get();
  assert.ok(latest.length >= Math.min(3, expected.length));
  assert.deepEqual(latest, expectedLinks.slice(0, latest.length));
  // Each with the reading time its own page shows.
  const minutes = (text: string) => /(\d+|One) min read/.exec(text)?.[1]?.replace('One', '1');
  $('[data-testid="latest-posts"] li').each((_, item) => {
    const href = $(item).find('a').first().attr('href')!;
    assert.equal(minutes($(item).text()), minutes(readRoute(href)('article header').first().text()), `${href}: its reading time`);
  });
});

const parser = new Parser<Record<string, never>, {'content:encoded'?: string}>({
  customFields: {item: ['content:encoded']},
});

/** Docusaurus's default feedOptions.limit: the feeds hold the newest 20 posts. */
const feedLimit = 20;
const feedLinks = expectedLinks.slice(0, feedLimit);

const words = (html: string) => load(html).text().replace(/\s+/g, ' ').trim();

/** The last paragraph of a post's prose without maths: a feed item holding the post in full contains it. */
function lastPlainParagraph(permalink: string): string | undefined {
  const $ = readRoute(permalink);
  // The prose's own paragraphs, not those of components (a cell's keyboard hint is no feed content).
  const paragraphs = $('article .markdown')
    .first()
    .children('p')
    .filter((_, p) => $(p).find('.katex, code, a').length === 0 && $(p).text().trim().length > 20)
    .map((_, p) => $(p).text().replace(/\s+/g, ' ').trim())
    .get();
  return paragraphs.at(-1);
}

function assertFullPost(feedName: string, link: string, html: string) {
  const permalink = new URL(link).pathname.replace(/\/$/, '');
  const last = lastPlainParagraph(permalink);
  if (last) {
    assert.ok(words(html).includes(last), `${feedName} ${permalink}: full content (its last paragraph)`);
  }
  assert.doesNotMatch(html, /katex-html/, `${feedName} ${permalink}: KaTeX HTML copy`);
}

test('RSS and Atom feeds parse and hold the newest posts in full, with each formula once', async () => {
  for (const feedFile of ['rss.xml', 'atom.xml']) {
    const feed = await parser.parseString(readFileSync(path.join(buildDir, 'blog', feedFile), 'utf8'));
    assert.deepEqual(
      feed.items.map((item) => new URL(item.link ?? '').pathname.replace(/\/$/, '')),
      feedLinks,
      `${feedFile}: the newest posts, newest first`,
    );
    for (const item of feed.items) {
      assertFullPost(feedFile, item.link ?? '', item['content:encoded'] ?? item.content ?? '');
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

test('the JSON feed is a valid JSON Feed with the newest posts and the copyright', () => {
  const feed = JSON.parse(readFileSync(path.join(buildDir, 'blog', 'feed.json'), 'utf8')) as {
    version: string;
    items: {id: string; url: string; content_html: string}[];
    _copyright?: string;
  };
  assert.match(feed.version, /^https:\/\/jsonfeed\.org\/version\/1/);
  assert.deepEqual(
    feed.items.map((item) => new URL(item.url).pathname.replace(/\/$/, '')),
    feedLinks,
  );
  assert.equal(feed._copyright, copyrightLine);
  for (const item of feed.items) {
    assertFullPost('feed.json', item.url, item.content_html);
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

test("the archive's data lists the posts, without their sources", () => {
  const js = path.join(buildDir, 'assets', 'js');
  const archives = readdirSync(js)
    .map((name) => readFileSync(path.join(js, name), 'utf8'))
    .filter((text) => text.includes('"archive":{"blogPosts"'));
  assert.equal(archives.length, 1, "the archive's data, in one file");
  for (const post of listedPosts()) {
    assert.ok(archives[0]!.includes(`"permalink":"${post.permalink}"`), `${post.permalink}: listed`);
    // A line of the post's own text, plain words only (so that it reads the same inside JSON).
    const source = readFileSync(post.file, 'utf8');
    const line = source
      .slice(source.indexOf('\n---', 3) + 4)
      .split('\n')
      .find((text) => /^[A-Za-z ,.]{40,}$/.test(text.trim()));
    if (line) {
      assert.ok(!archives[0]!.includes(line.trim()), `${post.permalink}: its source is not shipped with the archive`);
    }
  }
});
