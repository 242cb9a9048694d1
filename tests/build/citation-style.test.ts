/**
 * Every place a citation appears reads as the CSL style the config names formats it: the expectations
 * come from that formatter (src/plugins/citations/load.ts) applied to the pages' sources, never from
 * today's text, so the checks hold for any style an owner chooses (README, "Citing books and papers").
 * Each citation's run of each item, each page's "References", the bibliography page, each print
 * edition's bibliography, and what previews and search show of a statement that cites.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import type {Root} from 'mdast';
import {load} from 'cheerio';
import {blogPosts, docsPages} from '../content';
import {readRoute, sitePages} from './site';
import {extractCitations} from '../../src/plugins/citations/extract';
import {loadCitations} from '../../src/plugins/citations/load';
import {parseMdx} from '../../src/plugins/lib/parse-mdx';
import {statementsFile} from '../../src/plugins/cross-references/data';
import {citationClasses} from '../../src/plugins/citations/components';

const {formatter} = await loadCitations(process.cwd());
/** Text as a reader compares it: one space between words. */
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const entryText = (key: string) => normalise(load(`<p>${formatter.entries.get(key)!.html}</p>`)('p').text());

const pages = [...docsPages().filter((doc) => !doc.draft), ...blogPosts().filter((post) => !post.draft)].map((page) => {
  const source = readFileSync(page.file, 'utf8');
  return {...page, citations: extractCitations(parseMdx(page.file, source).tree as Root, source)};
});
const citing = pages.filter((page) => page.citations.length > 0);

test('each cited item reads as the style writes it, the locator as the owner wrote it, and the whole citation around it', () => {
  assert.ok(citing.length > 0, 'pages cite');
  for (const page of citing) {
    const $ = readRoute(page.permalink);
    for (const {citation, node, ids} of page.citations) {
      // A statement's source is shown in its block's brackets, without the style's own.
      const parts = formatter.citationParts(citation, {affixes: node.type !== 'mdxJsxAttribute'});
      for (const part of parts.filter((each) => each.item !== undefined)) {
        const item = citation.items[part.item!]!;
        const link = $(`a.citation[id="${ids[part.item!]}"]`);
        assert.equal(normalise(link.text()), normalise(part.text), `${page.permalink}: ${citation.source}`);
        if (item.locator) {
          assert.ok(link.text().includes(item.locator), `${page.permalink}: the locator "${item.locator}" as written`);
        }
      }
      const first = $(`a.citation[id="${ids[0]}"]`);
      const around = normalise(first.closest('p, li, span, td, h1, h2, h3, h4').text());
      assert.ok(around.includes(normalise(parts.map((part) => part.text).join(''))), `${page.permalink}: ${citation.source} reads whole`);
    }
  }
});

test('each page\'s "References" and the bibliography page give each entry as the style writes it', () => {
  for (const page of citing) {
    const $ = readRoute(page.permalink);
    for (const key of new Set(page.citations.flatMap(({citation}) => citation.items.map((item) => item.key)))) {
      assert.ok(normalise($(`section.references li[id="ref-${key}"]`).text()).startsWith(entryText(key)), `${page.permalink}: ${key}`);
    }
  }
  const $ = readRoute('/docs/bibliography');
  const listed = $(`li.${citationClasses.bibliographyEntry}`).toArray();
  assert.deepEqual(
    listed.map((item) => $(item).attr('id')),
    [...formatter.entries.keys()].map((key) => `ref-${key}`),
    "every entry, in the style's order",
  );
  for (const key of formatter.entries.keys()) {
    assert.ok(normalise($(`li[id="ref-${key}"]`).text()).startsWith(entryText(key)), `the bibliography page: ${key}`);
    assert.equal($(`li[id="ref-${key}"]`).attr('data-search-title'), formatter.entries.get(key)!.label, `${key}: its search title`);
  }
});

test("each print edition's bibliography gives its entries as the style writes them", () => {
  let editions = 0;
  for (const {route, $} of sitePages()) {
    const entries = $('section.print-bibliography li.print-bibliography-entry').toArray();
    if (!route.startsWith('/print/') || entries.length === 0) {
      continue;
    }
    editions += 1;
    for (const entry of entries) {
      const key = $(entry).attr('id')!.replace(/^bibliography-/, '');
      assert.ok(normalise($(entry).text()).startsWith(entryText(key)), `${route}: ${key}`);
    }
  }
  assert.ok(editions > 0, 'print editions list their sources');
});

test("a statement's citations read in the style in the statements search indexes, never as written", () => {
  const statements = JSON.parse(readFileSync(statementsFile(process.cwd()), 'utf8')) as Record<
    string,
    readonly {readonly html: string; readonly source?: string}[]
  >;
  const keys = [...formatter.entries.keys()];
  const raw = Object.values(statements)
    .flat()
    .flatMap(({html, source}) => [html, source ?? ''])
    .filter((text) => keys.some((key) => text.includes(`@${key}`)));
  assert.deepEqual(raw, [], 'citations left as written in statements');
});
