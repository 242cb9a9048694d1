/**
 * A reader's pass over the built site (issue 25): what feed readers receive, the archive's order
 * against what the archive says of it, and the results index's menu of kinds.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import Parser from 'rss-parser';
import {buildDir, readRoute, sitePages} from './site';
import {siteTitle} from '../../src/data/identity';

const feedDir = path.join(buildDir, 'blog');

type FeedChannel = {title: string; items: {title: string; link: string; content: string}[]};

/** The three feeds, each as its title and its items' links and HTML. */
async function feeds(): Promise<[string, FeedChannel][]> {
  const parser = new Parser();
  const xmlFeeds = await Promise.all(
    ['rss.xml', 'atom.xml'].map(async (file): Promise<[string, FeedChannel]> => {
      const feed = await parser.parseString(readFileSync(path.join(feedDir, file), 'utf8'));
      return [
        file,
        {
          title: feed.title ?? '',
          items: feed.items.map((item) => ({
            title: item.title ?? '',
            link: item.link ?? '',
            content: (item['content:encoded'] as string | undefined) ?? item.content ?? '',
          })),
        },
      ];
    }),
  );
  const json = JSON.parse(readFileSync(path.join(feedDir, 'feed.json'), 'utf8')) as {
    title: string;
    items: {title: string; url: string; content_html: string}[];
  };
  return [
    ...xmlFeeds,
    ['feed.json', {title: json.title, items: json.items.map((item) => ({title: item.title, link: item.url, content: item.content_html}))}],
  ];
}

test('each feed is titled with the site\'s name, which repeats no word', async () => {
  for (const [file, feed] of await feeds()) {
    assert.equal(feed.title, siteTitle, file);
    const words = feed.title.toLowerCase().split(/\W+/).filter(Boolean);
    assert.ok(words.every((word, index) => word !== words[index + 1]), `${file}: "${feed.title}"`);
  }
});

/** When a post was published, from its page. */
function postDate(route: string): number {
  return Date.parse(readRoute(route)('article header time[datetime]').first().attr('datetime') ?? '');
}

test('feeds carry no buttons or form controls, and each Python cell as its code and the output it printed', async () => {
  const postsWithCells = sitePages()
    .filter(({route, html}) => route.startsWith('/blog/') && html.includes('data-python-cell='))
    .map(({route, html}) => {
      const $ = load(html);
      const cells = $('article [data-python-cell]')
        .toArray()
        .map((cell) => ({code: $(cell).find('[role="textbox"]').text(), output: $(cell).find('[aria-label^="Output of"] pre').text()}));
      return {route, cells};
    });
  assert.ok(postsWithCells.length > 0, 'no post with cells to check');
  for (const [file, feed] of await feeds()) {
    for (const item of feed.items) {
      const $ = load(item.content, null, false);
      assert.equal($('button, textarea, input, select, label').length, 0, `${file}: ${item.title}`);
    }
    // The feeds hold the newest posts only (Docusaurus's limit): check the posts with cells they hold.
    const newestPostedAt = Math.min(...feed.items.map((item) => postDate(new URL(item.link).pathname)));
    for (const post of postsWithCells.filter(({route}) => postDate(route) >= newestPostedAt)) {
      const item = feed.items.find((candidate) => new URL(candidate.link).pathname.replace(/\/$/, '') === post.route.replace(/\/$/, ''));
      assert.ok(item, `${file}: no item for ${post.route}`);
      const $ = load(item.content, null, false);
      const blocks = $('pre')
        .toArray()
        .map((pre) => $(pre).text());
      for (const cell of post.cells) {
        assert.ok(blocks.includes(cell.code), `${file}, ${post.route}: a cell's code is missing`);
        if (cell.output) {
          assert.ok(blocks.includes(cell.output), `${file}, ${post.route}: a cell's output is missing`);
        }
      }
    }
  }
});

test('the archive lists the posts in the order its description gives', () => {
  const $ = readRoute('/blog/archive');
  const description = $('main .hero__subtitle').text();
  const newestFirst = /newest first/i.test(description);
  assert.ok(newestFirst || /oldest first/i.test(description), `the archive does not say its order: "${description}"`);
  const dates = $('main section li a')
    .toArray()
    .map((link) => {
      const href = $(link).attr('href')!;
      const date = readRoute(href)('article header time[datetime]').first().attr('datetime');
      assert.ok(date, `${href} has no date`);
      return {href, date: Date.parse(date)};
    });
  assert.ok(dates.length > 1);
  for (const [index, post] of dates.slice(1).entries()) {
    const previous = dates[index]!;
    assert.ok(
      newestFirst ? previous.date >= post.date : previous.date <= post.date,
      `${previous.href} is listed before ${post.href}, against "${description}"`,
    );
  }
});

/** English plural of a kind of result: "Corollary" → "Corollaries", "Lemma" → "Lemmas". */
function plural(kind: string): string {
  return kind.endsWith('y') ? `${kind.slice(0, -1)}ies` : `${kind}s`;
}

test('the results index offers each kind under its plural ("Corollaries")', () => {
  const $ = readRoute('/docs/results');
  const options = $('main select option')
    .toArray()
    .filter((option) => $(option).attr('value'))
    .map((option) => ({kind: $(option).attr('value')!, text: $(option).text()}));
  const kinds = new Set($('main td a').toArray().map((link) => $(link).text().replace(/\s*\d+(\.\d+)*$/, '')));
  assert.deepEqual(
    options.map((option) => option.kind).sort(),
    [...kinds].sort(),
    'the menu offers exactly the kinds the index lists',
  );
  for (const option of options) {
    assert.equal(option.text, plural(option.kind));
  }
});
