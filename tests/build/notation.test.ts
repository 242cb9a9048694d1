import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import type {CheerioAPI} from 'cheerio';
import {docsPages} from '../content';
import {fileForRoute, readRoute, routeExists, sitePages} from './site';

/** The declarations of notation a source file makes, in reading order, as the owner wrote them. */
function declarationsIn(file: string): {tex: string; meaning: string}[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/<Notation\s+tex="([^"]*)"\s*>([\s\S]*?)<\/Notation>/g)].map((match) => ({
    tex: match[1]!.trim(),
    meaning: match[2]!.trim(),
  }));
}

/** The words of a meaning outside its formulas, as a reader finds them in the list. */
const wordsOf = (meaning: string) =>
  meaning
    .replace(/\$[^$]*\$/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[A-Za-z'-]+[,:.]?$/.test(word))
    .map((word) => word.replace(/[,:.]$/, ''));

type Entry = {tex: string; meaning: string; href: string; isReference: boolean};

/** A list of notation's rows: each symbol's TeX (from its MathML), its meaning's text and its link. */
function entriesOf($: CheerioAPI): Entry[] {
  return $('tr.notation-entry')
    .toArray()
    .map((row) => {
      const cells = $(row).find('td');
      const link = cells.eq(2).find('a').first();
      return {
        tex: cells.eq(0).find('annotation[encoding="application/x-tex"]').first().text().trim(),
        meaning: cells.eq(1).clone().find('.katex').remove().end().text(),
        href: link.attr('href') ?? '',
        isReference: link.hasClass('cross-reference'),
      };
    });
}

const declaring = docsPages()
  .filter((doc) => !doc.draft)
  .map((doc) => ({...doc, declarations: declarationsIn(doc.file)}))
  .filter((doc) => doc.declarations.length > 0);
const listRoutes = sitePages()
  .map((page) => page.route)
  .filter((route) => route.startsWith('/notation/') && route !== '/notation/');
const lists = new Map(listRoutes.map((route) => [route, entriesOf(readRoute(route))]));
const pathOf = (href: string) => new URL(href, 'http://site/').pathname.replace(/\/$/, '');
const onPage = (entries: readonly Entry[], permalink: string) =>
  entries.filter((entry) => pathOf(entry.href) === permalink.replace(/\/$/, ''));

test('every page that declares notation has its symbols in one list of notation, in the order it introduces them', () => {
  assert.ok(declaring.length > 0, 'no page declares notation');
  for (const doc of declaring) {
    const holding = [...lists].filter(([, entries]) => onPage(entries, doc.permalink).length > 0);
    assert.equal(holding.length, 1, `${doc.file}: its notation is in ${holding.length} lists (${holding.map(([route]) => route).join(', ')})`);
    const entries = onPage(holding[0]![1], doc.permalink);
    assert.deepEqual(
      entries.map((entry) => entry.tex),
      doc.declarations.map((declaration) => declaration.tex),
      `${doc.file}: the symbols of ${holding[0]![0]}`,
    );
    for (const [index, declaration] of doc.declarations.entries()) {
      for (const word of wordsOf(declaration.meaning)) {
        assert.ok(entries[index]!.meaning.includes(word), `${doc.file}: "${declaration.tex}" lists "${entries[index]!.meaning}", without "${word}"`);
      }
    }
  }
});

test('each entry links to where its symbol is introduced: the block that declares it, previewed as a reference', () => {
  for (const [route, entries] of lists) {
    for (const entry of entries) {
      const url = new URL(entry.href, `http://site${route}`);
      const file = fileForRoute(url.pathname);
      assert.ok(file, `${route}: "${entry.tex}" links to ${entry.href}, which is no page`);
      const $ = readRoute(url.pathname);
      const target = $(`[id="${decodeURIComponent(url.hash.slice(1))}"]`);
      assert.equal(target.length, 1, `${route}: "${entry.tex}" links to ${entry.href}, which has no such anchor`);
      const declaration = target.is('[id^="notation-"]') || target.find('[id^="notation-"]').length > 0;
      assert.ok(declaration, `${route}: the target of "${entry.tex}" (${entry.href}) holds no declaration of notation`);
      if (target.hasClass('theorem-block')) {
        assert.ok(entry.isReference, `${route}: "${entry.tex}" links to its block without the block's preview`);
      }
    }
  }
});

test('the site has one list of all notation, in reading order, and every list is linked from the notes', () => {
  assert.ok(routeExists('/notation/'), 'no /notation/ page');
  const all = entriesOf(readRoute('/notation/'));
  const key = (entry: Entry) => `${pathOf(entry.href)} ${entry.tex}`;
  assert.equal(all.length, declaring.reduce((sum, doc) => sum + doc.declarations.length, 0));
  for (const [route, entries] of lists) {
    // A chapter's symbols stand together in the site's list, in the chapter's order.
    const start = all.findIndex((entry) => key(entry) === key(entries[0]!));
    assert.deepEqual(all.slice(start, start + entries.length).map(key), entries.map(key), `${route} in /notation/`);
  }
  const docs = sitePages().filter((page) => page.route.startsWith('/docs/'));
  const linked = (route: string) =>
    docs.some((page) => page.$(`article a[href]`).toArray().some((link) => pathOf(page.$(link).attr('href')!) === route.replace(/\/$/, '')));
  for (const route of [...lists.keys(), '/notation/']) {
    assert.ok(linked(route), `no notes page links to ${route}`);
  }
});

test('a list of notation can be narrowed by words, and says how many symbols it holds', () => {
  for (const route of [...lists.keys(), '/notation/']) {
    const $ = readRoute(route);
    assert.equal($('form[role="search"] input[type="search"]').length, 1, `${route}: no filter`);
    assert.match($('form[role="search"] [aria-live]').text(), new RegExp(`^${$('tr.notation-entry').length} symbols$`));
  }
});

test("each print edition lists the notation its pages declare after its contents, each definition's link within the document", () => {
  const editions = sitePages().filter((page) => page.route.startsWith('/print/'));
  const byPermalink = new Map(declaring.map((doc) => [doc.permalink.replace(/\/$/, ''), doc]));
  let withNotation = 0;
  for (const {route, $} of editions) {
    const pages = $('section.print-page[data-permalink]')
      .toArray()
      .map((section) => $(section).attr('data-permalink')!.replace(/\/$/, ''));
    const expected = pages.flatMap((permalink) => byPermalink.get(permalink)?.declarations.map((declaration) => declaration.tex) ?? []);
    const rows = $('tr.print-notation-entry').toArray();
    assert.deepEqual(
      rows.map((row) => $(row).find('annotation[encoding="application/x-tex"]').first().text().trim()),
      expected,
      `${route}: its list of notation`,
    );
    if (expected.length === 0) {
      continue;
    }
    withNotation += 1;
    assert.ok($('nav[aria-label="Contents"] + nav[aria-label="Notation"]').length === 1, `${route}: no list of notation after the contents`);
    for (const row of rows) {
      const href = $(row).find('a.print-notation-link').attr('href') ?? '';
      assert.match(href, /^#/, `${route}: a definition's link leaves the document (${href})`);
      assert.equal($(`[id="${decodeURIComponent(href.slice(1))}"]`).length, 1, `${route}: ${href} lands nowhere`);
    }
  }
  assert.ok(withNotation > 0, 'no print edition carries a list of notation');
});
