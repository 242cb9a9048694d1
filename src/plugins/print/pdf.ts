/**
 * Prints each print edition to PDF after the build, with the Chromium the tests use ($CHROMIUM_PATH,
 * else /usr/bin/chromium), into build/pdf/. Paged.js lays the document out in pages first, so that
 * references can say on which page their target is (CSS `target-counter`, which Chromium does not
 * implement), with running heads and notes at the foot of the page (./paged.css); Chromium then
 * prints those pages as they are, A4, with KaTeX's fonts embedded (maths stays text), links within
 * the document as PDF links, an outline from the headings and a structure tree from the page's
 * accessibility tree, each formula a figure named by its speech (./pdf-structure.ts); the PDF is then
 * saved again with its objects packed (packObjects). Without Chromium the site still builds, and one
 * line says the PDFs were skipped.
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, stat, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PDFDocument, ParseSpeeds} from '@cantoo/pdf-lib';
import {logger} from '@docusaurus/logger';
import {chromium, type Browser} from 'playwright-core';
import {statementClasses} from '../cross-references/components';
import {indexClasses} from '../index-of-terms/components';
import {printClasses} from '../lib/print-context';
import {numberedDisplayClasses} from '../maths/remark/display-numbers';
import {speechAttribute} from '../maths/speech';
import type {PrintDocument} from './documents';
import {formulasAsFigures} from './pdf-structure';
import {runningHeads, type RunningHead} from './running-heads';

const require = createRequire(import.meta.url);

/** Paged.js's browser build that lays out the page it is added to (its package exports no path to it). */
const pagedPolyfill = path.join(path.dirname(require.resolve('pagedjs')), '../dist/paged.polyfill.js');

/** The rules only Paged.js reads (running heads, notes at the foot of the page). */
const pagedStylesheet = fileURLToPath(new URL('paged.css', import.meta.url));

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.wasm': 'application/wasm',
};

