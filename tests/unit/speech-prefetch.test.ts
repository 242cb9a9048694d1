/**
 * Speech made ahead of the build (src/plugins/maths/speech-worker.mjs): the worker reads a page's
 * formulas as the build will typeset them, so a page compiled after it finds every formula's speech
 * made and speaks none itself, and names its formulas as it would have alone. If the worker and the
 * build ever typeset a formula differently (a new step, an option read in one place and not the
 * other), the build still speaks it, but slowly: this fails first.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compileWithSiteLoader} from './mdx-loader';
import {rehypePlugins, remarkPlugins} from '../../src/plugins/maths/remark/math';
import {remarkMathHeadings} from '../../src/plugins/maths/remark/math-headings';
import {prefetchSpeech, prepareSpeech, saveSpeechCache} from '../../src/plugins/maths/speech';
import {katexOptions} from '../../src/plugins/maths/katex';

const {macros, ...options} = katexOptions;

// What an owner writes: a comment and a heading id (which the parser must read as the loader does, or
// it skips the page), maths in a heading, inline and displayed formulas, a ```math block, and a macro
// a formula defines for the page's later ones.
const page = `---
title: Spoken ahead
---

<!-- A note to self. -->

## The set $\\R^n$ {#the-set}

For $x \\in \\R^n$ the norm is

$$
\\gdef\\twice#1{2#1}
\\|x\\| = \\sqrt{x_1^2 + \\dots + x_n^2},
$$

and $\\twice{y} = y + y$.

\`\`\`math
\\int_0^1 f(t) \\, dt
\`\`\`
`;

test('a page compiled after its formulas were spoken ahead speaks none of them itself, and names each by its speech', async () => {
  await prepareSpeech();
  const directory = await mkdtemp(path.join(tmpdir(), 'speech-prefetch-'));
  try {
    const file = path.join(directory, 'page.mdx');
    await writeFile(file, page);
    // The workers keep no process alive (a build exits without waiting for them): this test waits for them.
    const waiting = setInterval(() => undefined, 1000);
    await prefetchSpeech([file], {macros, options}, 1).finally(() => clearInterval(waiting));
    const {code, error} = await compileWithSiteLoader(
      page,
      {remarkPlugins: [remarkMathHeadings, ...remarkPlugins], rehypePlugins},
      {},
      file,
    );
    assert.ifError(error);
    const unnamed = (code!.match(/<math[ >][^>]*>/g) ?? []).filter((tag) => !tag.includes('aria-label='));
    const {formulas, spoken, prefetched} = saveSpeechCache(directory);
    assert.ok(formulas >= 5, `the page's formulas were typeset (${formulas})`);
    assert.deepEqual(unnamed, [], 'each formula of the page is named by its speech');
    assert.deepEqual({spoken, prefetched}, {spoken: 0, prefetched: formulas});
  } finally {
    await rm(directory, {recursive: true, force: true});
  }
});
