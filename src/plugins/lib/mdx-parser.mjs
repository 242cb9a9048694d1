// The one parser of the site's MDX outside a page's compile (./parse-mdx.ts says who reads with it), in
// plain JavaScript so that a worker thread can load it as it is (src/plugins/maths/speech-worker.mjs).
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMath)
  .use(remarkComment);

/** Parses the MDX `source` of the file at `path` the way the site's MDX loader does (heading ids and comments included). */
export function parseMdx(path, source) {
  const file = new VFile({path, value: escapeMarkdownHeadingIds(source)});
  return {tree: parser.parse(file), file};
}
