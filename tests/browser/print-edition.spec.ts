/**
 * The print edition on paper. The build printed every edition to PDF with Chromium and Paged.js
 * (src/plugins/print/pdf.ts); this reads the PDF of the chapter with the most references within
 * it, with pdf.js, as a reader's viewer would: its pages, the text of its results and formulas,
 * links within the PDF that land on the page their reference names, links out to the site's
 * address, and its outline. It also prints an edition from the browser, as a reader would.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {load, type CheerioAPI} from 'cheerio';
import {getDocument, type PDFDocumentProxy} from 'pdfjs-dist/legacy/build/pdf.mjs';
import {identity} from '../../src/data/identity';
import {allHtmlFiles, buildDir, noPdfsInCi, noPdfsSkip, pdfsRequired} from '../build/site';
import {statementClasses} from '../../src/plugins/cross-references/components';
import {printClasses} from '../../src/plugins/lib/print-context';
import {expectInlineFormulasReachable} from './maths-layout';
import {expectScrollingBoxesReachable, gotoHydrated, layOutEverything} from './pages';

/** The chapter whose references most often point within it, read once by each worker that runs these tests. */
let chapter: {route: string; $: CheerioAPI};
let pdfFile: string;

test.beforeAll(() => {
  chapter = allHtmlFiles()
    .filter(({route}) => route.startsWith('/print/docs/'))
    .map(({route, file}) => ({route, $: load(readFileSync(file, 'utf8'))}))
    .filter(({$}) => $(`.${printClasses.page}`).length > 1)
    .map((edition) => ({
      ...edition,
      inside: edition.$(`.${printClasses.page} a.${statementClasses.reference}[href^="#"]`).length,
    }))
    .sort((a, b) => b.inside - a.inside)[0]!;
  pdfFile = path.join(buildDir, chapter.$('a[download]').attr('href')!);
});
const squash = (text: string) => text.replace(/[\s\u200b]+/g, '');

/** A run of text on a PDF page: its characters, where its baseline starts, from the foot and left of the page, and its width (PDF units). */
type Line = {text: string; x: number; y: number; width: number};

/** The text of each page of a PDF, in reading order, with where each run of it sits. */
async function pdfPages(pdf: PDFDocumentProxy): Promise<Line[][]> {
  const pages: Line[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && squash(item.str) !== ''
          ? [{text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width}]
          : [],
      ),
    );
  }
  return pages;
}

/** The lines of a page as a reader sees them, top to bottom: the runs on one baseline, left to right, squashed together. */
function printedLines(page: Line[]): {text: string; y: number}[] {
  const rows = new Map<number, Line[]>();
  for (const run of page) {
    const y = Math.round(run.y);
    rows.set(y, [...(rows.get(y) ?? []), run]);
  }
  return [...rows]
    .sort(([a], [b]) => b - a)
    .map(([y, runs]) => ({
      y,
      text: squash(
        runs
          .sort((a, b) => a.x - b.x)
          .map((run) => run.text)
          .join(''),
      ),
    }));
}

/** Each print edition whose PDF the build made, with its page parsed and its PDF's file. */
function printedEditions(): {route: string; $: CheerioAPI; file: string}[] {
  return allHtmlFiles()
    .filter(({route}) => route.startsWith('/print/'))
    .map(({route, file}) => ({route, $: load(readFileSync(file, 'utf8'))}))
    .map((edition) => ({...edition, file: path.join(buildDir, edition.$('a[download]').attr('href')!)}))
    .filter(({file}) => existsSync(file));
}

/** A link from a note's call to its note at the foot of the page: the page it is on (from 1), its rectangle and the note's destination. */
type NoteCall = {page: number; rect: number[]; dest: string};

/** A print edition whose PDF the build made: its page parsed, its PDF as pdf.js reads it, the text of each PDF page and its notes' calls. */
type ReadEdition = {route: string; $: CheerioAPI; pdf: PDFDocumentProxy; pages: Line[][]; noteCalls: NoteCall[]};

