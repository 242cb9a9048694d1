import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import type {CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import type * as Engine from 'speech-rule-engine/js/index.js';
import {brailleSetup, speechSetup} from '../../src/plugins/maths/speech';
import {buildDir, readRoute, sitePages} from './site';

// The engine itself, set up as the site's settings say: what the build wrote must be what it says.
const engine = createRequire(import.meta.url)('speech-rule-engine') as typeof Engine;
for (const setup of [brailleSetup, speechSetup]) {
  await engine.setupEngine(setup);
  await engine.engineReady();
}

/** The engine's speech and braille for a MathML string. */
function engineSays(mathml: string): {speech: string; braille: string} {
  void engine.setupEngine(speechSetup);
  const speech = engine.toSpeech(mathml).trim();
  void engine.setupEngine(brailleSetup);
  return {speech, braille: engine.toSpeech(mathml).trim()};
}

/** A built formula's MathML as KaTeX wrote it: without the labels, as XML (the HTML writes U+00A0 as `&nbsp;`). */
function mathmlOf($: CheerioAPI, math: Element): string {
  const copy = $(math).clone().removeAttr('aria-label').removeAttr('aria-braillelabel');
  return $.html(copy).replace(/&nbsp;/g, '&#160;');
}

const chapter3 = '/docs/mathematics/munkres-topology-self-study/chapt-3/notes/';

test('every formula of every page is named by its speech, and carries its braille wherever the engine writes braille for it', () => {
  let formulas = 0;
  const unnamed: string[] = [];
  const withoutBraille = new Map<string, string>();
  for (const page of sitePages()) {
    const $ = page.$;
    for (const math of $('math').toArray()) {
      formulas += 1;
      if (!math.attribs['aria-label']?.trim()) {
        unnamed.push(`${page.route}: ${mathmlOf($, math).slice(0, 160)}`);
      }
      if (!math.attribs['aria-braillelabel']?.trim()) {
        withoutBraille.set(mathmlOf($, math), page.route);
      }
    }
  }
  assert.ok(formulas > 1000, `the site's formulas found (${formulas})`);
  assert.deepEqual(unnamed.slice(0, 10), [], `${unnamed.length} formulas without speech`);
  // A formula may lack braille only where the engine itself writes none for it (a lone ¬, in Nemeth).
  const brailleMissed = [...withoutBraille].filter(([mathml]) => engineSays(mathml).braille !== '');
  assert.deepEqual(brailleMissed.slice(0, 10), [], `${brailleMissed.length} formulas without the braille the engine gives them`);
});

test("a sample of chapter 3's formulas: each one's speech and braille are the engine's for its MathML", () => {
  const $ = readRoute(chapter3);
  const formulas = [...new Map($('math').toArray().map((math) => [mathmlOf($, math), math])).entries()];
  assert.ok(formulas.length > 100, `chapter 3's distinct formulas (${formulas.length})`);
  // About forty, spread over the page from its first formula to its last.
  const step = Math.ceil(formulas.length / 40);
  const sample = formulas.filter((_, index) => index % step === 0 || index === formulas.length - 1);
  for (const [mathml, math] of sample) {
    const expected = engineSays(mathml);
    assert.equal($(math).attr('aria-label'), expected.speech, `speech of ${mathml.slice(0, 160)}`);
    assert.equal($(math).attr('aria-braillelabel'), expected.braille, `braille of ${mathml.slice(0, 160)}`);
  }
});

test("the speech is not indexed: words that only chapter 3's formula speech says are in none of its search records", () => {
  const $ = readRoute(chapter3);
  const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const article = $('article').first().clone();
  article.find('math').removeAttr('aria-label');
  const pageWords = wordsOf(article.text());
  const speechWords = [...wordsOf($('math').map((_, math) => $(math).attr('aria-label') ?? '').get().join(' '))].filter(
    (word) => !pageWords.has(word),
  );
  assert.ok(speechWords.length > 0, 'the speech says words the page does not show ("superscript", "startfraction", …)');
  const fragments = path.join(buildDir, 'pagefind', 'fragment');
  const recordTexts = readdirSync(fragments)
    .map((file) => JSON.parse(gunzipSync(readFileSync(path.join(fragments, file))).toString('utf8').replace(/^pagefind_dcd/, '')) as {url: string; content: string; meta: Record<string, string>})
    .filter((record) => record.url.startsWith(chapter3))
    .map((record) => `${record.content} ${Object.values(record.meta).join(' ')}`.toLowerCase());
  assert.ok(recordTexts.length > 0, 'chapter 3 is indexed');
  const indexed = speechWords.filter((word) => recordTexts.some((text) => new RegExp(`\\b${word}\\b`).test(text)));
  assert.deepEqual(indexed, [], 'words of the speech found in the search index');
});
