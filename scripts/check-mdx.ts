/**
 * Fast authoring check: compiles MDX files with the site's own remark/rehype
 * steps (no full build) and reports MDX syntax errors, formulas KaTeX cannot
 * compile, malformed equation labels, and references to labels that no page
 * defines (or that two pages define). Usage: npm run check:mdx -- docs/some/page.mdx ...
 * The production build remains the final word (it also checks links, and a
 * label on a draft page is no target there).
 *
 * The site's own steps, exactly the list the build runs (src/plugins/mdx/steps.ts), over the site's
 * own data: the site model of every page, drafts included (src/plugins/site-model), and what each
 * capability derives from it, written as the build writes it but into a temporary folder rather than
 * the dev server's. So references are checked against the statement table, citations against the
 * bibliography (an unknown key fails at its place with the closest keys), notation against the
 * notation table, each at its place; problems no page reports itself (a label two pages define, an
 * error in src/data/bibliography.bib or the macro file) are reported once. The one difference from the
 * build: each page's formulas stay in the page rather than in a module of their own.
 */
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkComment from '@slorber/remark-comment';
import {VFile} from 'vfile';
import {VFileMessage} from 'vfile-message';
import type {StepContext} from '../src/plugins/lib/mdx-steps';
import {markdownPlugins} from '../src/plugins/mdx/steps';
import {siteModelLoader} from '../src/plugins/site-model/model';
import {siteContributions} from '../src/plugins/site-model/contributions';

const siteDir = path.resolve(import.meta.dirname, '..');

/** Every MDX file of the docs and the blog, drafts included (as the dev server shows them). */
async function contentFiles(): Promise<string[]> {
  const found = await Promise.all(
    ['docs', 'blog'].map(async (dir) =>
      (await readdir(path.join(siteDir, dir), {recursive: true, withFileTypes: true}))
        .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    ),
  );
  return found.flat();
}

/** Compiles one file with the site's steps; its failure as file:line:column, if it fails. */
async function checkFile(file: string, context: StepContext): Promise<string | undefined> {
  const vfile = new VFile({path: file, value: await readFile(file, 'utf8')});
  const {remarkPlugins, rehypePlugins} = markdownPlugins(context);
  try {
    await compile(vfile, {
      // What Docusaurus's MDX loader parses besides (remark-comment: its mdx1Compat.comments, which allows
      // <!-- truncate -->), then the site's steps.
      remarkPlugins: [remarkComment, remarkFrontmatter, remarkGfm, remarkDirective, ...remarkPlugins],
      rehypePlugins,
    });
    return undefined;
  } catch (error) {
    const where = path.relative(process.cwd(), file);
    // The site's own steps report VFile messages with a position: print file:line:column.
    if (error instanceof VFileMessage && error.line !== undefined) {
      return `${where}:${error.line}:${error.column ?? 1}: ${error.reason}`;
    }
    return `${where}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const files = process.argv
  .slice(2)
  .filter((arg) => /\.mdx?$/.test(arg))
  .map((arg) => path.resolve(arg));
if (files.length === 0) {
  console.error('Usage: npm run check:mdx -- <file.mdx> [...]');
  process.exit(2);
}
const model = await siteModelLoader(siteDir)(
  [...new Set([...(await contentFiles()), ...files])].map((file) => ({
    file,
    permalink: `/${path.relative(siteDir, file)}`,
    title: file,
    area: [],
  })),
);
const contributions = await siteContributions(siteDir, model);

// Each capability's files written as the site model writes them, into a temporary folder.
const dataDir = await mkdtemp(path.join(tmpdir(), 'check-mdx-'));
await Promise.all(
  contributions.flatMap(({capability, files: written}) =>
    written.map(async ({name, data}) => {
      const file = path.join(dataDir, capability, name);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
    }),
  ),
);
const context: StepContext = {channel: (capability) => ({siteDir, dir: path.join(dataDir, capability)})};

/** Whether a problem's line (it starts with its file) concerns a checked file, or a file that is no page. */
const concernsCheck = (line: string) => {
  const file = line.slice(0, line.search(/:\d+:\d+: /));
  return !/\.mdx?$/.test(file) || files.includes(path.resolve(siteDir, file));
};
const siteProblems = contributions.flatMap(({siteWide = []}) => siteWide).filter(concernsCheck);
const fileFailures = (await Promise.all(files.map((file) => checkFile(file, context)))).filter(
  (failure) => failure !== undefined,
);
await rm(dataDir, {recursive: true, force: true});
// Not failures: the build warns of these too (results without a title), and the build checks hold the deploy until each is named.
const warnings = contributions
  .flatMap(({warnings: lines = []}) => lines.flatMap((line) => line.split('\n')))
  .filter((line) => /:\d+:\d+: /.test(line) && concernsCheck(line) && /\.mdx?:/.test(line));
for (const warning of warnings) {
  console.warn(warning);
}
for (const failure of [...siteProblems, ...fileFailures]) {
  console.error(failure);
}
console.log(`${files.length - fileFailures.length} passed, ${fileFailures.length} failed`);
process.exit(siteProblems.length + fileFailures.length > 0 ? 1 : 0);
