/**
 * The PDFs the build printed (src/plugins/print/pdf.ts): every print edition has its PDF beside the
 * site, small, of more than a title page; every link to a PDF leads to one the build made. Run right
 * after the build that printed them: by the `build` stage (tests/run-all.sh), and under `npm test` by the
 * owner's scenario on its copy of the site, the run's one build (tests/owner/scenario.test.ts); not with the
 * other checks on build/ (./checks.ts), which run where no PDF is printed too (the deploy's owner job).
 * How the PDFs read (pages, running heads, bibliography) is checked in tests/browser/print-edition.spec.ts;
 * here, that each prints all it laid out and that its links within it land somewhere.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';
import {buildDir, isPrintEdition, noPdfsInCi, noPdfsSkip, pdfsRequired, printedPdfs, sitePages} from './site';

const pdfIndex = printedPdfs();
// Read once for the process (./site.ts); a print edition is parsed only where its PDF is compared with it.
const pages = sitePages();
/** Locally, a build without PDFs skips these tests with a line that says so; in CI it fails them (./site.ts, pdfsRequired). */
const skipWithoutPdfs = Object.keys(pdfIndex).length === 0 && !pdfsRequired && noPdfsSkip;

/** Each print edition, with its PDF as pdf.js reads it (closed once the caller is done with it). */
async function* editionsWithTheirPdf() {
  for (const {route, $} of pages.filter((page) => isPrintEdition(page.route))) {
    const file = path.join(buildDir, $('a[download]').attr('href')!);
    const pdf = await getDocument({data: new Uint8Array(readFileSync(file)), isEvalSupported: false}).promise;
    try {
      yield {route, $, pdf};
    } finally {
      await pdf.destroy();
    }
  }
}
/** The site-relative PDFs a page links to (the minifier leaves attribute values unquoted where it can). */
const pdfLinks = (html: string) => [...html.matchAll(/\bhref=(?:"([^"]+\.pdf)"|([^\s">]+\.pdf)(?=[\s>]))/g)].map((match) => match[1] ?? match[2]!);

test(
  'each print edition has its PDF beside the site, a chapter under 2 MB, and every link to a PDF finds one',
  {skip: skipWithoutPdfs},
  () => {
    assert.ok(Object.keys(pdfIndex).length > 0, noPdfsInCi);
    const editions = pages.filter(({route}) => isPrintEdition(route));
    assert.ok(editions.length > 0, 'the build has print editions');
    for (const {route, html} of editions) {
      const own = pdfLinks(html);
      assert.ok(own.length > 0, `${route}: links to its PDF`);
      const name = path.basename(own[0]!);
      assert.ok(pdfIndex[name], `${route}: ${name} was printed`);
      assert.ok(pdfIndex[name].pages > 1, `${name}: a title page and the content`);
    }
    assert.equal(Object.keys(pdfIndex).length, editions.length, 'one PDF per edition');
    // Each PDF is linked from every page it collects: each file is looked at once.
    const linked = new Map<string, string>();
    for (const {route, html} of pages) {
      for (const href of pdfLinks(html).filter((link) => link.startsWith('/') && !linked.has(link))) {
        linked.set(href, route);
      }
    }
    const broken: string[] = [];
    for (const [href, route] of linked) {
      const file = path.join(buildDir, href);
      if (!existsSync(file)) {
        broken.push(`${route}: ${href}`);
      } else {
        assert.ok(statSync(file).size < 2e6, `${href}: under 2 MB`);
      }
    }
    assert.deepEqual(broken, [], 'links to PDFs the build did not make');
  },
);

test(
  'no PDF leaves off its paper a line it laid out: no text past the foot of a page',
  {skip: skipWithoutPdfs},
  () => {
    assert.ok(Object.keys(pdfIndex).length > 0, noPdfsInCi);
    // What the printing found on each laid-out page, past its foot (src/plugins/print/pdf.ts, textOffItsPage).
    const lost = Object.entries(pdfIndex).flatMap(([name, {lost}]) =>
      lost ? lost.map((text) => `${name}, ${text}`) : [`${name}: printed without looking for text off its pages`],
    );
    assert.deepEqual(lost, []);
  },
);

