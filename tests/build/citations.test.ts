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
import type {Root} from 'mdast';
import {blogPosts, docsPages} from '../content';
import {buildDir, readRoute, sitePages} from './site';
import {readBibliography, type BibEntry} from '../../src/plugins/citations/bibliography';
import {extractCitations} from '../../src/plugins/citations/extract';
import {citationSettings} from '../../src/data/citations';
import {parseMdx} from '../../src/plugins/cross-references/table/extract';

const bibliography = readBibliography(readFileSync(citationSettings.bibliography, 'utf8'));
/** A field of an entry as the library read it, as text (its markup, such as <i>, taken off). */
const field = (entry: BibEntry, name: string) => {
  const value = entry.item[name];
  return typeof value === 'string' ? value.replace(/<[^>]+>/g, '') : undefined;
};
const titles = new Map(bibliography.entries.map((entry) => [entry.key, field(entry, 'title')!]));
/** The year an entry was issued. */
const year = (entry: BibEntry) => String((entry.item.issued as {'date-parts': number[][]})['date-parts'][0]![0]);

/** Every published page with the keys it cites, one per citation of each, in reading order. */
const pages = [...docsPages().filter((doc) => !doc.draft), ...blogPosts().filter((post) => !post.draft)].map((page) => {
  const source = readFileSync(page.file, 'utf8');
  const keys = extractCitations(parseMdx(page.file, source).tree as Root, source).flatMap(({citation}) =>
    citation.items.map((item) => item.key),
  );
  return {...page, keys};
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
      assert.ok(entry.text().includes(titles.get(key)!), `${page.permalink}: the entry ${key} names its title`);
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
    assert.ok(item.text().includes(titles.get(entry.key)!), `${entry.key} names its title`);
    assert.ok(item.text().includes(year(entry)), `${entry.key} names its year`);
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
  // The family names of the .bib's authors and editors, each a word a citation of their book shows.
  const families = bibliography.entries.flatMap((entry) =>
    ((entry.item.author ?? entry.item.editor ?? []) as {family?: string}[]).flatMap(({family}) => (family ? [family] : [])),
  );
  const plain: string[] = [];
  let cited = 0;
  for (const {route, $} of sitePages()) {
    $('.theorem-block > p:first-child > span').each((_, span) => {
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

test('every DOI of the .bib is a link to doi.org, in each page\'s "References" and on the bibliography page', () => {
  const linked = bibliography.entries.flatMap((entry) => {
    const doi = field(entry, 'DOI');
    return doi ? [{key: entry.key, text: `https://doi.org/${doi}`, href: (href: string) => href === `https://doi.org/${doi}`}] : [];
  });
  assert.ok(linked.length > 0, 'the .bib gives DOIs');
  const places = [
    {route: '/docs/bibliography', keys: bibliography.entries.map((entry) => entry.key)},
    ...citing.map((page) => ({route: page.permalink, keys: page.keys})),
  ];
  for (const {route, keys} of places) {
    const $ = readRoute(route);
    for (const {key, text, href} of linked.filter((each) => keys.includes(each.key))) {
      const links = $(`article li[id="ref-${key}"] a`).filter((_, link) => $(link).text() === text);
      assert.equal(links.length, 1, `${route}: the entry ${key} links its ${text}`);
      assert.ok(href(links.attr('href')!), `${route}: ${text} leads to ${links.attr('href')}`);
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
  return [...new Set([title, short])].map((text) => ({key: entry.key, type: entry.type.toLowerCase(), text}));
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
