import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {byId, fileForRoute, isPrintEdition, sitePages, statementOf} from './site';
import {statementClasses} from '../../src/plugins/cross-references/components';
import {findPlainCitations, findProseProblems} from '../../src/plugins/cross-references/citations/report';
import {parseCitations} from '../../src/plugins/citations/syntax';

type Page = {readonly route: string; readonly $: CheerioAPI};

// The site's own pages; the print editions, which collect them, have their own checks (print.test.ts).
const pages: Page[] = sitePages()
  .filter(({route}) => !isPrintEdition(route))
  .map(({route, $}) => ({route, $}));
const byPath = new Map(pages.map((page) => [fileForRoute(page.route), page]));

/** The page a link leads to and the element its fragment names, as a static host would serve them. */
function resolve(from: string, href: string): {page: Page | undefined; target: ReturnType<CheerioAPI> | undefined} {
  const url = new URL(href, `http://site${from}`);
  const page = byPath.get(fileForRoute(decodeURIComponent(url.pathname)));
  const id = decodeURIComponent(url.hash.slice(1));
  const target = page && id ? byId(page.$, id) : undefined;
  return {page, target};
}

const references = pages.flatMap((page) =>
  page.$('article a.cross-reference')
    .toArray()
    .map((element) => ({
      page,
      href: page.$(element).attr('href') ?? '',
      id: page.$(element).attr('id') ?? '',
      text: page.$(element).text(),
      owner: statementOf(page.$, element),
    })),
);

test('references: at least 250, on at least 12 pages, 60 results cited from another page, 10 equations', () => {
  const citingPages = new Set(references.map((reference) => reference.page.route));
  const crossPageTargets = new Set(
    references
      .filter((reference) => new URL(reference.href, `http://site${reference.page.route}`).pathname !== reference.page.route)
      .map((reference) => new URL(reference.href, `http://site${reference.page.route}`).href),
  );
  const equationTargets = new Set(references.filter((reference) => reference.href.includes('#eq:')).map((reference) => reference.href));
  assert.ok(references.length >= 250, `${references.length} references`);
  assert.ok(citingPages.size >= 12, `${citingPages.size} pages with references`);
  assert.ok(crossPageTargets.size >= 60, `${crossPageTargets.size} results referenced from another page`);
  assert.ok(equationTargets.size >= 10, `${equationTargets.size} labelled equations referenced`);
});

test('every reference leads to its target, says what it is, and carries its own anchor', () => {
  const failures: string[] = [];
  for (const reference of references) {
    const {target} = resolve(reference.page.route, reference.href);
    if (!target || target.length !== 1) {
      failures.push(`${reference.page.route}: ${reference.href} has no single target`);
      continue;
    }
    if (!/^cite-.+-\d+$/.test(reference.id)) {
      failures.push(`${reference.page.route}: reference to ${reference.href} has no cite- anchor`);
    }
    if (reference.text.trim() === '') {
      failures.push(`${reference.page.route}: empty reference text for ${reference.href}`);
    }
    // Text the build wrote for an author who gave none: the target's current kind and number.
    const isBlock = target.hasClass(statementClasses.block);
    if (isBlock && /^(Definition|Theorem|Lemma|Proposition|Corollary|Example|Remark|Exercise) \d+$/.test(reference.text)) {
      const label = target.find('p').first().text();
      if (!label.startsWith(reference.text)) {
        failures.push(`${reference.page.route}: "${reference.text}" points to a block labelled "${label.slice(0, 40)}"`);
      }
    }
    if (!isBlock && /^\(\d+\)$/.test(reference.text) && target.attr('data-equation-number') !== reference.text.slice(1, -1)) {
      failures.push(`${reference.page.route}: "${reference.text}" points to equation ${target.attr('data-equation-number')}`);
    }
  }
  assert.deepEqual(failures, []);
});

/**
 * Text that names a result by a number: a kind (or a paper's "Problem") with a number, "Theorem 23.3",
 * "Lemmas 13.2", "§13, Exercise 3", "Problem A2", or a number alone, "23.5", "(3)".
 */