/** The links of a PDF to its notes (Paged.js writes a note's call as a link to the note), page by page. */
async function noteCallsOf(pdf: PDFDocumentProxy): Promise<NoteCall[]> {
  const calls: NoteCall[] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    for (const annotation of await (await pdf.getPage(page)).getAnnotations()) {
      if (annotation.subtype === 'Link' && typeof annotation.dest === 'string' && annotation.dest.startsWith('note-')) {
        calls.push({page, rect: annotation.rect as number[], dest: annotation.dest});
      }
    }
  }
  return calls;
}

/**
 * Every print edition with its PDF read, once for all the tests of the group "every PDF" below, which
 * one worker runs in order: taking the text of every page of every PDF was most of each test's time
 * (13 s a test, four tests). Closed after the group.
 */
let editionsRead: Promise<ReadEdition[]> | undefined;
function readEditions(): Promise<ReadEdition[]> {
  editionsRead ??= (async () => {
    const read: ReadEdition[] = [];
    for (const {route, $, file} of printedEditions()) {
      const pdf = await getDocument({data: new Uint8Array(readFileSync(file)), isEvalSupported: false}).promise;
      read.push({route, $, pdf, pages: await pdfPages(pdf), noteCalls: await noteCallsOf(pdf)});
    }
    return read;
  })();
  return editionsRead;
}

/** A page's text without its number, the lowest line of the page (a "8" in the text of page 8 stays). */
function withoutNumber(page: Line[], number: number): Line[] {
  const foot = Math.min(...page.map((line) => line.y));
  return page.filter((line) => !(line.text.trim() === String(number) && line.y === foot));
}

/** Where a link target or an outline entry lands: its page (from 1) and the height of its top (PDF units). */
async function landing(pdf: PDFDocumentProxy, dest: string | unknown[]): Promise<{page: number; y: number}> {
  const destination = (typeof dest === 'string' ? await pdf.getDestination(dest) : dest)!;
  return {
    page: (await pdf.getPageIndex(destination[0] as Parameters<PDFDocumentProxy['getPageIndex']>[0])) + 1,
    y: destination[3] as number,
  };
}

/** The headings of a PDF's outline with nothing under them on their page. */
async function strandedHeadings(
  pdf: PDFDocumentProxy,
  content: (page: number) => Line[],
): Promise<{checked: number; stranded: string[]}> {
  type Entry = {title: string; dest: string | unknown[] | null; items: Entry[]};
  const flatten = (entries: Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...flatten(entry.items)]);
  const stranded: string[] = [];
  let checked = 0;
  for (const heading of flatten(((await pdf.getOutline()) ?? []) as Entry[])) {
    const title = squash(heading.title);
    if (!heading.dest || title === '') {
      continue;
    }
    const {page, y} = await landing(pdf, heading.dest);
    // The heading's own lines, from its top down, then what comes under it. (An outline entry drops
    // the formulas of a heading, whose lines then cannot be told apart: such a heading is passed over.)
    const below = content(page)
      .filter((line) => line.y <= y + 1)
      .sort((a, b) => b.y - a.y);
    let read = '';
    let index = 0;
    while (index < below.length && read !== title && title.startsWith(read + squash(below[index]!.text))) {
      read += squash(below[index]!.text);
      index += 1;
    }
    if (read !== title) {
      continue;
    }
    checked += 1;
    if (!below.slice(index).some((line) => line.y < below[index - 1]!.y - 1)) {
      stranded.push(`"${heading.title}" ends page ${page}`);
    }
  }
  return {checked, stranded};
}

