import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {load, type CheerioAPI} from 'cheerio';
import {SKIP, visit} from 'unist-util-visit';
import {blogPosts, docsPages} from '../content';
import {parseMdx} from '../../src/plugins/lib/parse-mdx';
import {typeset} from '../../src/plugins/maths/typeset';
import {unmarked, usesMacro} from '../../src/plugins/maths/marks';
import {withNumberColumn} from '../../src/plugins/maths/remark/display-numbers';
import {markLongPieces} from '../../src/plugins/maths/long-pieces';
import {prepareSpeech} from '../../src/plugins/maths/speech';
import {texToUnicode} from '../../src/plugins/maths/tex-text';
import {symbolKey} from '../../src/plugins/notation/table';
import {fileForRoute, readRoute, routeExists, sitePages} from './site';
import {statementClasses} from '../../src/plugins/cross-references/components';

// Formulas typeset here carry their speech, as the build's do (src/plugins/maths/speech.ts).
await prepareSpeech();

/** The declarations of notation a source file makes, in reading order, as the owner wrote them. */
function declarationsIn(file: string): {tex: string; meaning: string; macros: string[]}[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/<Notation\s+tex="([^"]*)"(?:\s+macro="([^"]*)")?\s*>([\s\S]*?)<\/Notation>/g)].map((match) => ({
    tex: match[1]!.trim(),
    meaning: match[3]!.trim(),
    macros: (match[2] ?? '').split(/[\s,]+/).filter(Boolean),
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
      if (target.hasClass(statementClasses.block)) {
        assert.ok(entry.isReference, `${route}: "${entry.tex}" links to its block without the block's preview`);
      }
    }
  }
});

