/**
 * axe-core in a page: injected once, then run as often as the test needs. (@axe-core/playwright
 * evaluates axe's half-megabyte source twice per run, and its `options()` silently replaced the
 * rules and tags set before it.) The colour rules are confined to the elements marked as samples
 * (./audit-samples.ts), so that one run checks every rule on everything else and colour on one
 * element of each look.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {AxeResults, ContextObject, RunOptions} from 'axe-core';
import type {Page} from '@playwright/test';
import {colourRules, sampleAttribute} from './audit-samples';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
}

/** One axe run, violations only. */
export async function runAxe(page: Page, context: ContextObject, options: RunOptions): Promise<AxeResults> {
  const results: unknown = await page.evaluate(
    ({context, options}) =>
      (window as unknown as {axe: {run(c: unknown, o: unknown): Promise<unknown>}}).axe.run(context, options),
    {context: context as unknown, options: {...options, resultTypes: ['violations']} as unknown},
  );
  return results as AxeResults;
}

/** The whole page, as an axe context. */
export const wholePage: ContextObject = {exclude: []};
