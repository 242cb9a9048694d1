/**
 * Speech and braille for every formula, made at build time by the Speech Rule Engine from KaTeX's
 * MathML (with the rules and braille code of src/data/formula-speech.ts), and written on the formula's
 * `<math>` element as `aria-label` (speech) and `aria-braillelabel` (braille). There, assistive
 * technology that reads no MathML (TalkBack or ChromeVox in Chrome, Narrator, a braille display
 * driven without a maths engine) finds the formula's name, and technology that reads MathML (NVDA with
 * MathCAT, JAWS, VoiceOver) still has the same `<math>` element and all of it; the README
 * ("Speech and braille for formulas") gives the evidence for this place over the others.
 *
 * The engine loads its rules asynchronously, once, in `prepareSpeech()`; after that every call is
 * synchronous. The maths plugin waits for it when the site loads, before anything is typeset, so every
 * formula of a build or of `npm start` is spoken. A process that has not asked for it (the unit tests of
 * the MDX steps, `check:mdx`) typesets formulas without speech: tests/build/formula-speech.test.ts
 * fails on a built formula without it. The engine, and what it said, are one per process
 * (./speech-engine.cjs), however many copies of this module Docusaurus loads; a formula is spoken once,
 * and kept for the next build (`loadSpeechCache`, `saveSpeechCache`).
 */
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {formulaSpeech} from '../../data/formula-speech';

type FormulaSpeech = {
  /** What a screen reader says for the formula. */
  readonly speech: string;
  /** The formula in braille, as Unicode braille cells; none where the engine writes none (a lone `\neg`). */
  readonly braille?: string;
};

type EngineSetup = Record<string, string>;
type SpeechEngine = {
  readonly version: string;
  prepare(speechSetup: EngineSetup, brailleSetup: EngineSetup): Promise<void>;
  prefetch(files: readonly string[], katex: {macros: Record<string, string>; options: object}, threads: number): Promise<void>;
  /** The speech and braille of a MathML formula (`<math>…</math>`); none before `prepare` has resolved. Throws if the engine makes no speech. */
  speak(mathml: string): FormulaSpeech | undefined;
  loadCache(file: string): void;
  saveCache(file: string): {formulas: number; spoken: number; seconds: number; prefetched: number};
};

const speechEngine = createRequire(import.meta.url)('./speech-engine.cjs') as SpeechEngine;

/** The engine's settings for speech and for braille. */
export const speechSetup = {modality: 'speech', locale: 'en', domain: formulaSpeech.rules, style: 'default'};
export const brailleSetup = {modality: 'braille', locale: formulaSpeech.braille, domain: 'default', style: 'default'};

/** Loads the engine's rules for speech and braille (once a process); resolves when formulas can be spoken. */
export function prepareSpeech(): Promise<void> {
  return speechEngine.prepare(speechSetup, brailleSetup);
}

/**
 * The engine takes about 18 ms a formula (braille two thirds of it): some 100 s of a build for the
 * site's five thousand distinct formulas. So what it made is kept between builds, in a file named by
 * the engine's version and settings (a new version or setting starts afresh), with the formulas the
 * last build used.
 */
const cacheName = `${speechEngine.version}-${formulaSpeech.rules}-${formulaSpeech.braille}.json`;

/** Reads what an earlier build's engine made, if it is there (`directory`: the site's cache directory). */
export function loadSpeechCache(directory: string): void {
  speechEngine.loadCache(path.join(directory, cacheName));
}

/**
 * Has the formulas of these MDX files spoken on the machine's other cores while the site loads and
 * compiles (./speech-worker.mjs says how; after `prepareSpeech` and the cache's loading): on a first
 * build, what the engine takes is then mostly off the thread that compiles the pages. `katex`: the
 * site's macros and KaTeX's other options, as ./typeset.ts uses them (passed in: this module is read
 * by browser tests, which cannot load ./katex.ts's JSON import). Resolves when they are done; the
 * build does not wait for that.
 */
export function prefetchSpeech(
  files: readonly string[],
  katex: {readonly macros: Record<string, string>; readonly options: object},
  threads = Math.min(4, availableParallelism() - 1),
): Promise<void> {
  return speechEngine.prefetch(files, {macros: {...katex.macros}, options: katex.options}, threads);
}

/** Writes the speech of the formulas this build used, for the next build, and says what the engine did. */
export function saveSpeechCache(directory: string): {formulas: number; spoken: number; prefetched: number} {
  const {formulas, spoken, seconds, prefetched} = speechEngine.saveCache(path.join(directory, cacheName));
  console.log(
    `[maths] Speech and braille for ${formulas} formulas: ${prefetched} made by the Speech Rule Engine on other cores ahead of the build, ` +
      `${spoken} made in the build (${seconds.toFixed(1)} s), the others from the cache.`,
  );
  return {formulas, spoken, prefetched};
}

const attributeEscapes: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escapeAttribute = (value: string) => value.replace(/[&<>"]/g, (char) => attributeEscapes[char]!);

/** The attributes that carry a formula's speech and braille, on its `<math>` element (the PDFs read the speech: print/pdf-structure.ts). */
export const speechAttribute = 'aria-label';
const brailleAttribute = 'aria-braillelabel';

/** KaTeX's output with its `<math>` element named by the formula's speech and braille (unchanged before `prepareSpeech()`). */
export function withSpeech(katexHtml: string): string {
  const start = katexHtml.indexOf('<math');
  const end = katexHtml.indexOf('</math>', start);
  if (start < 0 || end < 0) {
    throw new Error(`KaTeX's output has no MathML to speak: ${katexHtml.slice(0, 80)}…`);
  }
  const spokenFormula = speechEngine.speak(katexHtml.slice(start, end + '</math>'.length));
  if (!spokenFormula) {
    return katexHtml;
  }
  const {speech, braille} = spokenFormula;
  const attributes =
    ` ${speechAttribute}="${escapeAttribute(speech)}"` + (braille ? ` ${brailleAttribute}="${escapeAttribute(braille)}"` : '');
  const tagName = start + '<math'.length;
  return katexHtml.slice(0, tagName) + attributes + katexHtml.slice(tagName);
}
