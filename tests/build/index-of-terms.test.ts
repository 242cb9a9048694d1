/**
 * The index of terms as built (src/plugins/index-of-terms): the terms the topology chapters' definitions
 * define, read from their sources here, each in the index page and in its chapter's print edition, its
 * definition first and in bold, every place a link that lands.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {docsPages} from '../content';
import {indexClasses} from '../../src/plugins/index-of-terms/components';
import {foldForMatching} from '../../src/plugins/lib/spelling';
import {prepareForIndex, readableText} from '../../src/plugins/maths/html-text';
import {mathToText} from '../../src/plugins/maths/tex-text';
import {byId, readRoute, routeExists, sitePages} from './site';

type SourceTerm = {term: string; defines: boolean; title: string | undefined};

/** The terms a definition's source defines, as its author wrote them: <Index> terms, emphasised words, else its title. */
function definitionTerms(block: string, title: string | undefined): SourceTerm[] {
  // Formulas aside while emphasis is read (an asterisk in TeX is no emphasis), put back in the terms.
  const formulas: string[] = [];
  let body = block
    .replace(/<Notation\b[\s\S]*?<\/Notation>/g, '')
    .replace(/\$[^$]*\$/g, (formula) => `\uE000${formulas.push(formula) - 1}\uE000`);
  const restore = (text: string) => text.replace(/\uE000(\d+)\uE000/g, (_, index: string) => formulas[Number(index)]!);
  const terms: SourceTerm[] = [];
  body = body.replace(/<Index\b([^>]*?)(\/>|>[\s\S]*?<\/Index>)/g, (_, attributes: string, rest: string) => {
    const named = /\bterm="([^"]*)"/.exec(restore(attributes))?.[1] ?? restore(rest.replace(/^>|<\/Index>$/g, '').replace(/\*/g, ''));
    terms.push({term: named.trim(), defines: !/\b(mention|see|seeAlso)\b/.test(attributes), title});
    return '';
  });
  for (const match of body.matchAll(/\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g)) {
    const words = restore(match[1] ?? match[2]!).replace(/\s+/g, ' ').trim();
    if (/\p{L}/u.test(words) && !/^\(.*\)$/.test(words)) {
      terms.push({term: words, defines: true, title});
    }
  }
  return terms.length === 0 && title ? [{term: title, defines: true, title}] : terms;
}

const chapters = docsPages().filter((doc) => !doc.draft && /\/munkres-topology-self-study\/chapt-\d+\//.test(doc.file));
const defined = chapters.flatMap((doc) =>
  [...readFileSync(doc.file, 'utf8').matchAll(/<Definition\b([^>]*)>([\s\S]*?)<\/Definition>/g)].flatMap((match) =>
    definitionTerms(match[2]!, /\btitle="([^"]*)"/.exec(match[1]!)?.[1]).map((term) => ({...term, doc})),
  ),
);

/** A term as the index compares it: its formulas' readable text, case and accents aside. */
const key = (term: string) => foldForMatching(mathToText(term)).replace(/\s+/g, ' ').trim();

/** The main entry of a term written "main, sub" (a comma outside formulas), and its sub-entry. */
function entryOf(term: string): {main: string; sub: string | undefined} {
  const comma = term.replace(/\$[^$]*\$/g, (formula) => 'x'.repeat(formula.length)).indexOf(',');
  return comma === -1 ? {main: term, sub: undefined} : {main: term.slice(0, comma), sub: term.slice(comma + 1).trim()};
}

/** Each line of an index (an entry or sub-entry, `selector`): its term's readable text, folded, and the line. */
function lines($: CheerioAPI, selector: string) {
  return $(selector)
    .toArray()
    .map((line) => {
      // The term, read as search reads a formula (its MathML as text), in a copy: the page stays as built.
      const $term = load($.html($(line).children('span').first()), null, false);
      prepareForIndex($term);
      return {text: key(readableText($term, $term.root().contents().toArray())), line: $(line)};
    });
}