test(
  'every link within a PDF lands on a place the PDF prints: each target it names has its destination',
  {skip: skipWithoutPdfs},
  async () => {
    assert.ok(Object.keys(pdfIndex).length > 0, noPdfsInCi);
    const missing: string[] = [];
    let links = 0;
    for await (const {route, $, pdf} of editionsWithTheirPdf()) {
      // Chromium makes a named destination of each place a link within the document leads to, if that
      // place is on a page; its name is the link's fragment as a URL writes it (ö as %C3%B6).
      const targets = new Set(
        $('.print-document a[href^="#"]')
          .map((_, link) => new URL($(link).attr('href')!, 'http://localhost/').hash.slice(1))
          .get(),
      );
      links += targets.size;
      const destinations = await pdf.getDestinations();
      missing.push(...[...targets].filter((target) => !(target in destinations)).map((target) => `${route}: #${target}`));
    }
    assert.ok(links > 0, 'the PDFs have links within them');
    assert.deepEqual(missing, [], 'links within a PDF that lead nowhere');
  },
);

/** The elements of a PDF page's structure tree, depth first, as pdf.js reads them. */
type StructNode = {role?: string; alt?: string; children?: (StructNode | {type: string})[]};
function* structElements(node: StructNode | {type: string} | null): Generator<StructNode> {
  if (node && 'children' in node) {
    yield node;
    for (const child of node.children ?? []) {
      yield* structElements(child);
    }
  }
}

/** A text with each run of white space as one space, as an accessible name has it. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A heading's or bookmark's words, compared without spaces: Chromium writes a bookmark's title as its heading is laid out, a line break without its space. */
const words = (text: string) => text.replace(/[\s\u200b]+/g, '');

test(
  'a PDF is tagged for a screen reader: headings as H1-H6, every heading of the edition a bookmark, every figure with alternative text, every formula a figure named by its speech',
  {skip: skipWithoutPdfs},
  async () => {
    assert.ok(Object.keys(pdfIndex).length > 0, noPdfsInCi);
    const problems: string[] = [];
    let formulas = 0;
    for await (const {route, $, pdf} of editionsWithTheirPdf()) {
      // Each formula of the edition by its speech (on its MathML: src/plugins/maths/speech.ts), as
      // many times as the edition has it: each must be a Figure of its own, named by that speech (as
      // an accessible name reads: white space collapsed). An equation's number is KaTeX's too, but
      // text without MathML, tagged as text.
      const speeches = $('.print-document .katex-mathml math')
        .map((_, math) => spaced($(math).attr('aria-label') ?? ''))
        .get();
      formulas += speeches.length;
      const alternatives = new Map<string, number>();
      // A heading's words around its formulas (a bookmark spells a formula as it is laid out, or not at all).
      const headings = $('.print-document')
        .find('h1, h2, h3, h4, h5, h6')
        .map((_, heading) => {
          const copy = $(heading).clone();
          copy.find('.katex').replaceWith('\u241f');
          return {text: $(heading).text(), pieces: copy.text().split('\u241f').map(words).filter(Boolean)};
        })
        .get()
        .filter(({pieces}) => pieces.length > 0);
      const roles = new Set<string>();
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const tree = (await (await pdf.getPage(number)).getStructTree()) as StructNode | null;
        for (const element of structElements(tree)) {
          roles.add(element.role ?? '');
          if (element.role === 'Figure' && element.alt) {
            const alternative = spaced(element.alt);
            alternatives.set(alternative, (alternatives.get(alternative) ?? 0) + 1);
          } else if (element.role === 'Figure') {
            problems.push(`${route}: p. ${number}: a figure without alternative text`);
          }
        }
      }
      for (const speech of speeches) {
        const left = alternatives.get(speech) ?? 0;
        if (speech === '' || left === 0) {
          problems.push(`${route}: a formula without alternative text${speech ? ` (its speech: "${speech}")` : ', and without speech'}`);
        }
        alternatives.set(speech, left - 1);
      }
      if (!roles.has('H1') || !roles.has('P')) {
        problems.push(`${route}: no H1 or no P in its structure (${[...roles].join(', ')})`);
      }
      type Bookmark = {title: string; items: Bookmark[]};
      const titles: string[] = [];
      const collect = (items: Bookmark[] | null) =>
        items?.forEach(({title, items: inner}) => {
          titles.push(words(title));
          collect(inner);
        });
      collect((await pdf.getOutline()) as Bookmark[] | null);
      /** Whether a bookmark's title has the heading's words, in order. */
      const names = (title: string, pieces: string[]) => {
        let from = 0;
        return pieces.every((piece) => {
          const at = title.indexOf(piece, from);
          from = at + piece.length;
          return at !== -1;
        });
      };
      problems.push(
        ...headings
          .filter(({pieces}) => !titles.some((title) => names(title, pieces)))
          .map(({text}) => `${route}: no bookmark for "${text}"`),
      );
    }
    assert.ok(formulas > 0, 'the print editions have formulas');
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
  },
);