test('the site has one list of all notation, in reading order, linked from the notes, and linking every other list', () => {
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
  const linksTo = ($: CheerioAPI, scope: string, route: string) =>
    $(`${scope} a[href]`)
      .toArray()
      .some((link) => pathOf($(link).attr('href')!) === route.replace(/\/$/, ''));
  assert.ok(
    docs.some((page) => linksTo(page.$, 'article', '/notation/')),
    'no notes page links to /notation/',
  );
  // A new chapter's list is reached from the site's list with no other change; an overview page may link it too.
  const site = readRoute('/notation/');
  for (const route of lists.keys()) {
    assert.ok(linksTo(site, 'main', route), `/notation/ does not link to ${route}`);
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

/** Each macro a declaration names, with the page and the symbol it points to. */
const declaredMacros = new Map(
  declaring.flatMap((doc) =>
    doc.declarations.flatMap((declaration) => declaration.macros.map((macro) => [macro, {doc, tex: declaration.tex}] as const)),
  ),
);

/** A formula's KaTeX as KaTeX writes it, for comparison with the built page's (whose minifier drops attribute quotes). */
const serialised = (html: string) => {
  const $ = load(html, null, false);
  return {mathml: $.html($('.katex-mathml').first()), html: $.html($('.katex-html').first())};
};

/** TeX as written and as typeset compared: spacing aside, and a label aside (the cross-references step makes it a number). */
const spaced = (tex: string) =>
  tex
    .replace(/\\(?:label|tag\*?)\{[^}]*\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The formulas of a page's source, as TeX, in the order written (not a declaration's: the lists show those). */
function formulasIn(file: string): string[] {
  const texts: string[] = [];
  visit(parseMdx(file, readFileSync(file, 'utf8')).tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      return node.name === 'Notation' ? SKIP : undefined;
    }
    if (node.type === 'inlineMath' || node.type === 'math') {
      texts.push(spaced(node.value));
    }
    return undefined;
  });
  return texts;
}

/** A script or prime on the macro's own symbol (`\\Rl^2`): marked, it would attach to the mark and move. */
const scripted = (tex: string, macro: string) => new RegExp(`${macro.replace(/\\/g, '\\\\')}\\s*[_^']`).test(tex);

test('every formula a page writes with a macro a declaration names marks its symbol, pointing to that declaration', () => {
  assert.ok(declaredMacros.size > 0, 'no declaration names a macro');
  const marked = new Set<string>();
  const pages = [...docsPages(), ...blogPosts()].filter((page) => !page.draft);
  for (const page of pages) {
    const uses = formulasIn(page.file).flatMap((tex) =>
      [...declaredMacros.keys()].filter((macro) => usesMacro(tex, macro)).map((macro) => ({tex, macro})),
    );
    if (uses.length === 0) {
      continue;
    }
    const $ = readRoute(page.permalink);
    const built = new Map<string, string[][]>();
    for (const formula of $('.katex').toArray()) {
      const tex = spaced($(formula).find('annotation[encoding="application/x-tex"]').first().text());
      const marks = $(formula)
        .find('[data-notation]')
        .toArray()
        .map((mark) => `\\${$(mark).attr('data-notation')}`);
      built.set(tex, [...(built.get(tex) ?? []), marks]);
    }
    for (const {tex, macro} of uses) {
      const typeset = built.get(tex) ?? [];
      assert.ok(typeset.length > 0, `${page.file}: "${tex}" is not in the built page`);
      if (!scripted(tex, macro)) {
        assert.ok(
          typeset.some((marks) => marks.includes(macro)),
          `${page.file}: "${tex}" uses ${macro}, and its symbol is not marked`,
        );
        marked.add(macro);
      }
    }
  }
  // Each mark points to its declaration: listed, with a link to where its symbol is introduced (checked above).
  for (const macro of marked) {
    const {doc, tex} = declaredMacros.get(macro)!;
    const entry = [...lists.values()].flat().find((candidate) => candidate.tex === tex && pathOf(candidate.href) === pathOf(doc.permalink));
    assert.ok(entry, `${macro}: its declaration "${tex}" (${doc.file}) is in no list of notation`);
  }
  assert.ok(marked.size > 0, 'no formula uses a macro a declaration names');
});

test('a marked formula reads and looks as unmarked: the same MathML, the same HTML once its marks are taken out', () => {
  let compared = 0;
  for (const {route, html, $} of sitePages()) {
    if (!html.includes('data-notation')) {
      continue;
    }
    for (const formula of $('.katex:has([data-notation])').toArray()) {
      const tex = $(formula).find('annotation[encoding="application/x-tex"]').first().text();
      for (const mark of $(formula).find('[data-notation]').toArray()) {
        const macro = `\\${$(mark).attr('data-notation')}`;
        assert.ok(declaredMacros.has(macro), `${route}: "${tex}" marks ${macro}, which no declaration names`);
      }
      // As the maths step writes it unmarked: a numbered display with its number in a column of its own,
      // an inline formula with its pieces that could be wider than a phone's line marked as such.
      const display = $(formula).parent().is('.katex-display');
      const unmarkedFormula = typeset(tex, {display});
      const plain = serialised(display ? withNumberColumn(unmarkedFormula) : markLongPieces(unmarkedFormula));
      assert.equal($.html($(formula).children('.katex-mathml')), plain.mathml, `${route}: "${tex}": the MathML differs from the unmarked formula's`);
      assert.equal(
        unmarked($.html($(formula).children('.katex-html'))),
        plain.html,
        `${route}: "${tex}": without its marks, the HTML differs from the unmarked formula's`,
      );
      compared += 1;
    }
  }
  assert.ok(compared > 0, 'no marked formula in the build');
});

test('no list of notation gives one symbol two meanings, however its TeX is spelt', () => {
  const clashes: string[] = [];
  for (const [route, entries] of lists) {
    const first = new Map<string, Entry>();
    for (const entry of entries) {
      const key = symbolKey(texToUnicode(entry.tex));
      const earlier = first.get(key);
      if (!earlier) {
        first.set(key, entry);
      } else if (earlier.meaning.trim().toLowerCase() !== entry.meaning.trim().toLowerCase()) {
        clashes.push(`${route}: "${earlier.tex}" is "${earlier.meaning.trim()}" and "${entry.tex}" is "${entry.meaning.trim()}"`);
      }
    }
  }
  assert.ok(lists.size > 0, 'the build has lists of notation');
  assert.deepEqual(clashes, [], 'rename one of the two symbols, or give both the same meaning');
});

test('every page that declares notation links, in its article, to the list of notation that holds its symbols', () => {
  const missing: string[] = [];
  for (const doc of declaring) {
    const holding = [...lists].find(([, entries]) => onPage(entries, doc.permalink).length > 0);
    assert.ok(holding, `${doc.file}: its notation is in no list`);
    const $ = readRoute(doc.permalink);
    const links = $('article a[href]')
      .toArray()
      .filter((link) => pathOf($(link).attr('href')!) === holding[0].replace(/\/$/, ''));
    if (links.length === 0) {
      missing.push(`${doc.permalink} (${holding[0]})`);
    }
  }
  assert.deepEqual(missing, [], 'pages that declare notation without a link to their list');
});
