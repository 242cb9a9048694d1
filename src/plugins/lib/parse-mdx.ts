/**
 * The one parser of the site's MDX outside a page's compile: as the site's MDX loader reads a page
 * (heading ids and comments included), with the syntax extensions its steps read (frontmatter, GFM,
 * directives, maths). The site model (src/plugins/site-model) parses each published page with it once
 * per content load; scripts and tests that read a page's tree go through it too. The parser itself is
 * ./mdx-parser.mjs, plain JavaScript, which a worker thread loads as it is (src/plugins/maths/speech-worker.mjs).
 */
import {readFile} from 'node:fs/promises';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {parseMdx} from './mdx-parser.mjs';

export {parseMdx};

/** Reads and parses an MDX file (see parseMdx). */
export async function parseMdxFile(path: string): Promise<{tree: Root; file: VFile}> {
  return parseMdx(path, await readFile(path, 'utf8'));
}
