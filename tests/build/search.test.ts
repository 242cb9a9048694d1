import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {buildDir, readRoute, sitePages} from './site';
import {docsPages} from '../content';
import {mathText, texToUnicode} from '../../src/plugins/maths/tex-text';
import {readBibliography} from '../../src/plugins/citations/bibliography';
import {citationSettings} from '../../src/data/citations';
import {extractNotation} from '../../src/plugins/notation/extract';
import {parseMdx} from '../../src/plugins/lib/parse-mdx';
import {foldForMatching} from '../../src/plugins/lib/spelling';
import {statementClasses} from '../../src/plugins/cross-references/components';

/** Budget of a first search, compressed (the target: 150 kB on top of the page). */
const firstSearchBudget = 150 * 1024;

const indexDir = path.join(buildDir, 'pagefind');

interface Record {
  url: string;
  content: string;
  meta: {title?: string; kind?: string; page?: string; target?: string};
}

/** Every record of the index, read from Pagefind's fragments (gzipped JSON behind a signature). */
const records: Record[] = readdirSync(path.join(indexDir, 'fragment')).map((file) => {
  const text = gunzipSync(readFileSync(path.join(indexDir, 'fragment', file))).toString('utf8');
  return JSON.parse(text.replace(/^pagefind_dcd/, '')) as Record;
});

/** The records of each page, by route. */
const recordsByPage = new Map<string, Record[]>();
for (const record of records) {
  const route = record.url.split('#')[0]!;
  recordsByPage.set(route, [...(recordsByPage.get(route) ?? []), record]);
}