const namesByNumber =
  /\b(?:Definition|Theorem|Lemma|Proposition|Corollar(?:y|ies)|Example|Remark|Exercise|Problem|Equation)s?\s+\(?[A-Z]?\d|^§?\s?\(?[A-Z]?\d+(?:\.\d+)*[a-z]?\)?$/i;

/** The name a reader sees on a block or a labelled equation: "Theorem 5" in its header, "(3)" in its tag. */
function nameOf(target: ReturnType<CheerioAPI>): string | undefined {
  if (target.hasClass(statementClasses.block)) {
    return target.children('p').first().children('span').first().text().trim();
  }
  const number = target.attr('data-equation-number');
  return number === undefined ? undefined : `(${number})`;
}

test('a result has one name: a reference or a "Used in" entry that names it by a number names it as its block does, on the pages and in the print editions', () => {
  const everyPage: Page[] = sitePages().map(({route, $}) => ({route, $}));
  const byFile = new Map(everyPage.map((page) => [fileForRoute(page.route), page]));
  const targetOf = (from: string, href: string) => {
    const url = new URL(href, `http://site${from}`);
    const page = byFile.get(fileForRoute(decodeURIComponent(url.pathname)));
    const id = decodeURIComponent(url.hash.slice(1));
    return page && id ? {page, element: byId(page.$, id)} : undefined;
  };
  const failures: string[] = [];
  let named = 0;
  for (const page of everyPage) {
    page.$('a.cross-reference').each((_, link) => {
      const text = page.$(link).text().replace(/\s+/g, ' ').trim();
      if (!namesByNumber.test(text)) {
        return;
      }
      named += 1;
      const href = page.$(link).attr('href') ?? '';
      const target = targetOf(page.route, href);
      const name = target?.element.length === 1 ? nameOf(target.element) : undefined;
      // A list that names a result with its title ("Definition 12 (Subspace topology)", the lists of notation) names it so too.
      if (text !== name && !(name && text.startsWith(`${name} (`))) {
        failures.push(`${page.route}: a reference reads "${text}", its target ${href} is named "${name}"`);
      }
    });
    // "Used in: Theorem 8, proof of Theorem 9": the citing block's name.
    page.$(`.${statementClasses.usedIn} a:not(.${statementClasses.usedInGraph})`).each((_, link) => {
      const text = page.$(link).text().replace(/\s+/g, ' ').trim();
      const citing = /^(?:proof of |solution of )?(.+)$/.exec(text)![1]!;
      if (!namesByNumber.test(citing)) {
        return;
      }
      named += 1;
      const href = page.$(link).attr('href') ?? '';
      const target = targetOf(page.route, href);
      const owner = target?.element.length === 1 ? statementOf(target.page.$, target.element[0]!) : undefined;
      // A proof's `data-proof-of` is the label as written; in a print edition the block's anchor carries its page's prefix.
      const prefix = /^(p\d+-)/.exec(target?.element.attr('id') ?? '')?.[1] ?? '';
      const block = [owner, `${prefix}${owner}`].map((id) => byId(target!.page.$, id ?? '')).find((found) => found.length === 1);
      const name = owner === undefined || !block ? undefined : nameOf(block);
      if (citing !== name) {
        failures.push(`${page.route}: "Used in" reads "${text}", the citing block at ${href} is named "${name}"`);
      }
    });
  }
  assert.ok(named > 0, 'no reference names a result by a number');
  assert.deepEqual(failures, []);
});

test('labelled equations show their number, and each referenced block lists where it is used, in the static HTML', () => {
  const failures: string[] = [];
  for (const page of pages) {
    page.$('[data-equation-number]').each((_, element) => {
      const tag = page.$(element).find('.katex-html .tag').text();
      if (tag !== `(${page.$(element).attr('data-equation-number')})`) {
        failures.push(`${page.route}#${page.$(element).attr('id')}: shows "${tag}"`);
      }
    });
  }
  const referencedBlocks = new Map<string, Set<string>>();
  for (const reference of references) {
    const {page, target} = resolve(reference.page.route, reference.href);
    // A result recalled in its own statement or proof is not used there (the next test).
    const recalled = page === reference.page && target?.attr('id') === reference.owner;
    if (page && target?.hasClass(statementClasses.block) && !recalled) {
      const key = `${page.route}#${target.attr('id')}`;
      referencedBlocks.set(key, (referencedBlocks.get(key) ?? new Set()).add(reference.page.route));
    }
  }
  assert.ok(referencedBlocks.size > 0);
  for (const [key, citingRoutes] of referencedBlocks) {
    const [route, id] = key.split('#') as [string, string];
    const page = pages.find((candidate) => candidate.route === route)!;
    const usedIn = byId(page.$, id).children(`.${statementClasses.usedIn}`);
    if (usedIn.length !== 1) {
      failures.push(`${key}: no "Used in" list`);
      continue;
    }
    const links = usedIn.find('a').toArray();
    const landed = new Set<string>();
    for (const link of links) {
      const href = page.$(link).attr('href') ?? '';
      const {page: citing, target} = resolve(route, href);
      if (!citing || target?.length !== 1) {
        failures.push(`${key}: backlink ${href} leads nowhere`);
      } else {
        landed.add(citing.route);
      }
    }
    for (const citing of citingRoutes) {
      if (!landed.has(citing)) {
        failures.push(`${key}: cited on ${citing}, but "Used in" does not say so`);
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('no result is listed as used in its own statement or proof', () => {
  const failures: string[] = [];
  for (const page of pages) {
    page.$(`.${statementClasses.block}[id]`).each((_, block) => {
      const id = page.$(block).attr('id')!;
      page
        .$(block)
        .children(`.${statementClasses.usedIn}`)
        .find('a')
        .each((_, link) => {
          const {page: citing, target} = resolve(page.route, page.$(link).attr('href') ?? '');
          const citedFrom = target?.length ? statementOf(citing!.$, target[0]!) : undefined;
          if (citing === page && (target?.attr('id') === id || citedFrom === id)) {
            failures.push(`${page.route}#${id}: "Used in" lists ${page.$(link).text()}`);
          }
        });
    });
  }
  assert.deepEqual(failures, []);
});

test('the results index lists every numbered result of the published site, each linked to it', () => {
  const index = byPath.get(fileForRoute('/docs/results'));
  assert.ok(index, 'the results index exists at /docs/results');
  const rows = index.$('article table tbody tr')
    .toArray()
    .map((row) => index.$(row).find('a').first());
  // A result is known by the file that serves it and its anchor.
  const key = (from: string, href: string) => {
    const url = new URL(href, `http://site${from}`);
    return `${fileForRoute(decodeURIComponent(url.pathname))}${decodeURIComponent(url.hash)}`;
  };
  const listed = new Set(rows.map((link) => key('/docs/results', link.attr('href') ?? '')));
  const blocks = pages
    .filter((page) => page !== index)
    .flatMap((page) =>
      page.$(`article .${statementClasses.block}[data-kind]`)
        .toArray()
        .map((block) => ({page, block: page.$(block)})),
    );
  assert.ok(blocks.length >= 300, `${blocks.length} blocks`);
  const missing = blocks
    .map(({page, block}) => key(page.route, `#${block.attr('id')}`))
    .filter((href) => !listed.has(href));
  assert.deepEqual(missing, []);
  assert.equal(rows.length, blocks.length);
  for (const link of rows) {
    const text = link.text();
    const {target} = resolve('/docs/results', link.attr('href') ?? '');
    assert.ok(target?.length === 1 && target.find('p').first().text().startsWith(text), `${link.attr('href')}: ${text}`);
  }
  // Linked from the notes' home and from the sidebar of every doc.
  const home = byPath.get(fileForRoute('/docs/home'))!;
  assert.ok(home.$('article a[href="/docs/results"]').length > 0, 'the notes home links to the index');
  assert.ok(home.$('nav.menu a[href="/docs/results"]').length > 0, 'the sidebar links to the index');
});

test('every result in the results index has a title a reader can scan, not its number alone', () => {
  const index = byPath.get(fileForRoute('/docs/results'))!;
  const {$} = index;
  const rows = $('article table tbody tr').toArray();
  assert.ok(rows.length > 0, 'the index lists results');
  const untitled = rows
    .filter((row) => !/\p{L}/u.test($(row).find('td').eq(1).text()))
    .map((row) => {
      const link = $(row).find('a').first();
      const page = $(row).closest('table').parent().prevAll('h3').first().text();
      return `${page}: ${link.text()} (${link.attr('href')})`;
    });
  // `npm run build`, `npm start` and `npm run check:mdx` name each at its file:line:col.
  assert.deepEqual(untitled, [], 'give each a title="…" saying what it states');
});

test('no citation of a result the site states is left as plain text, except those allowed with a reason', async () => {
  const {unexpected, stale} = await findPlainCitations(path.resolve('.'));
  assert.deepEqual(
    unexpected.map((citation) => `${citation.file}:${citation.line}:${citation.column}: ${citation.text}`),
    [],
    'run `npm run check:citations` for the list',
  );
  assert.deepEqual(stale, []);
});

test("no published page names a book's number outside a citation, names an author twice, cites inside parentheses or writes a range of sections another way", async () => {
  // A bare number is the site's own (Theorem 16); a book's comes with its book ([@munkres2000, Theorem 18.4]).
  const {problems, stale} = await findProseProblems(path.resolve('.'), (text) => parseCitations(text));
  assert.deepEqual(
    problems.map((problem) => `${problem.file}:${problem.line}:${problem.column}: ${problem.kind}: ${problem.text}`),
    [],
    'run `npm run check:citations` for the list, with what to write instead',
  );
  assert.deepEqual(stale, []);
});
