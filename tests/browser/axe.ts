/**
 * axe-core in a page: injected once, then run as often as the test needs. (@axe-core/playwright
 * evaluates axe's half-megabyte source twice per run, and its `options()` silently replaced the
 * rules and tags set before it.) The colour rules are confined to the elements marked as samples
 * (./audit-samples.ts), so that one run checks every rule on everything else and colour on one
 * element of each look.
 *
 * What a run costs on a page of formulas is mostly axe's grid: the box of every element, to find what
 * lies under a text (colour) or near a target (target size). Four fifths of such a page are KaTeX's
 * spans and its hidden MathML copy, which paint no background, take no input and lie under nothing
 * but the formula's own text; so the grid leaves out a formula's inside, except the way down to a
 * colour sample or an element that takes focus, and the MathML (clipped to nothing, never painted).
 * axe builds its grid with a TreeWalker, the only one it makes: the filter is given to that walker.
 * Each run must have consulted it (`runAxe` fails if not), so that an axe which walks otherwise is
 * noticed, not silently slower.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {AxeResults, ContextObject, RunOptions} from 'axe-core';
import type {Page} from '@playwright/test';
import {colourRules, markColourSamples, sampleAttribute} from './audit-samples';

/**
 * axe's memoizer, keyed by a Map instead of memoizee's arrays. axe caches what it learns of each element
 * (whether it is hidden, visible to a screen reader, its selector) in memoizee caches, which find an element
 * by a linear search of every element cached before it: on a page of formulas (29,000 elements, nine
 * tenths of them KaTeX's) that search was a fifth of a run. As memoizee does without options, the key is
 * the first `fn.length` arguments (none: one value), compared as SameValueZero, and `clear()` empties it;
 * what is computed and returned is the same (the audit's results were compared, every node of every rule).
 */
function memoizeByMap<Args extends unknown[], Result>(fn: (...args: Args) => Result) {
  const length = fn.length;
  let cache = new Map<unknown, unknown>();
  const memoized = function (this: unknown, ...args: Args): Result {
    let level = cache;
    for (let index = 0; index < length - 1; index += 1) {
      let next = level.get(args[index]) as Map<unknown, unknown> | undefined;
      if (!next) {
        next = new Map();
        level.set(args[index], next);
      }
      level = next;
    }
    const key = length === 0 ? undefined : args[length - 1];
    if (level.has(key)) {
      return level.get(key) as Result;
    }
    const result = fn.apply(this, args);
    level.set(key, result);
    return result;
  };
  memoized.clear = () => {
    cache = new Map();
  };
  return memoized;
}

/** axe-core's source, its memoizer swapped for memoizeByMap (an axe whose memoizer is written otherwise fails here, to be looked at). */
const axeSource = (() => {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const memoizer = /function\((\w+)\)\{return \1=\(0,\w+\.default\)\(\1\),axe\._memoizedFns\.push\(\1\),\1\}/g;
  const found = source.match(memoizer) ?? [];
  if (found.length !== 1) {
    throw new Error(
      `axe's memoizer found ${found.length} times in its source, not once (tests/browser/axe.ts): look at how it memoizes now`,
    );
  }
  return source.replace(
    memoizer,
    (_, fn: string) => `function(${fn}){return ${fn}=(${memoizeByMap.toString()})(${fn}),axe._memoizedFns.push(${fn}),${fn}}`,
  );
})();

/** Puts axe into the page, its colour rules confined to the colour samples. */
export async function injectAxe(page: Page): Promise<void> {
  const confined: Record<string, string> = {
    'color-contrast': `[${sampleAttribute}]`,
    'link-in-text-block': `a[href][${sampleAttribute}], [role=link][${sampleAttribute}]`,
  };
  const rules = colourRules.map((id) => {
    if (!confined[id]) {
      throw new Error(`No selector confines the colour rule ${id} to the samples`);
    }
    return {id, selector: confined[id]};
  });
  await page.evaluate(axeSource);
  await page.evaluate((rules) => {
    (window as unknown as {axe: {configure(spec: unknown): void}}).axe.configure({rules});
  }, rules);
  await page.evaluate((sampleAttribute) => {
    const audit = window as unknown as {auditGridFilter: {consulted: number}};
    audit.auditGridFilter = {consulted: 0};
    const walk = Document.prototype.createTreeWalker;
    Document.prototype.createTreeWalker = function (this: Document, root, whatToShow, filter) {
      if (filter || whatToShow !== NodeFilter.SHOW_ELEMENT) {
        return walk.call(this, root, whatToShow, filter);
      }
      // What the grid must hold inside a formula: the colour samples, what takes focus, and their ancestors.
      const kept = new Set<Element>();
      for (const element of document.querySelectorAll(
        `.katex [${sampleAttribute}], .katex a[href], .katex [tabindex], .katex[tabindex]`,
      )) {
        for (let up: Element | null = element; up && !kept.has(up); up = up.parentElement) {
          kept.add(up);
        }
      }
      return walk.call(this, root, whatToShow, {
        acceptNode(node) {
          audit.auditGridFilter.consulted += 1;
          const element = node as Element;
          if (element.classList.contains('katex-mathml')) {
            return NodeFilter.FILTER_REJECT;
          }
          return kept.has(element) || !element.closest('.katex') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
        },
      });
    };
  }, sampleAttribute);
}

/** One axe run, violations only. */
export async function runAxe(page: Page, context: ContextObject, options: RunOptions): Promise<AxeResults> {
  const {results, consulted} = await page.evaluate(
    async ({context, options}) => {
      const audit = window as unknown as {
        axe: {run(c: unknown, o: unknown): Promise<unknown>};
        auditGridFilter: {consulted: number};
      };
      audit.auditGridFilter.consulted = 0;
      const results = await audit.axe.run(context, options);
      return {results, consulted: audit.auditGridFilter.consulted};
    },
    {context: context as unknown, options: {...options, resultTypes: ['violations']} as unknown},
  );
  // Contrast, whenever it runs, reads the grid.
  const only = (options.runOnly as {values?: string[]} | undefined)?.values ?? [];
  const contrast =
    (only.includes('color-contrast') || only.includes('wcag2aa')) && options.rules?.['color-contrast']?.enabled !== false;
  if (contrast && consulted === 0) {
    throw new Error(
      "axe built no grid through the audit's TreeWalker filter (tests/browser/axe.ts): axe's grid is made otherwise now; look at how, and filter it there or drop the filter",
    );
  }
  return results as AxeResults;
}

/** The whole page, as an axe context. */
export const wholePage: ContextObject = {exclude: []};

/** The WCAG 2.0-2.2 A and AA rules and axe's best practices: what every audit of the site runs. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Every rule on the parts of the page that `selectors` name (a preview card open over a page, the
 * references it leads to), their colours read on one element of each look among them (./audit-samples.ts),
 * in the colour mode the page is in; axe is put into the page on first use. The violations, in words.
 */
export async function violationsIn(page: Page, selectors: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await injectAxe(page);
  }
  const samples = await markColourSamples(page, selectors.join(', '));
  if (samples === 0) {
    throw new Error(`No text to read colours on in ${selectors.join(', ')}`);
  }
  const results = await runAxe(
    page,
    {include: selectors.map((selector) => [selector])},
    {runOnly: {type: 'tag', values: axeTags}},
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
