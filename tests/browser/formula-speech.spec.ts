/**
 * Formulas as assistive technology meets them in Chromium: each one's MathML is there, named by its
 * speech (what a screen reader without a maths engine says) and carrying its braille, and the keyboard
 * previews of notation and references still open on a formula or a link.
 */
import {createRequire} from 'node:module';
import {expect, test} from '@playwright/test';
import type * as Engine from 'speech-rule-engine/js/index.js';
import {speechSetup} from '../../src/plugins/maths/speech';
import {gotoHydrated, layOutEverything} from './pages';

const chapter3 = '/docs/mathematics/munkres-topology-self-study/chapt-3/notes/';

// The engine itself, set up as the site is (src/plugins/maths/speech.ts, src/data/formula-speech.ts).
const engine = createRequire(import.meta.url)('speech-rule-engine') as typeof Engine;

type AxNode = {nodeId: string; backendDOMNodeId?: number; ignored: boolean; role?: {value: string}; name?: {value: string}};
type DomNode = {backendNodeId: number; nodeName: string; attributes?: string[]; children?: DomNode[]};

test("chapter 3: every formula's MathML is in the accessibility tree, named by the engine's speech for it and carrying braille", async ({
  page,
}) => {
  await engine.setupEngine(speechSetup);
  await engine.engineReady();
  await gotoHydrated(page, chapter3);
  // Every block laid out and every solution open: every formula is there to be read.
  await layOutEverything(page);
  const formulas = await page.locator('article math').evaluateAll((maths) =>
    maths.map((math) => {
      const copy = math.cloneNode(true) as Element;
      copy.removeAttribute('aria-label');
      copy.removeAttribute('aria-braillelabel');
      return {mathml: new XMLSerializer().serializeToString(copy), braille: math.getAttribute('aria-braillelabel') ?? ''};
    }),
  );
  expect(formulas.length).toBeGreaterThan(100);

  const cdp = await page.context().newCDPSession(page);
  // The <math> elements of the article in document order, by the id the accessibility tree refers to them with.
  const {root} = (await cdp.send('DOM.getDocument', {depth: -1})) as {root: DomNode};
  const mathIds: number[] = [];
  const walk = (node: DomNode, inArticle: boolean) => {
    const here = inArticle || node.nodeName === 'ARTICLE';
    if (here && node.nodeName.toLowerCase() === 'math') {
      mathIds.push(node.backendNodeId);
    }
    node.children?.forEach((child) => walk(child, here));
  };
  walk(root, false);
  expect(mathIds).toHaveLength(formulas.length);
  const {nodes} = (await cdp.send('Accessibility.getFullAXTree')) as {nodes: AxNode[]};
  const exposed = new Map(nodes.filter((node) => !node.ignored).map((node) => [node.backendDOMNodeId, node]));

  const misnamed: string[] = [];
  const speechOf = new Map<string, string>();
  for (const [index, {mathml, braille}] of formulas.entries()) {
    const node = exposed.get(mathIds[index]);
    let expected = speechOf.get(mathml);
    if (expected === undefined) {
      expected = engine.toSpeech(mathml).trim();
      speechOf.set(mathml, expected);
    }
    // Chromium exposes the <math> element itself (MathMLMath), so MathML readers keep it whole.
    if (node?.role?.value !== 'MathMLMath' || node.name?.value !== expected || !braille) {
      misnamed.push(
        `${node?.role?.value} "${node?.name?.value}" (braille "${braille}"), not "${expected}": ${mathml.slice(0, 120)}`,
      );
    }
  }
  expect(misnamed.slice(0, 5), `${misnamed.length} of ${formulas.length} formulas`).toEqual([]);
  // No wrapper of a formula takes the math role around its MathML: a reader would meet the formula twice,
  // and NVDA does not hand MathML inside such a wrapper to its maths engine (nvaccess/nvda#15058).
  expect(nodes.filter((node) => !node.ignored && node.role?.value === 'math')).toEqual([]);
});

test('chapter 3: a formula with notation and a reference still preview their targets when the keyboard reaches them', async ({
  page,
}) => {
  await gotoHydrated(page, chapter3);
  const preview = page.getByRole('dialog', {name: /^Preview of /});
  for (const target of [
    page.locator('article .katex[tabindex="0"]:has([data-notation])'),
    page.locator('article a.cross-reference'),
  ]) {
    const element = target.first();
    await element.scrollIntoViewIfNeeded();
    // Reached with Tab from the element before it, as a keyboard reader reaches it.
    await element.evaluate((reached) => {
      const before = document.createElement('button');
      before.textContent = 'start';
      reached.before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    await expect(element).toBeFocused();
    await expect(preview).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  }
});
