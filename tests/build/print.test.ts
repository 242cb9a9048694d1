/**
 * The print editions (src/plugins/print): every published mathematics page and every post is in
 * exactly one edition, found from the sources (a chapter folder's pages together); each edition
 * holds every result of its pages with the same number, shows its solutions, leaves the sidebar
 * and the previews' buttons out, lists what its pages cite in one bibliography at its end, and is
 * linked from its pages. Its PDF is checked with the build that printed it (./pdfs.test.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {blogPosts, docsPages} from '../content';
import {extractCitations} from '../../src/plugins/citations/extract';
import {parseMdx} from '../../src/plugins/lib/parse-mdx';
import {byId, readRoute, routeExists} from './site';
import {statementClasses} from '../../src/plugins/cross-references/components';
import {printClasses} from '../../src/plugins/lib/print-context';

/** The edition a page belongs to, by the rule of src/plugins/print/documents.ts, written again from the sources. */
function editionOf(file: string, permalink: string): string {
  const folders = path.posix.dirname(file).split('/');
  return folders.length >= 4 ? `/print/${folders.slice(0, 4).join('/')}/` : `/print${permalink.replace(/\/?$/, '/')}`;
}

const pages = [
  ...docsPages().filter((doc) => !doc.draft && doc.file.startsWith('docs/mathematics/')),
  ...blogPosts().filter((post) => !post.draft),
].map((page) => ({...page, edition: editionOf(page.file, page.permalink)}));
const editions = [...new Set(pages.map((page) => page.edition))];

/** Each numbered block of a built page: its kind and number as shown, e.g. "Lemma 32". */
function results(route: string): string[] {
  const $ = readRoute(route);
  return $(`.${statementClasses.block}`)
    .map((_, block) => $(block).find('p').first().find('span').first().text().trim())
    .get();
}

test('every published mathematics page and post has its print edition, which its page links to', () => {
  assert.ok(editions.length > 0);
  for (const page of pages) {
    assert.ok(routeExists(page.edition), `${page.file}: no print edition at ${page.edition}`);
    const $ = readRoute(page.permalink);
    assert.equal($(`a[href="${page.edition}"]`).length, 1, `${page.permalink} links to ${page.edition}`);
  }
});

test('an edition holds its pages in reading order, each result numbered as on its page, solutions shown, no sidebar', () => {
  for (const edition of editions) {
    const $ = readRoute(edition);
    const collected = $(`.${printClasses.page}`).map((_, section) => $(section).attr('data-permalink')).get();
    const expected = pages.filter((page) => page.edition === edition).map((page) => page.permalink);
    assert.deepEqual([...collected].sort(), [...expected].sort(), `${edition} collects its pages`);
    for (const [index, permalink] of collected.entries()) {
      const section = $(`.${printClasses.page}`).eq(index);
      const shown = section.find(`.${statementClasses.block}`).map((_, block) => $(block).find('p').first().find('span').first().text().trim()).get();
      assert.deepEqual(shown, results(permalink), `${edition}: the results of ${permalink}, with their numbers`);
    }
    const solutions = collected.reduce((sum, permalink) => sum + readRoute(permalink)(`.${statementClasses.solution}`).length, 0);
    assert.equal($(`.${printClasses.page} .${statementClasses.solution}`).length, solutions, `${edition}: every solution of its pages`);
    // Paper cannot unfold: nothing in an edition is folded, whatever wrote it (a solution, a long
    // "Used in" list, a <details> in the MDX).
    assert.equal($(`.${printClasses.document} details`).length, 0, `${edition}: solutions and every other block shown, not folded`);
    assert.equal($('.theme-doc-sidebar-container').length, 0, `${edition}: no docs sidebar`);
    assert.equal($('meta[name="robots"][content="noindex"]').length, 1, `${edition}: not for search engines`);
    const ids = $('[id]').map((_, element) => $(element).attr('id')).get();
    assert.deepEqual(ids.filter((id, at) => ids.indexOf(id) !== at), [], `${edition}: every anchor is unique in the document`);
  }
});

