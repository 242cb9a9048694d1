/**
 * Citations in the built site, derived from src/data/bibliography.bib and the pages' sources: every
 * citation written in a published page is a link to its entry in that page's "References", which
 * ends the page and links back to every citation; a page that cites nothing has none; the
 * bibliography page lists every entry with exactly the pages that cite it; no citation is left as
 * its source text; no full citation is typed out in the prose (the .bib is the one place a source is
 * written out).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {blogPosts, docsPages} from '../content';
import {buildDir, readRoute, sitePages} from './site';
import {statementClasses} from '../../src/plugins/cross-references/components';

/**
 * The .bib's entries, read plainly here rather than by the plugin's reader: each `@type{key,` and its
 * fields `name = {value}`, as written (texText reads them as text).
 */
const bibliography = {
  entries: [...readFileSync('src/data/bibliography.bib', 'utf8').matchAll(/^@(\w+)\{([^,\s]+),([\s\S]*?)^\}/gm)].map(
    ([, type, key, body]) => ({
      type: type!.toLowerCase(),
      key: key!,
      fields: Object.fromEntries(
        [...body!.matchAll(/^\s*(\w+)\s*=\s*\{((?:[^{}]|\{[^{}]*\})*)\},?\s*$/gm)].map(([, name, value]) => [
          name!.toLowerCase(),
          value!.replace(/\s+/g, ' ').trim(),
        ]),
      ) as Record<string, string | undefined>,
    }),
  ),
};

/** A .bib value as text: TeX's quotes, dashes and accents (`{\"u}`) as the characters they stand for. */
const texText = (value: string) =>
  value
    .replace(/``|''/g, '"')
    .replace(/---/g, '\u2014')
    .replace(/--/g, '\u2013')
    .replace(/\\(["'`^~])\{?([A-Za-z])\}?/g, (_, accent: string, letter: string) =>
      `${letter}${{'"': '\u0308', "'": '\u0301', '`': '\u0300', '^': '\u0302', '~': '\u0303'}[accent]}`.normalize('NFC'),
    )
    .replace(/[{}]/g, '');
const titles = new Map(bibliography.entries.map((entry) => [entry.key, texText(entry.fields['title']!)]));

/** Whether `text` names `title`, whatever the style does to its case, quotes and punctuation. */
const names = (text: string, title: string) => {
  const letters = (words: string) => words.normalize('NFD').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
  return letters(text).includes(letters(title));
};

/** An escaped key, for a pattern: the .bib's keys, longest first (so that no key stops inside a longer one). */
const keysPattern = bibliography.entries
  .map((entry) => entry.key)
  .sort((a, b) => b.length - a.length)
  .map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

type Written = {readonly key: string; readonly locator: string};

/**
 * The citations a page's source writes, read plainly (not by the plugin's extractor, which is what is
 * tested): each "@key" of the .bib after neither a letter, a digit nor a backslash, outside front
 * matter, code, maths and comments, in order; with its locator, what follows the key after a comma (up
 * to "]", ";" or the end of a `source="…"`) or in brackets right after it (`@key [Theorem 2]`).
 */
function writtenCitations(source: string): Written[] {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\$\$[\s\S]*?\$\$/g, '')
    .replace(/(?<!\\)\$(?:[^$\\\n]|\\.)+\$/g, '')
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, '');
  return [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}_\\\\])@(?:\\{(${keysPattern})\\}|(${keysPattern}))(?![\\p{L}\\p{N}_])`, 'gu'))].map(
    (match) => {
      const rest = text.slice(match.index + match[0].length);
      const locator = /^,\s*([^\]";]*)/.exec(rest)?.[1] ?? /^ ?\[([^\]]*)\]/.exec(rest)?.[1] ?? '';
      return {key: match[1] ?? match[2]!, locator: locator.trim()};
    },
  );
}

/** Every published page with the citations its source writes, in reading order. */
const pages = [...docsPages().filter((doc) => !doc.draft), ...blogPosts().filter((post) => !post.draft)].map((page) => {
  const citations = writtenCitations(readFileSync(page.file, 'utf8'));
  return {...page, citations, keys: citations.map(({key}) => key)};
});
const citing = pages.filter((page) => page.keys.length > 0);

test('the notes and the blog cite their sources: at least one page each', () => {
  assert.ok(citing.some((page) => page.file.startsWith('docs/')), 'a notes page cites');
  assert.ok(citing.some((page) => page.file.startsWith('blog/')), 'a post cites');
});

test('each citation links to its entry in the page\'s "References", which ends the page and links back to every citation', () => {
  for (const page of citing) {
    const $ = readRoute(page.permalink);
    const links = $('article a.citation').toArray();
    assert.deepEqual(
      links.map((link) => $(link).attr('href')),
      page.keys.map((key) => `#ref-${key}`),
      `${page.permalink}: one link per citation, to its entry`,
    );
    // What the source writes after the key (a theorem, a section) stays, beside its link, whatever the style.
    page.citations.forEach(({key, locator}, index) => {
      const around = $(links[index]).parent().text().replace(/\s+/g, '');
      assert.ok(around.includes(locator.replace(/\s+/g, '')), `${page.permalink}: the citation of ${key} keeps "${locator}" (${around.slice(0, 120)})`);
    });
    const section = $('article section.references');
    assert.equal(section.length, 1, `${page.permalink}: one "References"`);
    assert.equal(section.find('h2').clone().children('a.hash-link').remove().end().text().trim(), 'References');
    // Nothing of the page's own content comes after it.
    assert.equal(section.nextAll().not('footer, nav, .theme-doc-footer').text().trim(), '', `${page.permalink}: "References" ends the page`);
    const cited = [...new Set(page.keys)];
    assert.deepEqual(
      section
        .find('li')
        .toArray()
        .map((item) => $(item).attr('id'))
        .sort(),
      cited.map((key) => `ref-${key}`).sort(),
      `${page.permalink}: the entries it cites`,
    );
    for (const key of cited) {
      const entry = section.find(`li[id="ref-${key}"]`);
      assert.ok(names(entry.text(), titles.get(key)!), `${page.permalink}: the entry ${key} names its title`);
      const back = entry
        .find('a[href^="#cite-"]')
        .toArray()
        .map((link) => $(link).attr('href')!.slice(1));
      assert.equal(back.length, page.keys.filter((cited) => cited === key).length, `${page.permalink}: a back-link per citation of ${key}`);
      for (const id of back) {
        assert.equal($(`a.citation[id="${id}"]`).attr('href'), `#ref-${key}`, `${page.permalink}: #${id} is a citation of ${key}`);
      }
    }
    const text = $('article').text();
    for (const key of cited) {
      assert.ok(!text.includes(`@${key}`), `${page.permalink}: "@${key}" left as written`);
    }
  }
});

