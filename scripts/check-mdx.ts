/**
 * Fast authoring check: compiles MDX files with the site's own remark/rehype
 * math pipeline (no full build) and reports MDX syntax errors and formulas
 * KaTeX cannot compile. Usage: npm run check:mdx -- docs/some/page.mdx ...
 * The production build remains the final word (it also checks links).
 */
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkComment from '@slorber/remark-comment';
import {VFile} from 'vfile';
import {rehypePlugins, remarkPlugins} from '../src/remark/math';
import {remarkStatementNumbering} from '../src/remark/statement-numbering';

async function checkFile(path: string): Promise<string | undefined> {
  const file = new VFile({path, value: await readFile(path, 'utf8')});
  try {
    await compile(file, {
      // remark-comment: the build's mdx1Compat.comments, which allows <!-- truncate -->.
      remarkPlugins: [remarkComment, remarkFrontmatter, remarkGfm, remarkDirective, remarkStatementNumbering, ...remarkPlugins],
      rehypePlugins,
    });
    return undefined;
  } catch (error) {
    return `${path}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const files = process.argv.slice(2).filter((arg) => /\.mdx?$/.test(arg));
if (files.length === 0) {
  console.error('Usage: npm run check:mdx -- <file.mdx> [...]');
  process.exit(2);
}
const failures = (await Promise.all(files.map(checkFile))).filter((failure) => failure !== undefined);
for (const failure of failures) {
  console.error(failure);
}
console.log(`${files.length - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length > 0 ? 1 : 0);
