/**
 * The one parser of the site's MDX outside a page's compile: as the site's MDX loader reads a page
 * (heading ids and comments included), with the syntax extensions its steps read (frontmatter, GFM,
 * directives, maths). The site model (src/plugins/site-model) parses each published page with it once
 * per content load; scripts and tests that read a page's tree go through it too.
 */
import {readFile} from 'node:fs/promises';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkComment from '@slorber/remark-comment';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {VFile} from 'vfile';
import type {Root} from 'mdast';

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMath)
  .use(remarkComment);

/** Parses the MDX `source` of the file at `path` the way the site's MDX loader does (heading ids and comments included). */
export function parseMdx(path: string, source: string): {tree: Root; file: VFile} {
  const file = new VFile({path, value: escapeMarkdownHeadingIds(source)});
  const tree = parser.parse(file) as Root;
  return {tree, file};
}

/** Reads and parses an MDX file (see parseMdx). */
export async function parseMdxFile(path: string): Promise<{tree: Root; file: VFile}> {
  return parseMdx(path, await readFile(path, 'utf8'));
}