const sitemapRoutes = new Set(
  [...readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
);

/** What a static host sends for a file: compressed, unless Pagefind compressed it already. */
function sentBytes(file: string): number {
  const content = readFileSync(file);
  return content[0] === 0x1f && content[1] === 0x8b ? content.length : gzipSync(content).length;
}

test('the index covers the notes and the blog, one record per page opening, section and statement', () => {
  const pages = new Set(records.map((record) => record.url.split('#')[0]!));
  assert.ok([...pages].some((url) => url.startsWith('/docs/mathematics/')), 'notes indexed');
  assert.ok([...pages].some((url) => url.startsWith('/blog/')), 'blog posts indexed');
  assert.ok(records.filter((record) => record.meta.kind === 'statement').length > 300, 'statements indexed');
  const urls = records.map((record) => record.url);
  assert.deepEqual(urls.filter((url, index) => urls.indexOf(url) !== index), [], 'a URL indexed twice');
});

test('only content pages are indexed: no drafts, lists, tags, authors or archive', () => {
  const offenders = records
    .map((record) => record.url.split('#')[0]!)
    .filter((url) => !sitemapRoutes.has(url) || /\/(tags|authors|archive|page)(\/|$)/.test(url) || url === '/blog');
  assert.deepEqual([...new Set(offenders)], []);
});

test('every hit lands on an anchor that exists on its page', () => {
  const missing: string[] = [];
  for (const [route, pageRecords] of recordsByPage) {
    const $ = readRoute(route);
    const ids = new Set($('[id]').map((_, element) => $(element).attr('id')).get());
    for (const record of pageRecords.filter((each) => each.url.includes('#'))) {
      if (!ids.has(decodeURIComponent(record.url.split('#')[1]!))) {
        missing.push(record.url);
      }
    }
  }
  assert.deepEqual(missing, []);
});

test('each source of the bibliography is a hit of its own, and a family name finds it and the pages citing it', () => {
  const bib = readBibliography(readFileSync(citationSettings.bibliography, 'utf8'));
  for (const entry of bib.entries) {
    const record = records.find((each) => each.url === `/docs/bibliography#ref-${entry.key}`);
    assert.ok(record, `${entry.key} is a record`);
    assert.equal(record.meta.kind, 'source');
    const family = ((entry.item.author ?? entry.item.editor) as {family: string}[])[0]!.family;
    assert.ok(record.meta.title!.startsWith(family), `${record.meta.title} names ${family}`);
    const title = (entry.item.title as string).replace(/<[^>]+>/g, '');
    assert.ok(record.content.includes(title), `${entry.key}: its title is indexed`);
  }
  // The pages that cite a source hold its name where they cite it: the name finds them too.
  for (const {url} of records.filter((record) => record.meta.kind === 'source')) {
    const $ = readRoute('/docs/bibliography');
    const citing = $(`[id="${url.split('#')[1]}"] a`)
      .map((_, link) => $(link).attr('href')!)
      .get()
      .filter((href) => href.startsWith('/'))
      .map((href) => href.split('#')[0]!);
    const name = records.find((record) => record.url === url)!.meta.title!.split(' ')[0]!;
    for (const page of citing) {
      assert.ok(
        (recordsByPage.get(page) ?? []).some((record) => record.content.includes(name)),
        `${page} cites ${name} and a search for it finds the page`,
      );
    }
  }
});

test('a statement is a hit of its own: kind, number, title and source, and its statement', () => {
  const heineBorel = records.find((record) => record.url === '/docs/mathematics/munkres-topology-self-study/chapt-3/notes/#munkres-27.3');
  assert.ok(heineBorel, 'Theorem 36 is a record');
  assert.equal(heineBorel.meta.title, 'Theorem 36 (Heine-Borel) [Munkres 2000, Theorem 27.3]');
  assert.equal(heineBorel.meta.page, 'Chapter 3 notes: connectedness and compactness');
  assert.match(heineBorel.content, /A subset A of ℝⁿ is compact if and only if it is closed and bounded/);
});

test('formulas are indexed once, as readable text, never as TeX source', () => {
  const leaks: string[] = [];
  for (const [route, pageRecords] of recordsByPage) {
    // Each formula's TeX, from the page's KaTeX markup: none may reach a record unless the page
    // also shows it as text (the KaTeX set-up notes quote TeX in code blocks).
    const $ = readRoute(route);
    const article = $('article .markdown').first().clone();
    const tex = article
      .find('annotation[encoding="application/x-tex"]')
      .map((_, annotation) => $(annotation).text().trim())
      .get()
      .filter((source) => /\\[a-zA-Z]+/.test(source));
    article.find('.katex').remove();
    const shownAsText = article.text();
    for (const record of pageRecords) {
      for (const source of tex) {
        if (record.content.includes(source) && !shownAsText.includes(source)) {
          leaks.push(`${record.url}: ${source}`);
        }
      }
    }
  }
  assert.deepEqual(leaks.slice(0, 10), []);
  // KaTeX writes each formula twice (MathML and glyphs); one copy reaches the index.
  const geometric = records.find((record) => record.url === '/blog/generalising-geometric-series#geometric-convergence');
  assert.ok(geometric);
  assert.equal(geometric.content.match(/∑/g)?.length, 1, geometric.content);
});

test('the index is split into chunks small enough for a first search within 150 kB compressed', () => {
  const chunks = readdirSync(path.join(indexDir, 'index')).map((file) => sentBytes(path.join(indexDir, 'index', file)));
  const fragments = readdirSync(path.join(indexDir, 'fragment')).map((file) => sentBytes(path.join(indexDir, 'fragment', file)));
  const largest = (sizes: number[], count: number) => [...sizes].sort((a, b) => b - a).slice(0, count).reduce((sum, size) => sum + size, 0);
  const entryFiles = readdirSync(indexDir).filter((file) => /^pagefind\.js$|^pagefind-entry\.json$|^wasm\.en\.pagefind$|\.pf_meta$/.test(file));
  assert.equal(entryFiles.length, 4, `Pagefind's entry files: ${entryFiles.join(', ')}`);
  const entry = entryFiles.reduce((sum, file) => sum + sentBytes(path.join(indexDir, file)), 0);
  // A search needs the entry files, then the chunk of each word it looks up and the snippet of
  // each hit shown: at worst, a three-word query whose words sit in the three largest chunks, and
  // the eight largest snippets in the navbar's list.
  const worstFirstSearch = entry + largest(chunks, 3) + largest(fragments, 8);
  assert.ok(
    worstFirstSearch <= firstSearchBudget,
    `first search: ${entry} B entry files + ${largest(chunks, 3)} B chunks + ${largest(fragments, 8)} B snippets > ${firstSearchBudget} B`,
  );
  assert.ok(chunks.length > 10, 'the index is chunked');
});

/** The declarations of notation a source file makes, in reading order, as the owner wrote them. */
function declarationsIn(file: string): {tex: string; meaning: string}[] {
  // Read as the notation plugin reads them (whatever attributes a declaration carries).
  return extractNotation(parseMdx(file, readFileSync(file, 'utf8')).tree).declarations.map((declaration) => ({
    tex: declaration.tex,
    meaning: declaration.meaningText,
  }));
}

/** The words of a meaning (its formulas as text), as a reader types them. */
const wordsOf = (meaning: string) =>
  meaning
    .split(/\s+/)
    .filter((word) => /^[A-Za-z'-]+[,:.]?$/.test(word))
    .map((word) => word.replace(/[,:.]$/, ''));

test('each declared notation is a hit of its own, titled by its meaning, landing on the block or prose that declares it', () => {
  const declaring = docsPages()
    .filter((doc) => !doc.draft)
    .map((doc) => ({...doc, declarations: declarationsIn(doc.file)}))
    .filter((doc) => doc.declarations.length > 0);
  assert.ok(declaring.length > 0, 'no page declares notation');
  for (const doc of declaring) {
    const route = doc.permalink;
    // In the order of their declarations: each is named by its own anchor, `notation-<k>` for the page's k-th.
    const order = (record: Record) => Number(/#notation-(\d+)$/.exec(record.url)?.[1] ?? NaN);
    const notation = (recordsByPage.get(route) ?? [])
      .filter((record) => record.meta.kind === 'notation')
      .sort((a, b) => order(a) - order(b));
    assert.equal(notation.length, doc.declarations.length, `${doc.file}: ${notation.length} notation records for ${doc.declarations.length} declarations`);
    const $ = readRoute(route);
    for (const [index, declaration] of doc.declarations.entries()) {
      const record = notation[index]!;
      // Titled by its symbol as the site writes maths as text, then its meaning.
      assert.ok(record.meta.title?.startsWith(`${texToUnicode(declaration.tex)}: `), `${doc.file}: "${declaration.tex}" is titled "${record.meta.title}"`);
      for (const word of wordsOf(declaration.meaning)) {
        assert.ok(record.meta.title?.includes(word), `${doc.file}: "${declaration.tex}" is titled "${record.meta.title}", without "${word}"`);
      }
      assert.equal(record.meta.page, $('article h1').first().text(), `${record.url}: its page`);
      // Named by its declaration, it leads where the symbol is introduced: the block (or the prose's anchor) holding it.
      const declared = $(`[id="${decodeURIComponent(record.url.split('#')[1] ?? '')}"]`);
      assert.ok(declared.is('[id^="notation-"]'), `${record.url} ("${declaration.tex}") is no declaration of notation`);
      assert.equal(record.meta.target?.split('#')[0], route, `${record.url}: it leads to ${record.meta.target}`);
      const target = $(`[id="${decodeURIComponent(record.meta.target?.split('#')[1] ?? '')}"]`);
      assert.ok(target.is(declared) || target.has(declared[0]!).length > 0, `${record.meta.target} does not hold the declaration of "${declaration.tex}"`);
      if (target.is(`.${statementClasses.block}`)) {
        assert.ok(target.find('[id^="notation-"]').is(declared), `${record.meta.target}: not its definition`);
      }
    }
  }
});

test('the lists of notation are indexed as pages, each symbol as readable text and never as TeX', () => {
  const lists = sitePages().filter((page) => page.route.startsWith('/notation/'));
  assert.ok(lists.length > 1, 'no lists of notation');
  for (const {route, $} of lists) {
    const [record] = (recordsByPage.get(route) ?? []).filter((each) => each.url === route);
    assert.ok(record, `${route} is not indexed`);
    assert.equal(record.meta.kind, 'page');
    const rows = $('tr.notation-entry').toArray();
    assert.ok(rows.length > 0, `${route}: no entries`);
    for (const row of rows) {
      const [symbol, meaning] = $(row).find('td').toArray();
      const tex = $(symbol).find('annotation[encoding="application/x-tex"]').text().trim();
      // The symbol as the site's maths-as-text reads its MathML, never its TeX.
      const text = mathText($.html($(symbol).find('math').first()));
      assert.ok(record.content.includes(text), `${route}: "${tex}" is not indexed as "${text}"`);
      if (/\\[a-zA-Z]+/.test(tex)) {
        assert.ok(!record.content.includes(tex), `${route}: "${tex}" is indexed as TeX`);
      }
      const meaningWords = $(meaning).clone().find('.katex').remove().end().text().split(/\s+/).filter((word) => /^[A-Za-z]{4,}$/.test(word));
      for (const word of meaningWords) {
        assert.ok(record.content.includes(word), `${route}: the meaning "${$(meaning).text()}" is not indexed ("${word}")`);
      }
    }
  }
});

/** The site's words as written for "Did you mean …?", by file (its first letter). */
function vocabularyFiles(): Map<string, string[]> {
  const folder = path.join(indexDir, 'vocabulary');
  return new Map(
    readdirSync(folder).map((file) => [file, readFileSync(path.join(folder, file), 'utf8').split('\n').filter(Boolean)] as [string, string[]]),
  );
}

test("the index's words are written beside it for near misses: each once, in its first letter's file, each file small", () => {
  const files = vocabularyFiles();
  assert.ok(files.size > 10, `${files.size} files`);
  const written = new Set<string>();
  for (const [file, words] of files) {
    assert.match(file, /^[a-z]\.txt$/);
    for (const word of words) {
      const folded = foldForMatching(word);
      assert.equal(folded[0], file[0], `${word} in ${file}`);
      assert.ok(!written.has(folded), `${word} twice`);
      written.add(folded);
    }
    // A near miss reads one file: what a static host sends for it.
    const sent = sentBytes(path.join(indexDir, 'vocabulary', file));
    assert.ok(sent <= 10 * 1024, `${file}: ${sent} B compressed`);
  }
  // Every word of three letters or more that a record holds (folded to a–z) is there to be suggested.
  const missing = new Set<string>();
  for (const record of records) {
    for (const word of `${record.meta.title ?? ''} ${record.content}`.split(/[^\p{L}]+/u)) {
      const folded = foldForMatching(word);
      if (/^[a-z]{3,}$/.test(folded) && !written.has(folded)) {
        missing.add(word);
      }
    }
  }
  assert.deepEqual([...missing].slice(0, 10), []);
});
