// Speaks the site's formulas ahead of the build, on another core (./speech-engine.cjs, `prefetch`).
// The Speech Rule Engine takes about 18 ms a formula, and a build asks for each formula's speech in the
// middle of typesetting it, on the one thread that runs the site's MDX steps: some 90 s of a first
// build, that thread's alone. This worker reads the pages' formulas from their MDX as the site's parser
// does, typesets each with KaTeX as ./typeset.ts does (the site's macros and options, a page's `\gdef`s
// kept for its later formulas), and sends each one's speech and braille to the build as it goes, keyed
// by its MathML, so that the build finds most of them made when it reaches them. What it cannot see as
// the build does (a step's rewriting of a formula) the build speaks itself; a formula the build spoke
// first it skips. It is an optimisation only: the build is the same with or without it.
import {readFileSync} from 'node:fs';
import {receiveMessageOnPort, workerData} from 'node:worker_threads';
import katex from 'katex';
import {parseMdx} from '../lib/mdx-parser.mjs';
// This thread's own copy of the engine module (a worker loads its modules afresh): the same settings and the same speaking.
import speechEngine from './speech-engine.cjs';

/** @type {{files: string[], macros: Record<string, string>, options: Record<string, unknown>, speechSetup: Record<string, string>, brailleSetup: Record<string, string>, known: string[], port: import('node:worker_threads').MessagePort}} */
const {files, macros, options, speechSetup, brailleSetup, known, port} = workerData;

await speechEngine.prepare(speechSetup, brailleSetup);

/** MathML whose speech the build has (from its cache, or spoken by itself since): not spoken here. */
const done = new Set(known);
const drain = () => {
  for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
    done.add(message.message);
  }
};

/** The formulas of a page's tree, in order: TeX and whether it is displayed. */
function* formulas(node) {
  if (node.type === 'math') {
    yield {tex: node.value, display: true};
  } else if (node.type === 'code' && node.lang === 'math') {
    // As the page's compile reads it: the text of its HTML `<code>`, to which Markdown's step adds a line's end.
    yield {tex: `${node.value}\n`, display: true};
  } else if (node.type === 'inlineMath') {
    yield {tex: node.value, display: false};
  }
  for (const child of node.children ?? []) {
    yield* formulas(child);
  }
}

/** The pages' trees, drafts last (a production build does not typeset them); a page that does not parse is left to the build to report. */
function* pages() {
  const drafts = [];
  for (const file of files) {
    let tree;
    try {
      ({tree} = parseMdx(file, readFileSync(file, 'utf8')));
    } catch {
      continue;
    }
    const frontMatter = tree.children[0]?.type === 'yaml' ? tree.children[0].value : '';
    if (/^draft:\s*true\s*$/m.test(frontMatter)) {
      drafts.push(tree);
    } else {
      yield tree;
    }
  }
  yield* drafts;
}

for (const tree of pages()) {
  const pageMacros = {...macros};
  for (const {tex, display} of formulas(tree)) {
    let html;
    try {
      html = katex.renderToString(tex, {...options, macros: pageMacros, displayMode: display, throwOnError: true});
    } catch {
      continue; // The build reports what does not compile.
    }
    const start = html.indexOf('<math');
    const end = html.indexOf('</math>', start);
    if (start < 0 || end < 0) {
      continue;
    }
    const mathml = html.slice(start, end + '</math>'.length);
    drain();
    if (done.has(mathml)) {
      continue;
    }
    done.add(mathml);
    const result = speechEngine.engineSpeech(mathml);
    if (result) {
      port.postMessage({mathml, result});
    }
  }
}
port.close();
