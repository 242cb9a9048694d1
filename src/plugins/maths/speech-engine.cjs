// The Speech Rule Engine and what it has said, one of each per process (./speech.ts says what they are for).
// This module is CommonJS, loaded with Node's own require, because Docusaurus loads the config and each
// plugin with fresh copies of the site's TypeScript modules: each copy of ./speech.ts must find the one
// engine ready (the maths plugin waits for it before the site's content loads) and the one memo.
'use strict';
const {existsSync, mkdirSync, readFileSync, writeFileSync} = require('node:fs');
const path = require('node:path');
const workerThreads = require('node:worker_threads');
const engine = require('speech-rule-engine');

/** @type {Promise<void> | undefined} */
let ready;
/** @type {{speech: Record<string, string>, braille: Record<string, string>} | undefined} */
let setups;
/** MathML → {speech, braille?, unused?}: `unused` counts the builds since one last used it (./loadCache). */
const spoken = new Map();
/**
 * A formula no build used for this many builds in a row leaves the cache. Not 1: a build whose bundler
 * cache spares most pages their compile uses few formulas, and a cache of only those made the next
 * full build speak 2,012 formulas again (219 s), which the file had held.
 */
const keptUnusedBuilds = 10;
/** The formulas spoken (or found in the cache) in this process: what the cache keeps. */
const used = new Set();
/** How many formulas the engine spoke in this process, and in how many milliseconds. */
let made = 0;
let milliseconds = 0;
/** The formulas the workers of `prefetch` spoke. */
const prefetched = new Set();

/** Loads the engine's rules for both settings (once); resolves when formulas can be spoken. */
function prepare(speechSetup, brailleSetup) {
  ready ??= (async () => {
    // Each setting loads its locale's rules; once loaded, switching between them is synchronous.
    for (const setup of [brailleSetup, speechSetup]) {
      await engine.setupEngine(setup);
      await engine.engineReady();
    }
    setups = {speech: speechSetup, braille: brailleSetup};
  })();
  return ready;
}

/**
 * The ports to the workers speaking formulas ahead of the build (`prefetch`): what they made arrives
 * on them, and the formulas this thread speaks itself go to them, so that they skip those.
 * @type {import('node:worker_threads').MessagePort[]}
 */
const helpers = [];

/** Takes in what the workers have made since last asked (synchronously: the build's steps are). */
function receive() {
  for (const port of helpers) {
    for (let message = workerThreads.receiveMessageOnPort(port); message; message = workerThreads.receiveMessageOnPort(port)) {
      const {mathml, result} = message.message;
      if (!spoken.has(mathml)) {
        spoken.set(mathml, result);
        prefetched.add(mathml);
      }
    }
  }
}

/**
 * Starts `threads` workers (./speech-worker.mjs) that speak the formulas of the MDX `files` not yet
 * spoken, each a share of the files, while this thread goes on loading and compiling the site (after
 * `prepare` and the cache's loading). `katex`: the site's macros and KaTeX options, as ./typeset.ts uses them.
 * Resolves when the workers are done (the build does not wait for it: it takes what has arrived as it goes).
 */
function prefetch(files, katex, threads) {
  if (!setups || threads < 1 || files.length === 0) {
    return Promise.resolve();
  }
  const known = [...spoken.keys()];
  const exits = [];
  for (let share = 0; share < threads; share += 1) {
    const {port1, port2} = new workerThreads.MessageChannel();
    const worker = new workerThreads.Worker(path.join(__dirname, 'speech-worker.mjs'), {
      workerData: {
        files: files.filter((_, index) => index % threads === share),
        macros: katex.macros,
        options: katex.options,
        speechSetup: setups.speech,
        brailleSetup: setups.braille,
        known,
        port: port2,
      },
      transferList: [port2],
    });
    exits.push(new Promise((resolve) => worker.once('exit', resolve)));
    // Neither keeps the process alive: a build that has all it needs exits without waiting for them.
    worker.unref();
    port1.unref();
    helpers.push(port1);
  }
  return Promise.all(exits).then(() => undefined);
}

/**
 * What the engine says for a MathML formula, without the memo: its speech and, where the engine writes
 * any, its braille; undefined if it makes no speech (or before `prepare` has resolved). The prefetch's
 * workers (./speech-worker.mjs) speak with it too, each with its own engine.
 */
function engineSpeech(mathml) {
  if (!setups) {
    return undefined;
  }
  void engine.setupEngine(setups.speech);
  const speech = engine.toSpeech(mathml).trim();
  void engine.setupEngine(setups.braille);
  const braille = engine.toSpeech(mathml).trim();
  if (!speech) {
    return undefined;
  }
  return braille ? {speech, braille} : {speech};
}

/** The formula's speech and braille; undefined before `prepare` has resolved. */
function speak(mathml) {
  if (!setups) {
    return undefined;
  }
  receive();
  let result = spoken.get(mathml);
  if (result?.unused !== undefined) {
    const {unused: _, ...fresh} = result;
    result = fresh;
    spoken.set(mathml, result);
  }
  if (!result) {
    const start = performance.now();
    result = engineSpeech(mathml);
    if (!result) {
      throw new Error(`The Speech Rule Engine made no speech for ${mathml.slice(0, 200)}`);
    }
    spoken.set(mathml, result);
    made += 1;
    milliseconds += performance.now() - start;
    for (const port of helpers) {
      port.postMessage(mathml);
    }
  }
  used.add(mathml);
  return result;
}

/** Reads what an earlier build's engine made, if the file is there. */
function loadCache(file) {
  if (existsSync(file)) {
    for (const [mathml, result] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
      if (!spoken.has(mathml)) {
        spoken.set(mathml, result);
      }
    }
  }
}

/**
 * Writes the speech of the formulas this process used, and of those an earlier build used that this one
 * did not need (until keptUnusedBuilds have passed), for the next build; returns what the engine did.
 */
function saveCache(file) {
  receive();
  const kept = {};
  for (const [mathml, {unused = 0, ...result}] of spoken) {
    if (used.has(mathml)) {
      kept[mathml] = result;
    } else if (unused + 1 < keptUnusedBuilds) {
      kept[mathml] = {...result, unused: unused + 1};
    }
  }
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, JSON.stringify(kept));
  return {
    formulas: used.size,
    spoken: made,
    seconds: milliseconds / 1000,
    prefetched: [...prefetched].filter((mathml) => used.has(mathml)).length,
  };
}

module.exports = {version: engine.version, prepare, prefetch, speak, engineSpeech, loadCache, saveCache};