test.describe('the PDF of a chapter', () => {
  let pdf: PDFDocumentProxy;
  let lines: Line[][];
  let texts: string[];
  /** The page number at the foot of each page, which no test counts as its content. */
  const content = (page: number) => withoutNumber(lines[page - 1]!, page);

  test.beforeAll(async () => {
    // In CI a build without PDFs fails (pdfsRequired); locally these tests are skipped, with a line that says so.
    test.skip(!existsSync(pdfFile) && !pdfsRequired, noPdfsSkip);
    expect(existsSync(pdfFile), noPdfsInCi).toBe(true);
    pdf = await getDocument({data: new Uint8Array(readFileSync(pdfFile)), isEvalSupported: false}).promise;
    lines = await pdfPages(pdf);
    texts = lines.map((page) => page.map((line) => line.text).join(' '));
  });

  test('has a title page, a table of contents and its pages, with the results and formulas as text', () => {
    expect(pdf.numPages).toBeGreaterThan(chapter.$(`.${printClasses.page}`).length + 1);
    expect(squash(texts[0]!)).toContain(squash(chapter.$('h1').first().text()));
    const all = squash(texts.join(' '));
    // Each labelled result, by its kind and number.
    const labels = chapter
      .$(`.${statementClasses.block}[id] > p:first-child > span:first-child`)
      .map((_, label) => chapter.$(label).text())
      .get();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(all, label).toContain(squash(label));
    }
    // A formula is text in KaTeX's fonts, not a picture: a plain one (no scripts, fractions or roots) reads as drawn.
    const formula = chapter
      .$(`.${printClasses.page} .katex-html`)
      .filter(
        (_, element) =>
          chapter.$(element).find('.msupsub, .mfrac, .sqrt').length === 0 && squash(chapter.$(element).text()).length >= 5,
      )
      .first()
      .text();
    expect(all).toContain(squash(formula));
  });

  test('every page number a reference prints is where its link lands', async () => {
    let checked = 0;
    for (let number = 3; number <= pdf.numPages; number += 1) {
      const printed = [...texts[number - 1]!.matchAll(/\(p\.\s*(\d+)\)/g)].map((match) => Number(match[1]));
      if (printed.length === 0) {
        continue;
      }
      const annotations = await (await pdf.getPage(number)).getAnnotations();
      const landings = new Set<number>();
      for (const annotation of annotations) {
        if (annotation.subtype !== 'Link' || !annotation.dest) {
          continue;
        }
        const destination = typeof annotation.dest === 'string' ? await pdf.getDestination(annotation.dest) : annotation.dest;
        if (destination) {
          landings.add((await pdf.getPageIndex(destination[0])) + 1);
        }
      }
      for (const page of printed) {
        expect(landings.has(page), `page ${number} prints "p. ${page}" and has a link landing there`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a reference within the chapter gives its page in parentheses, "Theorem 7 (p. 13)", as the sentence reads on', () => {
    const all = squash(texts.join(' '));
    const references = [
      ...new Set(
        chapter
          .$(`.${printClasses.page} a.${statementClasses.reference}[href^="#"]`)
          .map((_, link) => squash(chapter.$(link).text()))
          .get(),
      ),
    ];
    expect(references.length).toBeGreaterThan(0);
    // Where a reference's text is printed with a page number after it (its label, or a link without
    // one, reads on without), the number is in parentheses.
    const paged: string[] = [];
    for (const text of references) {
      for (let at = all.indexOf(text); at >= 0; at = all.indexOf(text, at + 1)) {
        const after = /^,?\(?p\.\d+\)?/.exec(all.slice(at + text.length))?.[0];
        if (after) {
          paged.push(`${text}${after}`);
        }
      }
    }
    expect(paged.length).toBeGreaterThan(0);
    expect(paged.filter((reference) => !/\(p\.\d+\)$/.test(reference))).toEqual([]);
  });

  test('the contents list the list of notation with the page it starts on', async () => {
    test.skip(chapter.$('.print-notation-entry').length === 0, 'the chapter declares no notation');
    const contents = squash(texts[1]!);
    const {page} = await landing(pdf, 'notation');
    expect(squash(texts[page - 1]!)).toContain('Notation');
    expect(contents).toContain(`Notation—p.${page}`);
  });

  test("links out of the chapter carry the site's address, and the outline lists its pages", async () => {
    const external: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      for (const annotation of await (await pdf.getPage(number)).getAnnotations()) {
        if (annotation.subtype === 'Link' && annotation.url) {
          external.push(annotation.url as string);
        }
      }
    }
    expect(external.some((url) => url.startsWith(identity.siteUrl))).toBe(true);
    expect(external.filter((url) => url.startsWith('http://127.0.0.1') || url.startsWith('http://localhost'))).toEqual([]);
    const outline = (await pdf.getOutline()) ?? [];
    type Entry = {title: string; items: Entry[]};
    const flatten = (entries: Entry[]): string[] => entries.flatMap((entry) => [squash(entry.title), ...flatten(entry.items)]);
    const titles = flatten(outline as Entry[]);
    for (const title of chapter
      .$(`.${printClasses.page} > .${printClasses.pageTitle}`)
      .map((_, heading) => chapter.$(heading).text())
      .get()) {
      expect(titles).toContain(squash(title));
    }
  });

  test('an exercise runs on from the one before: it starts a page only when the page before is full', async () => {
    const destinations = await pdf.getDestinations();
    const everyLine = lines.flatMap((page, index) => content(index + 1));
    // The height the text of a full page reaches down to, and up to.
    const foot = Math.min(...everyLine.map((line) => line.y));
    const head = Math.max(...everyLine.map((line) => line.y));
    const exercises = chapter
      .$(`.${printClasses.page} .${statementClasses.block}[data-kind="exercise"][id]`)
      .map((_, block) => chapter.$(block).attr('id'))
      .get()
      .filter((id) => id in destinations);
    expect(exercises.length).toBeGreaterThan(1);
    // The running heads and the headings an exercise may follow at the top of a page.
    const titles = new Set(
      chapter
        .$(`.${printClasses.page} h2`)
        .map((_, title) => squash(chapter.$(title).text()))
        .get(),
    );
    const wasted: string[] = [];
    for (const id of exercises) {
      const {page, y} = await landing(pdf, id);
      const above = squash(
        content(page)
          .filter((line) => line.y > y + 1)
          .map((line) => line.text)
          .join(''),
      );
      // Nothing above the exercise but a running head and headings: it starts the page.
      let rest = above;
      for (
        let title = [...titles].find((each) => rest.startsWith(each));
        title;
        title = [...titles].find((each) => rest.startsWith(each))
      ) {
        rest = rest.slice(title.length);
      }
      if (rest === '') {
        const lowest = Math.min(...content(page - 1).map((line) => line.y));
        const empty = (lowest - foot) / (head - foot);
        if (empty > 0.25) {
          wasted.push(`${id} starts page ${page}; page ${page - 1} is ${Math.round(empty * 100)}% empty`);
        }
      }
    }
    expect(wasted).toEqual([]);
  });

  test('each page after the contents has a running head: its part on the left, its section on the right', () => {
    const parts = chapter
      .$(`.${printClasses.pageTitle}`)
      .map((_, title) => squash(chapter.$(title).text()))
      .get();
    const sections = chapter
      .$(`.${printClasses.page} h2, .${printClasses.bibliography} h2`)
      .map((_, title) => squash(chapter.$(title).text()))
      .get();
    const firstPart = texts.findIndex((text, index) => index > 1 && squash(text).startsWith(parts[0]!)) + 1;
    expect(firstPart).toBeGreaterThan(1);
    const missing: string[] = [];
    for (let page = firstPart + 1; page <= pdf.numPages; page += 1) {
      // The topmost line of the page, whatever runs it is cut into (a ligature may start a new one).
      const topY = Math.max(...content(page).map((line) => line.y));
      const top = squash(
        content(page)
          .filter((line) => Math.abs(line.y - topY) < 1)
          .map((line) => line.text)
          .join(''),
      );
      const expected = page % 2 === 0 ? parts : sections;
      if (!expected.includes(top)) {
        missing.push(`page ${page}: "${top}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('ends with an index: each page number it prints leads to that page, where its term stands, a page once', async () => {
    const $ = chapter.$;
    const index = $('section.print-index');
    expect(index.length, 'the chapter ends with an index of its terms').toBe(1);
    expect(index.nextAll().length, 'nothing after the index').toBe(0);
    // Each place of the index by its link's fragment (the PDF's named destination): its term's words.
    const terms = new Map(
      index
        .find('a.print-index-link')
        .toArray()
        .map((link) => [
          new URL($(link).attr('href')!, 'http://localhost/').hash.slice(1),
          squash($(link).closest('li').children('span').first().text()).toLowerCase(),
        ]),
    );
    const first = texts.findIndex(
      (text, number) => number > 1 && squash(text).includes(squash('Page numbers in bold are where a term is defined.')),
    );
    expect(first, 'the index is printed').toBeGreaterThan(0);
    let checked = 0;
    for (let number = first + 1; number <= pdf.numPages; number += 1) {
      const printed = content(number);
      // A line of the index names a page once (src/plugins/print/pdf.ts leaves out a repeated one): each
      // line, in each column, read as its page numbers.
      const middle = Math.max(...printed.map((line) => line.x)) / 2;
      const rows = new Map<string, string[]>();
      for (const line of printed) {
        const row = `${Math.round(line.y)}-${line.x < middle ? 'left' : 'right'}`;
        rows.set(row, [...(rows.get(row) ?? []), line.text]);
      }
      for (const row of rows.values()) {
        const numbers = [...row.join('').matchAll(/,\s*(\d+)/g)].map((match) => match[1]);
        expect(new Set(numbers).size, `an index line names a page twice: ${row.join('')}`).toBe(numbers.length);
      }
      for (const annotation of await (await pdf.getPage(number)).getAnnotations()) {
        if (
          annotation.subtype !== 'Link' ||
          typeof annotation.dest !== 'string' ||
          !terms.has(decodeURIComponent(annotation.dest))
        ) {
          continue;
        }
        const target = (await landing(pdf, annotation.dest)).page;
        // The number drawn inside the link is the page its link lands on.
        const [x1, y1, x2, y2] = annotation.rect as number[];
        const drawn = printed
          .filter((line) => line.x >= x1! - 1 && line.x <= x2! + 1 && line.y >= y1! - 2 && line.y <= y2! + 2)
          .map((line) => line.text.trim())
          .join('');
        expect(drawn, `the index on page ${number} prints the page its link lands on`).toBe(String(target));
        // The term stands on that page, or runs onto it from the one before (a block that starts at a page's foot).
        const term = terms.get(decodeURIComponent(annotation.dest))!;
        const word = term
          .replace(/[^\p{L}]+/gu, ' ')
          .trim()
          .split(' ')[0]!
          .slice(0, 6);
        const around = [texts[target - 1], texts[target]].map((text) => squash(text ?? '').toLowerCase());
        expect(
          around.some((text) => text.includes(word)),
          `"${term}" on page ${target} or the next`,
        ).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a reference to another document names its page and address in a note at the foot of the page, not in the text', () => {
    const addresses = chapter
      .$(`.${printClasses.page} .${printClasses.referenceAddress}`)
      .map((_, address) => squash(chapter.$(address).text()).replace(/^\((.*)\)$/, '$1'))
      .get();
    expect(addresses.length).toBeGreaterThan(0);
    const inText: string[] = [];
    for (const text of texts.map(squash)) {
      for (const address of addresses) {
        for (let at = text.indexOf(address); at >= 0; at = text.indexOf(address, at + 1)) {
          if (!/\d+\.$/.test(text.slice(0, at))) {
            inText.push(text.slice(Math.max(0, at - 20), at + address.length));
          }
        }
      }
    }
    expect(inText).toEqual([]);
  });
});

test.describe('every PDF', () => {
  // One worker runs these in order, so that it reads each PDF once for all of them (readEditions).
  test.describe.configure({mode: 'default'});
  test.afterAll(async () => {
    for (const {pdf} of (await editionsRead) ?? []) {
      await pdf.destroy();
    }
  });

  test('a PDF whose pages cite ends with a bibliography: each source with the page of each of its citations, a page once', async () => {
    test.setTimeout(180_000);
    const citing = (await readEditions()).filter(({$}) => $(`.${printClasses.bibliography}`).length > 0);
    test.skip(citing.length === 0 && !pdfsRequired, noPdfsSkip);
    expect(citing.length, noPdfsInCi).toBeGreaterThan(0);
    // Chapter 3, which the issue names, is among them.
    expect(citing.map(({route}) => route)).toContain('/print/docs/mathematics/munkres-topology-self-study/chapt-3/');
    const problems: string[] = [];
    let entries = 0;
    for (const {route, $, pdf, pages: runs} of citing) {
      const texts = runs.map((page) => squash(page.map((line) => line.text).join('')));
      // The bibliography starts on its page and ends the document.
      const start = (await landing(pdf, 'bibliography')).page;
      const printed = texts.slice(start - 1).join('');
      expect(printed.startsWith('Bibliography'), `${route}: the bibliography starts page ${start}`).toBe(true);
      // "Cited on pages 4, 7, 12." reads as one run: its words keep the first page, and a line breaks
      // after a comma, not before one.
      for (const [index, page] of runs.slice(start - 1).entries()) {
        for (const {text} of printedLines(page)) {
          if (text.startsWith(',') || /Citedonpages?$/.test(text)) {
            problems.push(
              `${route}: a line of page ${start + index} of the bibliography reads "${text.length > 60 ? '…' : ''}${text.slice(-60)}"`,
            );
          }
        }
      }
      let at = 0;
      for (const entry of $(`li.${printClasses.bibliographyEntry}`).toArray()) {
        entries += 1;
        const reference = squash($(entry).children('span').first().text());
        // Where each citation is: the page its link lands on.
        const pages: number[] = [];
        for (const link of $(entry).find(`a.${printClasses.bibliographyLink}`).toArray()) {
          pages.push((await landing(pdf, $(link).attr('href')!.slice(1))).page);
        }
        const expected = [...new Set(pages)];
        const found = printed.indexOf(reference, at);
        if (found < 0) {
          problems.push(`${route}: "${$(entry).text().slice(0, 60)}…" is not in its bibliography`);
          continue;
        }
        at = found + reference.length;
        const cited = /^Citedonpages?([\d,]+)\./.exec(printed.slice(at));
        const shown = cited?.[1]!.split(',').map(Number);
        const word = expected.length === 1 ? 'page' : 'pages';
        if (!cited || cited[0] !== `Citedon${word}${expected.join(',')}.`) {
          problems.push(
            `${route}: ${$(entry).attr('id')} reads "${printed.slice(at, at + 40)}", not "Cited on ${word} ${expected.join(', ')}."`,
          );
        }
        expect(shown?.every((page) => page < start) ?? true, `${route}: its citations come before the bibliography`).toBe(true);
      }
    }
    expect(entries).toBeGreaterThan(citing.length);
    expect(problems).toEqual([]);
  });

  test('every PDF reads like a book: no heading ends a page, code and tables are whole, no hint on keys', async () => {
    test.setTimeout(180_000);
    const printed = await readEditions();
    test.skip(printed.length === 0 && !pdfsRequired, noPdfsSkip);
    expect(printed.length, noPdfsInCi).toBeGreaterThan(0);
    const problems: string[] = [];
    let headings = 0;
    let hints = 0;
    let wholes = 0;
    for (const {route, $, pdf, pages: lines} of printed) {
      // What a reader reads on each page: not its number, nor its running head, which sits at the
      // same height on every page that has one (the height most pages' top line is at).
      const numbered = lines.map((text, index) => withoutNumber(text, index + 1));
      const tops = numbered.map((text) => Math.round(Math.max(...text.map((line) => line.y))));
      const headHeight = tops.sort((a, b) => tops.filter((y) => y === b).length - tops.filter((y) => y === a).length)[0]!;
      const content = (page: number) => numbered[page - 1]!.filter((line) => Math.abs(line.y - headHeight) >= 1);
      const {checked, stranded} = await strandedHeadings(pdf, content);
      headings += checked;
      problems.push(...stranded.map((problem) => `${route}: ${problem}`));
      // The text as the browser painted it (a table cell by cell), and in reading order, line by line
      // (a Python cell paints its output before the end of its code).
      const painted = squash(
        lines
          .flatMap((_, index) => content(index + 1))
          .map((line) => line.text)
          .join(''),
      );
      const read = squash(
        lines
          .flatMap((_, index) => content(index + 1).sort((a, b) => Math.round(b.y) - Math.round(a.y) || a.x - b.x))
          .map((line) => line.text)
          .join(''),
      );
      // Each line of a program or its output, and what each cell of a table says around its formulas,
      // whole: nothing cut at the margin or lost at the foot of a page.
      const code = $(`.${printClasses.page} pre`)
        .map((_, pre) => {
          // A code block writes each line as an element of its own, a cell's editor and output as text.
          const codeLines = $(pre).find('.token-line');
          return codeLines.length > 0 ? codeLines.map((__, line) => $(line).text()).get() : $(pre).text().split('\n');
        })
        .get()
        .filter((text) => squash(text) !== '');
      // (A reference in a cell gains its page number on paper: the words around it are compared.)
      const cells = $(`.${printClasses.page} td, .${printClasses.page} th`)
        .map((_, cell) =>
          $(cell).clone().find(`.katex, a.${statementClasses.reference}`).replaceWith('\n').end().text().split('\n'),
        )
        .get()
        .filter((text) => squash(text) !== '');
      wholes += code.length + cells.length;
      problems.push(
        ...code.filter((text) => !read.includes(squash(text))).map((text) => `${route}: the code line "${text}" is cut`),
        ...cells.filter((text) => !painted.includes(squash(text))).map((text) => `${route}: the table cell "${text}" is cut`),
      );
      // What a Python cell says about its editor's keys is for the screen.
      for (const hint of new Set(
        $(`.${printClasses.page} [data-python-cell] p[id]`)
          .map((_, each) => squash($(each).text()))
          .get(),
      )) {
        hints += 1;
        if (painted.includes(hint)) {
          problems.push(`${route}: the hint "${hint}" is printed`);
        }
      }
    }
    expect(headings).toBeGreaterThan(printed.length);
    expect(wholes).toBeGreaterThan(0);
    expect(hints).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('every note at the foot of a page has the number of its call, and its address breaks only after a slash or before a "#"', async () => {
    test.setTimeout(180_000);
    const printed = await readEditions();
    test.skip(printed.length === 0 && !pdfsRequired, noPdfsSkip);
    expect(printed.length, noPdfsInCi).toBeGreaterThan(0);
    const problems: string[] = [];
    let notes = 0;
    let addresses = 0;
    for (const {route, $, pdf, pages, noteCalls} of printed) {
      // A note's call links to the note (Paged.js writes the call as a link to it): the call's number is
      // the text in the link; the note's, the number its first line starts with.
      for (const {page: number, rect, dest} of noteCalls) {
        notes += 1;
        const [left, bottom, right, top] = rect;
        const call = pages[number - 1]!.filter(
          (run) => run.x >= left! - 1 && run.x + run.width <= right! + 1 && run.y >= bottom! && run.y <= top!,
        )
          .map((run) => run.text)
          .join('')
          .trim();
        const note = await landing(pdf, dest);
        const first = printedLines(pages[note.page - 1]!).find((line) => line.y <= note.y + 1);
        const marker = /^(\d+)\./.exec(first?.text ?? '')?.[1];
        if (note.page !== number || marker !== call) {
          problems.push(
            `${route}: page ${number} calls note ${call}; the note on page ${note.page} reads "${first?.text.slice(0, 30)}"`,
          );
        }
      }
      // Each address a note gives, as printed: where its lines break.
      const urls = new Set(
        $(`.${printClasses.page} .${printClasses.referenceAddress}`)
          .map((_, address) => /https?:\/\/[^\s)]+/.exec($(address).text())?.[0] ?? '')
          .get()
          .filter((url) => url !== ''),
      );
      const text = pages
        .map((page) =>
          printedLines(page)
            .map((line) => line.text)
            .join('\n'),
        )
        .join('\n');
      for (const url of urls) {
        const broken = new RegExp(
          [...url].map((character) => character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('\n?'),
          'g',
        );
        for (const match of text.matchAll(broken)) {
          addresses += 1;
          for (let at = match[0].indexOf('\n'); at >= 0; at = match[0].indexOf('\n', at + 1)) {
            const before = match[0].slice(0, at).replaceAll('\n', '');
            const after = match[0].slice(at + 1).replaceAll('\n', '');
            if (!(before.endsWith('/') && !after.startsWith('/')) && !/^[#?]/.test(after)) {
              problems.push(`${route}: an address breaks as "…${before.slice(-15)}" / "${after.slice(0, 15)}…"`);
            }
          }
        }
      }
    }
    expect(notes).toBeGreaterThan(0);
    expect(addresses).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('every PDF keeps to the width of its text: no formula cut at the margin, each line of a Python output on one line, no "Proof." alone at the foot of a page', async () => {
    test.setTimeout(180_000);
    const printed = await readEditions();
    test.skip(printed.length === 0 && !pdfsRequired, noPdfsSkip);
    expect(printed.length, noPdfsInCi).toBeGreaterThan(0);
    const problems: string[] = [];
    let outputs = 0;
    let proofs = 0;
    for (const {route, $, pdf, pages, noteCalls} of printed) {
      // The text's width, from the page: the page number is centred under the text, and on a right-hand
      // page the running head ends where the text does (its half-width is the same on every page).
      const centre = (page: Line[], number: number) => {
        const foot = page.find((run) => run.text.trim() === String(number) && run.y === Math.min(...page.map((each) => each.y)));
        return foot && foot.x + foot.width / 2;
      };
      const halfWidths = pages.flatMap((page, index) => {
        const number = index + 1;
        const middle = centre(page, number);
        const head = page.find((run) => run.y === Math.max(...page.map((each) => each.y)));
        return number % 2 === 1 && number > 1 && middle !== undefined && head ? [head.x + head.width - middle] : [];
      });
      const halfWidth = Math.max(...halfWidths);
      expect(halfWidths.length, `${route}: right-hand pages with a running head`).toBeGreaterThan(0);
      for (const [index, page] of pages.entries()) {
        const middle = centre(page, index + 1);
        if (middle === undefined) {
          continue;
        }
        const beyond = page.filter((run) => run.x + run.width > middle + halfWidth + 1);
        if (beyond.length > 0) {
          problems.push(
            `${route}: page ${index + 1} prints "${beyond.map((run) => run.text).join('')}" beyond the text's right edge`,
          );
        }
      }
      // Each line of a Python cell's output (a printed table: its columns) on one line of the page.
      const lines = pages.flatMap((page) => printedLines(page).map((line) => line.text));
      for (const output of $(`.${printClasses.page} [data-python-cell] [role="region"] > pre`).toArray()) {
        for (const line of $(output)
          .text()
          .split('\n')
          .map(squash)
          .filter((text) => text !== '')) {
          outputs += 1;
          if (!lines.some((text) => text.includes(line))) {
            problems.push(`${route}: the output line "${line.slice(0, 40)}" is broken over lines`);
          }
        }
      }
      // A proof's label with the proof's first line: the lowest line of a page's text (above its notes
      // and number) is never a label.
      const labels = new Set(
        $(`.${printClasses.page} .proof-block > p:first-child`)
          .map((_, label) => squash($(label).text()))
          .get(),
      );
      proofs += labels.size;
      for (const [index, page] of pages.entries()) {
        let text = printedLines(withoutNumber(page, index + 1));
        const notes = await Promise.all(
          noteCalls.filter((call) => call.page === index + 1).map((call) => landing(pdf, call.dest)),
        );
        const notesTop = Math.max(...notes.filter((note) => note.page === index + 1).map((note) => note.y), -Infinity);
        text = text.filter((line) => line.y > notesTop + 1);
        const last = text.at(-1)?.text;
        if (last !== undefined && labels.has(last)) {
          problems.push(`${route}: page ${index + 1} ends with "${last}"`);
        }
      }
    }
    expect(outputs).toBeGreaterThan(0);
    expect(proofs).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

test('printed from the browser, an edition shows its solutions and no site chrome', async ({page}) => {
  await page.goto(chapter.route, {waitUntil: 'networkidle'});
  await page.emulateMedia({media: 'print'});
  for (const chrome of ['nav.navbar', '.theme-announcement-bar', 'footer.footer', `.${printClasses.document} a[download]`]) {
    await expect(page.locator(chrome).first()).toBeHidden();
  }
  await expect(page.locator(`.${printClasses.page} .${statementClasses.solution}`).first()).toBeVisible();
  await expect(page.locator(`details.${statementClasses.solution}`)).toHaveCount(0);
  await expect(page.locator(`.${printClasses.page}`).first()).toBeVisible();
});

// An edition collects every page of mathematics and every post: the checks of their inline formulas and
// boxes that scroll at a phone's width ride on the load of each edition here (./maths-layout.ts says which
// pages display-maths.spec.ts loads for them instead).
test("every print edition fits a phone's screen: nothing but a wide formula, table or code box scrolls sideways, each within reach", async ({
  page,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({width: 390, height: 844});
  const overflowing: string[] = [];
  for (const {route} of allHtmlFiles().filter((file) => file.route.startsWith('/print/'))) {
    // Hydrated and laid out whole: the boxes that scroll are measured and made so by the page's scripts.
    await gotoHydrated(page, route);
    await layOutEverything(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) {
      overflowing.push(`${route}: ${width} px wide`);
    }
    await expectInlineFormulasReachable(page, route);
    await expectScrollingBoxesReachable(page, route);
  }
  expect(overflowing).toEqual([]);
});
