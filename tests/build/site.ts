/** Helpers to read the production build (build/) the way a static host serves it. */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {statementClasses} from '../../src/plugins/cross-references/components';

export const buildDir = path.resolve('build');

if (!existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error('No production build in build/: run `npm run build` first.');
}

/** The file a static host serves for a route (with or without a trailing slash). */
export function fileForRoute(route: string): string | undefined {
  const clean = route.replace(/^\//, '').replace(/\/$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}/index.html`, `${clean}.html`, clean];
  return candidates
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** Whether a route is a print edition (src/plugins/print), which collects several of the site's pages into one document. */
export function isPrintEdition(route: string): boolean {
  return route.startsWith('/print/');
}

export function routeExists(route: string): boolean {
  return fileForRoute(route) !== undefined;
}

const parsedFiles = new Map<string, CheerioAPI>();

/** A file of the build, parsed once for the whole process (tests read it and never change it). */
function parsedFile(file: string, html?: string): CheerioAPI {
  let parsed = parsedFiles.get(file);
  if (!parsed) {
    parsed = load(html ?? readFileSync(file, 'utf8'));
    parsedFiles.set(file, parsed);
  }
  return parsed;
}

/**
 * The page a route serves, parsed once for every test of the process that reads it: a test that wants
 * to take parts away works on a `.clone()`. (Parsed anew at each call, the checks spent a third of their
 * time parsing chapters they had parsed already.)
 */
export function readRoute(route: string): CheerioAPI {
  const file = fileForRoute(route);
  if (!file) {
    throw new Error(`No file in build/ for route ${route}`);
  }
  return parsedFile(file);
}

/** Every HTML file of the build, as [route, file] pairs. */
export function allHtmlFiles(): {route: string; file: string}[] {
  const result: {route: string; file: string}[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name.endsWith('.html')) {
        const relative = path.relative(buildDir, full).split(path.sep).join('/');
        const route = `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
        result.push({route, file: full});
      }
    }
  };
  walk(buildDir);
  return result;
}

/**
 * A key of Prism's Python grammar (prism-react-renderer's, which the code blocks and the cells use): no other
 * module of the build has it, so a script that holds it holds Prism.
 */
export const prismMarker = 'triple-quoted-string';

/** Redirect pages written by @docusaurus/plugin-client-redirects are not site pages. */
export function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html) && !html.includes('id="__docusaurus"');
}

export type SitePage = {
  readonly route: string;
  readonly file: string;
  readonly html: string;
  /** The page parsed, once for all the tests of the process (as readRoute gives it). */
  readonly $: CheerioAPI;
};

let pages: SitePage[] | undefined;

/** The site's real pages (not redirect stubs), each read once. */
export function sitePages(): SitePage[] {
  pages ??= allHtmlFiles()
    .map(({route, file}) => {
      const html = readFileSync(file, 'utf8');
      return {
        route,
        file,
        html,
        get $() {
          return parsedFile(file, html);
        },
      };
    })
    .filter((page) => !isRedirectPage(page.html));
  return pages;
}

/** Word count of the main content of a page (article text, formulas counted once). */
export function contentWords($: CheerioAPI): number {
  const article = $('article').first().clone();
  article.find('.katex-html, nav, .theme-doc-footer, .pagination-nav, script, style').remove();
  return article.text().split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
}

/** What the tests of the PDFs say when the build made none. */
const noPdfs = 'the build made no PDFs (no Chromium, or SITE_PDF=skip)';

/**
 * Whether the PDFs must be there: in CI (`CI` set, as GitHub's runners and .ci/run set it), a build that
 * cannot print fails, and the tests of the PDFs fail rather than skip. Locally, a build without Chromium
 * (or with SITE_PDF=skip) makes none, and those tests are skipped with a line that says so.
 */
export const pdfsRequired = Boolean(process.env.CI) && !/^(false|0)$/i.test(process.env.CI!);

/** Why the tests of the PDFs are skipped when the build made none: locally only (see pdfsRequired). */
export const noPdfsSkip = `${noPdfs}; in CI this fails`;

/** The message of the assertion that the build made its PDFs, in CI. */
export const noPdfsInCi = `${noPdfs}: in CI a build that cannot print fails (install Chromium, or set CHROMIUM_PATH to Chrome)`;

/**
 * The PDFs the build printed (build/pdf/index.json, written by src/plugins/print/pdf.ts), by file
 * name; empty when it made none (no Chromium, or SITE_PDF=skip).
 */
export function printedPdfs(): Record<string, PrintedPdf> {
  const file = path.join(buildDir, 'pdf/index.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, PrintedPdf>) : {};
}

/** What the build says of a PDF it printed: its size, its pages, and the text it laid out past the foot of a page. */
type PrintedPdf = {readonly bytes: number; readonly pages: number; readonly lost?: readonly string[]};

const idIndexes = new WeakMap<CheerioAPI, Map<string, Element>>();

/**
 * The element of a parsed page with the given id (empty if none; the first if several), from an index
 * built in one pass over the page: a selector `[id="…"]` walks the whole page each time, and a check
 * that resolves every reference of a long page that way spent most of its time there.
 */
export function byId($: CheerioAPI, id: string): Cheerio<Element> {
  let index = idIndexes.get($);
  if (!index) {
    index = new Map();
    for (const element of $('[id]').toArray()) {
      const key = element.attribs.id!;
      if (!index.has(key)) {
        index.set(key, element);
      }
    }
    idIndexes.set($, index);
  }
  const element = index.get(id);
  return element ? $(element) : $([] as Element[]);
}

const proofIndexes = new WeakMap<CheerioAPI, Map<string, Element[]>>();

/**
 * The parts of a page where a statement is used: its block (a solution included), the proofs that follow
 * it up to the next statement, and the proofs elsewhere that say they prove it (`data-proof-of`, as a
 * proof after a lemma stated inside it does). `statementOf` is the inverse.
 */
export function partsOfStatement($: CheerioAPI, block: Cheerio<AnyNode>): Cheerio<AnyNode>[] {
  let proofs = proofIndexes.get($);
  if (!proofs) {
    proofs = new Map();
    for (const proof of $(`.${statementClasses.proof}[data-proof-of]`).toArray()) {
      const of = proof.attribs['data-proof-of']!;
      proofs.set(of, [...(proofs.get(of) ?? []), proof]);
    }
    proofIndexes.set($, proofs);
  }
  const parts = [block];
  for (let next = block.next(); next.length > 0 && !next.hasClass(statementClasses.block); next = next.next()) {
    if (next.hasClass(statementClasses.proof) && next.attr('data-proof-of') === undefined) {
      parts.push(next);
    }
  }
  return [...parts, ...(proofs.get(block.attr('id') ?? '') ?? []).map((proof) => $(proof))];
}

/** The id of the statement whose part (block or proof, see `partsOfStatement`) holds `element`, if any. */
export function statementOf($: CheerioAPI, element: AnyNode): string | undefined {
  const $element = $(element);
  const statement = $element.closest(`.${statementClasses.block}`);
  if (statement.length > 0) {
    return statement.attr('id');
  }
  const proof = $element.closest(`.${statementClasses.proof}`);
  return proof.attr('data-proof-of') ?? proof.prevAll(`.${statementClasses.block}`).first().attr('id');
}