/** The built site on a loopback port, as a static host serves it. */
async function serve(outDir: string): Promise<{server: Server; origin: string}> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidates = [pathname, path.join(pathname, 'index.html'), `${pathname}.html`];
    for (const candidate of candidates) {
      const file = path.join(outDir, path.normalize(candidate));
      if (file.startsWith(outDir) && existsSync(file) && (await stat(file)).isFile()) {
        response.writeHead(200, {'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream'});
        response.end(await readFile(file));
        return;
      }
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`};
}

/** The browser's flags for a headless machine with loopback only (as tests/browser/chromium.ts). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export type PdfResult = {
  readonly file: string;
  readonly bytes: number;
  readonly pages: number;
  /** For each page with text laid out past its foot, which the PDF does not show, its first words: none, as the tests check. */
  readonly lost: readonly string[];
  readonly milliseconds: number;
};

/** Lays out one print edition with Paged.js and prints it; returns its number of pages and the text it lost. */
async function printDocument(
  browser: Browser,
  url: string,
  file: string,
  siteUrl: string,
  heads: readonly RunningHead[],
  pagedCss: string,
): Promise<{pages: number; lost: string[]}> {
  // Paged.js is added to the page for the printing only; the site's policy allows no script it does not ship.
  const context = await browser.newContext({bypassCSP: true});
  try {
    const page = await context.newPage();
    await page.emulateMedia({media: 'print'});
    // Without a time limit: beside other builds, a chapter's page took more than Playwright's 30 s to load.
    await page.goto(url, {waitUntil: 'load', timeout: 0});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.evaluate(
      async ({site, heads, print, statements}) => {
        // Links that leave the document lead to the published site, not to this loopback server.
        for (const link of document.querySelectorAll<HTMLAnchorElement>(`.${print.document} a[href^="/"]`)) {
          link.href = `${site}${link.getAttribute('href')}`;
        }
        for (const {id, part, text} of heads) {
          const element = document.getElementById(id);
          (part ? element?.querySelector(`:scope > .${print.pageTitle}`) : element)?.setAttribute('data-running-head', text);
        }
        // The address of a reference to another document becomes a note at the foot of the page
        // (paged.css): in the running text it is in parentheses, which the note does without. Its URL
        // may break only where a reader sees it cannot be a hyphen's (as the Chicago Manual of Style
        // has it): after a slash, and before a "#" or "?". Each piece between is kept whole, so a
        // hyphen in a path ("munkres-topology") never ends a line as if the word were hyphenated.
        for (const address of document.querySelectorAll(`.${print.document} .${print.referenceAddress}`)) {
          const text = (address.textContent ?? '').trim().replace(/^\((.*)\)$/s, '$1');
          const [, title = text, url = ''] = /^(.*?)(https?:\/\/\S+)$/s.exec(text) ?? [];
          address.replaceChildren(title);
          for (const piece of url.match(/https?:\/\/|[#?]?[^/#?]*\/?/g) ?? []) {
            if (piece === '') {
              continue;
            }
            const unbroken = document.createElement('span');
            unbroken.className = 'print-url-piece';
            unbroken.textContent = piece;
            address.append(unbroken, document.createElement('wbr'));
          }
        }
        // The PDF's structure comes from the accessibility tree (Chromium tags a `figure` as a Figure,
        // and gives a Figure the name of its element as alternative text). A figure of the site is a
        // frame around a drawing that is itself an image with its description (role img, aria-label):
        // the frame would be a Figure without alternative text around the drawing's Figure, so in the
        // PDF the drawing alone is the Figure. (tests/build/pdfs.test.ts: no figure without alternative text.)
        for (const frame of document.querySelectorAll(`.${print.document} figure`)) {
          if (!frame.hasAttribute('aria-label') && frame.querySelector('[role="img"][aria-label], img[alt]')) {
            frame.setAttribute('role', 'none');
          }
        }
        // An exercise with its solution runs on from the one before (theme/PrintEdition/styles.module.css,
        // `.theorem-block:has(.solution-block)`). Paged.js lays a block out a child at a time, so
        // until it reaches the solution that selector does not match, and the statement alone, kept
        // whole, went to the next page when it did not fit what was left (a third of a page, empty).
        for (const block of document.querySelectorAll<HTMLElement>(
          `.${print.document} .${statements.block}:has(.${statements.solution})`,
        )) {
          block.style.breakInside = 'auto';
        }
        // Paged.js 0.4.3 takes any element with an inline style that does not set `display` for one
        // it must not lay out (UndisplayedFilter), and then skips it when it looks for the element
        // after a heading: `break-after: avoid` on headings lands on the wrong element, and a heading
        // can end a page. Blocks carry inline custom properties (src/plugins/long-pages), so each such
        // element states the display it has.
        for (const element of document.querySelectorAll<HTMLElement>(`.${print.document} [style]`)) {
          if (element.style.display === '') {
            element.style.display = getComputedStyle(element).display;
          }
        }
        await document.fonts.ready;
        (window as unknown as {PagedConfig: object}).PagedConfig = {auto: false};
      },
      {site: siteUrl, heads, print: printClasses, statements: statementClasses},
    );
    await page.addScriptTag({path: pagedPolyfill});
    const laidOut = await page.evaluate(
      async ({paged, index, print, numbered}) => {
        const article = document.querySelector(`.${print.document}`)!;
        const template = document.createElement('template');
        template.innerHTML = article.outerHTML;
        document.body.innerHTML = '';
        document.body.append(template);
        // The site's stylesheets, handed to Paged.js as text: its CSS parser predates media range syntax,
        // which the minifier writes ("(width>=997px)"), so those queries go back to min-/max-width.
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        const styles = await Promise.all(
          links.map(async (link) => {
            const text = (await (await fetch(link.href)).text())
              .replace(/\(\s*width\s*>=\s*([\d.]+px)\s*\)/g, '(min-width:$1)')
              .replace(/\(\s*width\s*<=\s*([\d.]+px)\s*\)/g, '(max-width:$1)');
            link.remove();
            return {[link.href]: text};
          }),
        );
        styles.push({[new URL('/paged.css', location.href).href]: paged});
        type BreakToken = {node: Node; offset: number};
        type LaidOutPage = {
          readonly wrapper: HTMLElement;
          readonly layoutMethod?: {
            readonly bounds: DOMRect;
            findBreakToken(rendered: HTMLElement, source: DocumentFragment, bounds: DOMRect): BreakToken | undefined;
          };
        };
        type Paged = {
          Handler: new (...args: never[]) => {
            readonly chunker: {readonly pagesArea: HTMLElement; readonly source: DocumentFragment};
          };
          registerHandlers(...handlers: unknown[]): void;
        };
        const {Handler, registerHandlers} = (window as unknown as {Paged: Paged}).Paged;
        // The bibliography names each page a source is cited on once, and the index each page a term is on
        // (paged.css prints the numbers): as an entry comes to be laid out, every place it names, all before
        // it, is on its page already. Of an index's two places on one page, the definition stays.
        class PagesOfCitations extends Handler {
          layoutNode(node: Node) {
            if (!(node instanceof HTMLElement)) {
              return;
            }
            const places = node.matches(`.${print.bibliographyEntry}`)
              ? node.querySelectorAll<HTMLElement>(`.${print.bibliographyCite}`)
              : node.matches(`.${index.printEntry}`)
                ? node.querySelectorAll<HTMLElement>(`:scope > .${index.printLocator}`)
                : undefined;
            if (!places) {
              return;
            }
            const named = new Map<string, HTMLElement>();
            for (const place of places) {
              const id = decodeURIComponent(place.querySelector('a')?.getAttribute('href')?.slice(1) ?? '');
              const target = this.chunker.pagesArea.querySelector(`#${CSS.escape(id)}`);
              const page = target?.closest<HTMLElement>('.pagedjs_page')?.dataset.pageNumber;
              const first = page === undefined ? undefined : named.get(page);
              if (page !== undefined && first) {
                const [kept, repeated] = place.dataset.defines && !first.dataset.defines ? [place, first] : [first, place];
                repeated.setAttribute('data-repeats-page', page);
                named.set(page, kept);
              } else {
                named.set(page ?? id, place);
              }
            }
            node.querySelector(`.${print.bibliographyCites}`)?.setAttribute('data-pages', String(named.size));
          }
        }
        // A page number that target-counter() prints (paged.css, theme/PrintEdition/styles.module.css)
        // is known once its target is laid out: a reference to a later page reads ", p. 0" while its
        // own page is laid out, and ", p. 24" afterwards. Paged.js does not lay that page out again, so
        // a line the longer number adds went into a column off the page and was never printed (chapter
        // 3 lost the line with a citation, and the bibliography's link to it led nowhere). Until its
        // target is laid out, such a number takes the room of three digits instead: a document's pages
        // number fewer than a thousand, and the body font's figures have one width, so the number can
        // only shorten its line (and leave a little room at the foot of the page).
        class RoomForPageNumbers extends Handler {
          afterParsed() {
            const placeholder = (this as unknown as {polisher: {styleSheet: CSSStyleSheet}}).polisher.styleSheet;
            const rules = (list: CSSRuleList): CSSStyleRule[] =>
              [...list].flatMap((rule) =>
                rule instanceof CSSStyleRule ? [rule] : rule instanceof CSSGroupingRule ? rules(rule.cssRules) : [],
              );
            for (const rule of [...document.styleSheets].flatMap((sheet) => rules(sheet.cssRules))) {
              // Paged.js has written each target-counter() as counter(target-counter-…), which it sets
              // on the element (as a data-target-counter-… attribute) once the target is laid out.
              for (const [, counter] of rule.style.content.matchAll(/counter\((target-counter-[\w-]+)\)/g)) {
                for (const selector of rule.selectorText.split(',')) {
                  const [, element, pseudo = ''] = /^(.*?)(::?(?:after|before))?$/.exec(selector.trim())!;
                  placeholder.insertRule(
                    `${element}:not([data-${counter}])${pseudo} { counter-reset: ${counter} 888; }`,
                    placeholder.cssRules.length,
                  );
                }
              }
            }
          }
        }
        // Paged.js lays a page out in columns as wide as its text and carries what falls into the
        // second column over to the next page; the PDF shows the first column only. What it lays out
        // is measured once, and a few things move text into the second column after that: a note
        // at the foot of the page taking its room, the browser keeping two lines of a paragraph on
        // either side of a column break (widows, orphans), a page number growing (above).
        /** The text nodes of a laid-out page past its foot, which the PDF would not show, in order. */
        const textPastFoot = (page: Element): Text[] => {
          const area = page.querySelector<HTMLElement>('.pagedjs_page_content');
          if (!area) {
            return [];
          }
          // Columns are as wide as the page's text, a gap apart.
          const secondColumn = area.getBoundingClientRect().right + parseFloat(getComputedStyle(area).columnGap) - 1;
          const lost: Text[] = [];
          const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
            range.selectNodeContents(text);
            if (
              (text.textContent ?? '').trim() !== '' &&
              [...range.getClientRects()].some((rect) => rect.width > 0 && rect.left >= secondColumn)
            ) {
              lost.push(text);
            }
          }
          return lost;
        };
        /**
         * Where a page breaks. Paged.js's search for it stops at the first text past the page's foot
         * and, when that text starts its node (a paragraph's first line, which the browser moved to
         * the next column whole, or after a note took room at the foot), it breaks nowhere and the
         * text stays off the paper: the break is then before that text. And a break before a block
         * goes before the heading or label the block follows (break-after: avoid), which Paged.js
         * honours only for an element's own previous sibling: an exercise, which may run on, left its
         * section's heading at the foot of the page.
         */
        class BreakBeforeTextPastFoot extends Handler {
          onOverflow(overflow: Range | undefined, rendered: HTMLElement) {
            const page = rendered.closest('.pagedjs_page');
            let found: Node | undefined;
            if (overflow) {
              const {startContainer: container, startOffset: offset} = overflow;
              // A heading (or a block's label) is not split: a break in its text goes before it.
              const kept =
                container instanceof Text ? container.parentElement?.closest<HTMLElement>('[data-break-after="avoid"]') : null;
              found =
                kept && rendered.contains(kept)
                  ? kept
                  : container instanceof Text
                    ? offset === 0
                      ? container
                      : undefined
                    : (container.childNodes[offset] ?? undefined);
            } else if (page) {
              found = textPastFoot(page)[0];
            }
            if (!found) {
              return overflow;
            }
            let start: Node = found;
            const content = (node: Node | null) => node !== null && (node.textContent ?? '').trim() !== '';
            const previous = (node: Node) => {
              let before = node.previousSibling;
              while (before && !content(before) && !(before instanceof HTMLElement)) {
                before = before.previousSibling;
              }
              return before;
            };
            for (let moved = true; moved;) {
              moved = false;
              const parent: Node | null = start.parentNode;
              if (parent && parent !== rendered && rendered.contains(parent) && [...parent.childNodes].find(content) === start) {
                start = parent;
                moved = true;
              }
              const before = previous(start);
              // (Paged.js takes break-after out of the styles and marks the elements that had it.)
              if (before instanceof HTMLElement && before.dataset.breakAfter === 'avoid') {
                start = before;
                moved = true;
              }
            }
            const range = document.createRange();
            range.setStart(rendered, 0);
            range.setEndBefore(start);
            // Nothing of the page before it: breaking there would repeat the page.
            if (range.toString().trim() === '') {
              return overflow;
            }
            range.setStartBefore(start);
            range.setEndAfter(rendered.lastChild!);
            return range;
          }
        }
        /**
         * What the layout of a page still left past its foot goes on to the next page: Paged.js finds
         * where the page overflows again (with the handler above), takes what follows off it, and the
         * next page starts there. (The last page has no next page: the check after the layout says so.)
         */
        class CarryOverWhatDidNotFit extends Handler {
          afterPageLayout(element: HTMLElement, page: LaidOutPage, breakToken: BreakToken | undefined) {
            for (let tries = 0; breakToken && page.layoutMethod && tries < 3 && textPastFoot(element).length > 0; tries += 1) {
              const token = page.layoutMethod.findBreakToken(page.wrapper, this.chunker.source, page.layoutMethod.bounds);
              if (!token) {
                break;
              }
              // The chunker lays the next page out from this token: it starts where this page now ends.
              breakToken.node = token.node;
              breakToken.offset = token.offset;
            }
          }
        }
        // What Paged.js would cut at the right edge of the text or wrap into something else is scaled to
        // the width it is laid out in, on its page: a display formula too wide for the text (cut at the
        // margin: KaTeX does not break a display), an inline formula with a part longer than a line
        // (KaTeX breaks one only between its parts, after a relation or an operator), and the output of
        // a Python cell whose lines are longer than the text is wide (a printed table would wrap its last
        // column under its first).
        // An output is scaled from all its lines (those of its source, `node`), so that the parts of one
        // split between pages keep one size; it gets no smaller than half its size, and wraps beyond.
        class FitToTheText extends Handler {
          renderNode(clone: Node, node: Node) {
            if (!(clone instanceof HTMLElement) && !(clone instanceof Text)) {
              return;
            }
            const scale = (element: HTMLElement, factor: number) => {
              element.style.fontSize = `${parseFloat(getComputedStyle(element).fontSize) * factor}px`;
            };
            // (A display is laid out whole, with the inline element it is in: it may be the clone or inside it.)
            for (const display of clone instanceof HTMLElement
              ? [clone, ...clone.querySelectorAll<HTMLElement>('.katex-display')]
              : []) {
              if (!display.matches('.katex-display')) {
                continue;
              }
              // A numbered display (src/plugins/maths) keeps its number beside it, in the same row.
              const row = display.closest<HTMLElement>(`.${numbered.row}`);
              const number = row?.querySelector(`.${numbered.number}`)?.getBoundingClientRect().width ?? 0;
              const room = (row ?? display).clientWidth - number;
              const needed = display.querySelector('.katex-html')?.scrollWidth ?? 0;
              if (needed > room) {
                scale(display, (room / needed) * 0.99);
              }
            }
            // An inline formula is laid out with its paragraph (or list item, or cell): in it, or the clone.
            for (const formula of clone instanceof HTMLElement ? [clone, ...clone.querySelectorAll<HTMLElement>('.katex')] : []) {
              if (!formula.matches('.katex') || formula.closest('.katex-display')) {
                continue;
              }
              // Only a part of some length can be wider than a line (measuring every formula would lay the page out again each time).
              const parts = [...formula.querySelectorAll<HTMLElement>(':scope > .katex-html > .base')].filter(
                (part) => (part.textContent ?? '').length >= 16,
              );
              const needed = Math.max(0, ...parts.map((part) => part.getBoundingClientRect().width));
              let block = formula.parentElement;
              while (block && getComputedStyle(block).display.startsWith('inline')) {
                block = block.parentElement;
              }
              if (!block) {
                continue;
              }
              const style = getComputedStyle(block);
              const room = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              if (needed > room) {
                scale(formula, (room / needed) * 0.99);
              }
            }
            // (The part of an output on a later page is in a copy of it Paged.js makes for the text it
            // lays out there: the output is found from whatever of it is laid out first.)
            const output = '[data-python-cell] [role="region"] > pre';
            const pre = (clone instanceof HTMLElement ? clone : clone.parentElement)?.closest<HTMLElement>(output);
            const source = (node instanceof HTMLElement ? node : node.parentElement)?.closest<HTMLElement>(output);
            if (pre && source && pre.dataset.fitted === undefined) {
              pre.dataset.fitted = '';
              const longest = (source.textContent ?? '').split('\n').reduce((a, b) => (b.length > a.length ? b : a), '');
              const line = document.createElement('span');
              line.style.whiteSpace = 'pre';
              line.textContent = longest;
              pre.append(line);
              const style = getComputedStyle(pre);
              const room = pre.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              const needed = line.getBoundingClientRect().width;
              line.remove();
              if (needed > room) {
                scale(pre, Math.max(0.5, (room / needed) * 0.99));
              }
            }
          }
        }
        // A proof's label ("Proof.") never ends a page: where the page would end right after it, the
        // proof starts the next page. (`break-after: avoid` does not hold it when what follows starts
        // on the page but not one line of it fits, as a list: Paged.js then breaks inside that.)
        class ProofLabelWithItsProof extends Handler {
          onOverflow(overflow: Range | undefined, rendered: HTMLElement) {
            if (!overflow) {
              return undefined;
            }
            for (const label of rendered.querySelectorAll<HTMLElement>('.proof-block > p:first-child')) {
              const proof = label.parentElement!;
              // (The first paragraph of the part of a proof that runs on from the page before is no label.)
              if (proof.dataset.splitFrom !== undefined || overflow.comparePoint(label, 0) !== -1) {
                continue;
              }
              const after = document.createRange();
              after.setStartAfter(label);
              after.setEnd(overflow.startContainer, overflow.startOffset);
              const before = document.createRange();
              before.setStart(rendered, 0);
              before.setEndBefore(proof);
              const printed = (range: Range) =>
                range.toString().trim() !== '' || range.cloneContents().querySelector('img, svg, .katex') !== null;
              if (!printed(after) && printed(before)) {
                overflow.setStartBefore(proof);
                return overflow;
              }
            }
            return undefined;
          }
        }
        // ProofLabelWithItsProof moves the break before a proof in place, on the range every overflow
        // handler is given, so BreakBeforeTextPastFoot, after it, starts from there (and takes a heading
        // the proof follows with it); Paged.js keeps the last handler's answer.
        registerHandlers(
          PagesOfCitations,
          RoomForPageNumbers,
          FitToTheText,
          ProofLabelWithItsProof,
          BreakBeforeTextPastFoot,
          CarryOverWhatDidNotFit,
        );
        type Previewer = {preview(content: DocumentFragment, styles: object[], to: HTMLElement): Promise<{total: number}>};
        const flow = await (window as unknown as {PagedPolyfill: Previewer}).PagedPolyfill.preview(
          template.content,
          styles,
          document.body,
        );
        await document.fonts.ready;
        const lost = [...document.querySelectorAll<HTMLElement>('.pagedjs_page')].flatMap((page) => {
          const words = textPastFoot(page).map((text) => (text.textContent ?? '').trim());
          return words.length > 0 ? [`p. ${page.dataset.pageNumber}: ${words.join(' ').replace(/\s+/g, ' ').slice(0, 80)}…`] : [];
        });
        return {pages: flow.total, lost};
      },
      {paged: pagedCss, index: indexClasses, print: printClasses, numbered: numberedDisplayClasses},
    );
    // Each formula a Figure named by its speech in the PDF's structure, once the layout is done (./pdf-structure.ts).
    await page.evaluate(formulasAsFigures, speechAttribute);
    await page.pdf({path: file, preferCSSPageSize: true, printBackground: true, outline: true, tagged: true});
    return laidOut;
  } finally {
    await context.close();
  }
}