/** The page that shows the index: its entries' class, not a print edition's (`print-index-entry`). */
const indexPage = sitePages().find(({html}) => new RegExp(`(?<![\\w-])${indexClasses.entry}\\b`).test(html));

test('the topology chapters define terms, and the site has an index page', () => {
  assert.ok(defined.length > 20, 'the topology chapters define terms');
  assert.ok(indexPage, 'a page shows the index of terms');
});

test("every term a topology chapter's definition defines is in the index, its definition first and in bold, landing on it", () => {
  const $ = indexPage!.$;
  const entries = lines($, `li.${indexClasses.entry}`);
  const missing: string[] = [];
  for (const {term, defines, doc} of defined) {
    const {main, sub} = entryOf(term);
    const entry = entries.find(({text}) => text === key(main));
    const line = sub
      ? entry && lines($, `li.${indexClasses.entry} li.${indexClasses.subentry}`).find(({text, line: each}) => text === key(sub) && entry.line.find(each as Cheerio<Element>).length > 0)
      : entry;
    if (!line) {
      missing.push(`${doc.file}: "${term}"`);
      continue;
    }
    // The line's own places (not its sub-entries').
    const own = line.line.clone();
    own.find('ul').remove();
    const links = own.find(`a.${indexClasses.locator}`).toArray();
    const onPage = links.filter((link) => $(link).attr('href')!.startsWith(`${doc.permalink.replace(/\/$/, '')}/#`) || $(link).attr('href')!.startsWith(`${doc.permalink}#`));
    assert.ok(onPage.length > 0, `${doc.file}: "${term}" leads to its page`);
    if (defines) {
      const first = $(links[0]);
      assert.ok(first.parent().is(`strong.${indexClasses.definition}`), `"${term}": its first place is in bold, its definition`);
      const href = first.attr('href')!;
      const [path, anchor] = href.split('#');
      const target = byId(readRoute(path!), decodeURIComponent(anchor!));
      assert.equal(target.attr('data-kind'), 'definition', `${href}: "${term}" leads to a definition`);
      const words = key(term).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 3);
      const text = key(target.text());
      assert.ok(
        words.some((word) => text.includes(word.slice(0, 5))),
        `${href}: the definition "${term}" leads to has its words`,
      );
    }
  }
  assert.deepEqual(missing, [], 'terms the chapters define that the index lacks');
});

test('every place the index links is on its page; each chapter that defines terms ends its print edition with their index', () => {
  const $ = indexPage!.$;
  const broken: string[] = [];
  for (const link of $(`a.${indexClasses.locator}`).toArray()) {
    const [path, anchor] = $(link).attr('href')!.split('#');
    if (!routeExists(path!) || byId(readRoute(path!), decodeURIComponent(anchor!)).length === 0) {
      broken.push($(link).attr('href')!);
    }
  }
  assert.deepEqual(broken, []);
  const byChapter = new Map<string, typeof defined>();
  for (const term of defined) {
    const chapter = /\/(chapt-\d+)\//.exec(term.doc.file)![1]!;
    byChapter.set(chapter, [...(byChapter.get(chapter) ?? []), term]);
  }
  for (const [chapter, terms] of byChapter) {
    const route = sitePages().find(({route: each}) => each.startsWith('/print/') && each.includes(`/${chapter}/`))?.route;
    assert.ok(route, `${chapter} has a print edition`);
    const $print = readRoute(route);
    const index = $print('section.print-index');
    assert.equal(index.length, 1, `${route} ends with an index`);
    assert.equal(index.nextAll().length, 0, `${route}: the index is last`);
    const printed = lines($print, `section.print-index li.${indexClasses.printEntry}`).map(({text}) => text);
    for (const {term} of terms) {
      const {main, sub} = entryOf(term);
      assert.ok(printed.includes(key(sub ?? main)), `${route}: the index has "${term}"`);
    }
  }
});