test('a reference to a result of the same edition links within it; one to a result elsewhere names its page and address', () => {
  let inside = 0;
  let outside = 0;
  for (const edition of editions) {
    const $ = readRoute(edition);
    $(`.${printClasses.page} a.${statementClasses.reference}`).each((_, link) => {
      const href = $(link).attr('href')!;
      if (href.startsWith('#')) {
        inside += 1;
        assert.equal(byId($, href.slice(1)).length, 1, `${edition}: ${href} lands in the document`);
      } else {
        outside += 1;
        assert.match($(link).next(`.${printClasses.referenceAddress}`).text(), /https?:\/\/\S+/, `${edition}: ${href} prints its address`);
      }
    });
  }
  assert.ok(inside > 0, 'references within an edition');
  assert.ok(outside > 0, 'references to other pages');
});

/** The keys a page's source cites, one per citation, in reading order (as the citations plugin reads them). */
function citedKeys(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return extractCitations(parseMdx(file, source).tree as Root, source).flatMap(({citation}) =>
    citation.items.map((item) => item.key),
  );
}

test('an edition whose pages cite ends with one bibliography: each citation links to its entry there, which links back to every citation', () => {
  let citing = 0;
  for (const edition of editions) {
    const $ = readRoute(edition);
    const collected = $(`.${printClasses.page}`).map((_, section) => $(section).attr('data-permalink')).get();
    const keys = collected.flatMap((permalink) => citedKeys(pages.find((page) => page.permalink === permalink)!.file));
    const bibliography = $(`.${printClasses.document} > section.${printClasses.bibliography}`);
    // No page keeps a "References" of its own: the document lists its sources once.
    assert.equal($(`.${printClasses.page} section.references`).length, 0, `${edition}: no "References" after a page`);
    if (keys.length === 0) {
      assert.equal(bibliography.length, 0, `${edition} cites nothing: no bibliography`);
      continue;
    }
    citing += 1;
    assert.equal(bibliography.length, 1, `${edition}: one bibliography`);
    // After the pages and the bibliography, only the index of their terms (src/plugins/index-of-terms), as in a book.
    assert.deepEqual(
      bibliography
        .nextAll()
        .toArray()
        .map((element) => $(element).attr('class')?.includes('print-index') ?? false),
      bibliography.nextAll().length > 0 ? [true] : [],
      `${edition}: the bibliography ends the document, or comes just before its index`,
    );
    assert.equal($('nav[aria-label="Contents"] a[href="#bibliography"]').length, 1, `${edition}: the contents list the bibliography`);
    const citations = $(`.${printClasses.page} a.citation`).toArray();
    assert.deepEqual(
      citations.map((link) => $(link).attr('href')),
      keys.map((key) => `#bibliography-${key}`),
      `${edition}: each citation links to its entry in the bibliography`,
    );
    assert.deepEqual(
      bibliography
        .find(`li.${printClasses.bibliographyEntry}`)
        .map((_, entry) => $(entry).attr('id'))
        .get()
        .sort(),
      [...new Set(keys)].map((key) => `bibliography-${key}`).sort(),
      `${edition}: the bibliography lists exactly the sources its pages cite`,
    );
    for (const key of new Set(keys)) {
      const back = bibliography
        .find(`li[id="bibliography-${key}"] a.${printClasses.bibliographyLink}`)
        .map((_, link) => $(link).attr('href'))
        .get();
      const places = citations.filter((link) => $(link).attr('href') === `#bibliography-${key}`).map((link) => `#${$(link).attr('id')}`);
      assert.deepEqual(back, places, `${edition}: the entry ${key} links back to each of its citations, in reading order`);
    }
  }
  assert.ok(citing > 0, 'an edition cites');
});

test('an edition whose pages declare notation lists its list of notation in its contents, first', () => {
  let declaring = 0;
  for (const edition of editions) {
    const $ = readRoute(edition);
    const contents = $('nav[aria-label="Contents"] a.print-contents-link').map((_, link) => $(link).attr('href')).get();
    if ($('.print-notation-entry').length === 0) {
      assert.ok(!contents.includes('#notation'), `${edition} declares no notation: none in its contents`);
      continue;
    }
    declaring += 1;
    assert.equal(byId($, 'notation').find('.print-notation-entry').length, $('.print-notation-entry').length, `${edition}: the list has its id`);
    assert.equal(contents[0], '#notation', `${edition}: the contents list the notation first`);
  }
  assert.ok(declaring > 0, 'an edition declares notation');
});