/**
 * The PDF Chromium printed, saved again with its objects packed into compressed object streams (PDF
 * 1.5). Chromium writes PDF 1.4, each object on its own and uncompressed; in a tagged PDF most of
 * them are the structure tree's elements, one for each run of text and each formula (./pdf-structure.ts),
 * and they made most of a chapter's bytes. The rest is saved as it was: the pages and their content,
 * the fonts, the structure tree, outline, links, language, and the metadata (`updateMetadata: false`:
 * Chromium's producer and dates, not the library's).
 */
async function packObjects(file: string): Promise<void> {
  const pdf = await PDFDocument.load(await readFile(file), {updateMetadata: false, parseSpeed: ParseSpeeds.Fastest});
  // At once rather than yielding to the event loop between batches of objects (`objectsPerTick`): the yields, a timer each, made the saving about a fifth slower.
  await writeFile(file, await pdf.save({useObjectStreams: true, objectsPerTick: Infinity}));
}

/** Why no PDF can be made here, if none can: SITE_PDF=skip, or no Chromium. */
function reasonToSkip(executablePath: string): string | undefined {
  if (process.env.SITE_PDF === 'skip') {
    return 'SITE_PDF=skip';
  }
  return existsSync(executablePath) ? undefined : `no Chromium at ${executablePath} (set CHROMIUM_PATH)`;
}