test('a page that cites nothing has no "References"', () => {
  for (const page of pages.filter((page) => page.keys.length === 0 && page.permalink !== '/docs/bibliography')) {
    assert.equal(readRoute(page.permalink)('article section.references').length, 0, page.permalink);
  }
});

test('the bibliography page lists every entry of the .bib with exactly the pages that cite it', () => {
  const $ = readRoute('/docs/bibliography');
  const items = $('article li[id^="ref-"]').toArray();
  assert.deepEqual(
    items.map((item) => $(item).attr('id')!.slice('ref-'.length)).sort(),
    bibliography.entries.map((entry) => entry.key).sort(),
  );
  for (const entry of bibliography.entries) {
    const item = $(`article li[id="ref-${entry.key}"]`);
    assert.ok(names(item.text(), titles.get(entry.key)!), `${entry.key} names its title`);
    assert.ok(item.text().includes(entry.fields['year']!), `${entry.key} names its year`);
    const citedBy = item
      .find('a')
      .toArray()
      .map((link) => $(link).attr('href')!)
      .filter((href) => href.endsWith(`#ref-${entry.key}`))
      .map((href) => href.replace(/#.*$/, ''))
      .sort();
    const expected = citing
      .filter((page) => page.keys.includes(entry.key))
      .map((page) => page.permalink)
      .sort();
    assert.deepEqual(citedBy, expected, `${entry.key}: the pages that cite it`);
  }
  // Reachable from the sidebar.
  assert.equal($('nav a[href="/docs/bibliography"]').length > 0, true, 'the sidebar links to the bibliography');
});

test("a block's source that names an author of the .bib is a citation of the book, in the block's header", () => {
  // The family names of the .bib's authors (or editors), each a word to look for: "Hardy, G. H." or "G. H. Hardy".
  const families = bibliography.entries.flatMap((entry) =>
    texText(entry.fields['author'] ?? entry.fields['editor'] ?? '')
      .split(' and ')
      .map((name) => (name.includes(',') ? name.split(',')[0]! : name.split(' ').at(-1)!).trim())
      .filter((family) => family !== '' && family !== 'others'),
  );
  const plain: string[] = [];
  let cited = 0;
  for (const {route, $} of sitePages()) {
    $(`.${statementClasses.block} > p:first-child > span`).each((_, span) => {
      const text = $(span).text().trim();
      if (!/^\[.*\]$/s.test(text) || !families.some((family) => new RegExp(`\\b${family}\\b`).test(text))) {
        return;
      }
      if ($(span).find('a.citation').length > 0) {
        cited += 1;
      } else {
        plain.push(`${route}: ${text}`);
      }
    });
  }
  assert.ok(cited > 0, 'blocks cite their books');
  assert.deepEqual(plain, [], 'sources written as plain text: write source="@key, locator"');
});

test('every DOI of the .bib links to doi.org, in each page\'s "References" and on the bibliography page', () => {
  // Whatever the style prints for it (a URL, "doi:…"), the DOI is a link a reader can follow.
  const linked = bibliography.entries.flatMap((entry) => (entry.fields['doi'] ? [{key: entry.key, doi: entry.fields['doi']}] : []));
  assert.ok(linked.length > 0, 'the .bib gives DOIs');
  const places = [
    {route: '/docs/bibliography', keys: bibliography.entries.map((entry) => entry.key)},
    ...citing.map((page) => ({route: page.permalink, keys: page.keys})),
  ];
  for (const {route, keys} of places) {
    const $ = readRoute(route);
    for (const {key, doi} of linked.filter((each) => keys.includes(each.key))) {
      const links = $(`article li[id="ref-${key}"] a[href="https://doi.org/${doi}"]`);
      assert.equal(links.length, 1, `${route}: the entry ${key} links its DOI ${doi}`);
    }
  }
});

test('meta text and feeds read citations as plain text, never as their source', () => {
  const keys = bibliography.entries.map((entry) => entry.key);
  const written = (text: string) => keys.filter((key) => text.includes(`@${key}`));
  for (const page of pages) {
    const $ = readRoute(page.permalink);
    const meta = $('meta[name="description"], meta[property="og:description"]')
      .map((_, element) => $(element).attr('content'))
      .get()
      .join(' ');
    assert.deepEqual(written(meta), [], `${page.permalink}: its description`);
  }
  for (const feed of ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']) {
    const text = readFileSync(path.join(buildDir, feed), 'utf8');
    assert.deepEqual(written(text), [], feed);
    // A reader has no page around a post's anchors: neither a citation's link to its entry nor a link back.
    assert.deepEqual(
      keys.filter((key) => text.includes(`#ref-${key}`) || text.includes(`#cite-${key}-`)),
      [],
      `${feed}: no link between citations and entries`,
    );
  }
});

/** Text as a reader compares it: one space between words, straight quotes. */
const normalise = (text: string) => text.replace(/\s+/g, ' ').replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"').trim();

/** The titles a page could type out for each entry: the whole title and, for "Title: Subtitle", the title before the colon. */
const typedTitles = bibliography.entries.flatMap((entry) => {
  const title = normalise(titles.get(entry.key)!);
  const short = title.replace(/:.*$/, '').trim();
  return [...new Set([title, short])].map((text) => ({key: entry.key, type: entry.type, text}));
});

test('no full citation is typed out in the prose: a title from the .bib stands in italics or quotes only where a citation of its entry follows it', () => {
  const typed: string[] = [];
  for (const {route, $} of sitePages()) {
    const content = $('article, main').first().clone();
    // Where a source is meant to be written out in full: a page's "References", the bibliography, a print edition's bibliography.
    content.find('section.references, li[id^="ref-"], section.print-bibliography, pre, code, .katex').remove();
    // An italic title is fine when the citation of its entry follows it: "Munkres' *Topology* [@munkres2000]".
    content.find('em, i, cite').each((_, element) => {
      const text = normalise($(element).text());
      const entry = typedTitles.find((title) => title.text === text);
      if (!entry) {
        return;
      }
      let next = element.nextSibling;
      while (next && (next.type === 'comment' || (next.type === 'text' && /^[\s[(]*$/.test(next.data)))) {
        next = next.nextSibling;
      }
      // In a print edition a citation links to the edition's bibliography.
      const cited = next?.type === 'tag' && $(next).is(`a.citation[href="#ref-${entry.key}"], a.citation[href="#bibliography-${entry.key}"]`);
      if (!cited) {
        const around = normalise($(element).parent().text());
        const at = Math.max(0, around.indexOf(text) - 60);
        typed.push(`${route}: *${text}* (${entry.key}) in "…${around.slice(at, at + 160)}…"`);
      }
    });
    // The built pages keep only the citations' rendered text, so a quoted article title in the prose is typed out.
    content.find('a.citation').remove();
    const text = normalise(content.text()).toLowerCase();
    for (const title of typedTitles.filter((title) => title.type === 'article')) {
      if (text.includes(`"${title.text.toLowerCase()}"`)) {
        typed.push(`${route}: "${title.text}" (${title.key})`);
      }
    }
  }
  assert.deepEqual(typed, [], 'full citations typed out in prose: write [@key, locator] or @key instead');
});