export async function makePdfs(
  outDir: string,
  baseUrl: string,
  documents: readonly PrintDocument[],
  siteUrl: string,
): Promise<PdfResult[]> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const directory = path.join(outDir, 'pdf');
  await mkdir(directory, {recursive: true});
  const skipped = reasonToSkip(executablePath);
  if (skipped) {
    // An empty index: the pages' PDF links then show no size, and the link check knows no PDF was made.
    await writeFile(path.join(directory, 'index.json'), '{}');
    logger.info(`PDFs skipped: ${skipped}; the print editions are built.`);
    return [];
  }
  const pagedCss = await readFile(pagedStylesheet, 'utf8');
  const {server, origin} = await serve(outDir);
  const browser = await chromium.launch({executablePath, args: chromiumArgs});
  const results: PdfResult[] = new Array(documents.length);
  // One browser, a page per core: laying out a document keeps one core busy, and waits between steps.
  let next = 0;
  const printer = async () => {
    for (let index = next++; index < documents.length; index = next++) {
      const document = documents[index]!;
      const file = path.join(directory, document.pdf);
      const started = performance.now();
      const route = document.route.replace(/^\//, '');
      const heads = runningHeads(await readFile(path.join(outDir, route, 'index.html'), 'utf8'));
      const {pages, lost} = await printDocument(browser, `${origin}${baseUrl}${route}`, file, siteUrl, heads, pagedCss);
      await packObjects(file);
      for (const text of lost) {
        logger.warn(`${document.pdf} does not show text Paged.js laid out past the foot of its page, ${text}`);
      }
      results[index] = {
        file: document.pdf,
        bytes: (await stat(file)).size,
        pages,
        lost,
        milliseconds: Math.round(performance.now() - started),
      };
    }
  };
  const printingStarted = performance.now();
  try {
    await Promise.all(Array.from({length: Math.min(availableParallelism(), documents.length)}, printer));
  } finally {
    await browser.close();
    server.close();
  }
  // The size of each PDF, for the links to it (theme/PrintLink reads it), the text it lost (for the
  // tests) and the time it took.
  await writeFile(
    path.join(directory, 'index.json'),
    JSON.stringify(
      Object.fromEntries(results.map(({file, bytes, pages, lost, milliseconds}) => [file, {bytes, pages, lost, milliseconds}])),
      null,
      1,
    ),
  );
  const total = results.reduce((sum, result) => sum + result.bytes, 0);
  const time = performance.now() - printingStarted;
  logger.success(`${results.length} PDFs in build/pdf (${(total / 1e6).toFixed(1)} MB, ${(time / 1000).toFixed(0)} s).`);
  return results;
}
