/**
 * Fast authoring check: compiles MDX files with the site's own remark/rehype
 * steps (no full build) and reports MDX syntax errors, formulas KaTeX cannot
 * compile, malformed equation labels, and references to labels that no page
 * defines (or that two pages define). Usage: npm run check:mdx -- docs/some/page.mdx ...
 * The production build remains the final word (it also checks links, and a
 * label on a draft page is no target there).
 *
 * References are checked as in the build: the statement table of every page, drafts included, is
 * written as each page's data file (src/plugins/cross-references/data.ts), here into a temporary
 * folder rather than the dev server's, and the cross-references step reads it from there. Citations
 * go the same way (src/plugins/citations/data.ts): an unknown key fails at its place with the closest
 * keys, and an error in src/data/bibliography.bib is reported once. So does notation
 * (src/plugins/notation/data.ts): a page's formulas mark the macros declarations name, a formula using
 * a macro the macro file lists as notation that no definition declares fails at its place, and the
 * macro file's own problem is reported once, at it.
 */
import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkComment from '@slorber/remark-comment';
import {VFile} from 'vfile';
import {VFileMessage} from 'vfile-message';
import {rehypePlugins, remarkPlugins} from '../src/plugins/maths/remark/math';
import {remarkStatementNumbering} from '../src/plugins/cross-references/remark/statement-numbering';
import {remarkCrossReferences} from '../src/plugins/cross-references/remark/references';
import {pageDataFiles} from '../src/plugins/cross-references/data';
import {siteExtractor} from '../src/plugins/cross-references/table/site';
import {buildTable, formatProblems, untitledResults} from '../src/plugins/cross-references/table/table';
import {remarkNotation} from '../src/plugins/notation/remark/notation';
import {notationExtractor} from '../src/plugins/notation/site';
import {buildNotationTable, formatNotationProblems} from '../src/plugins/notation/table';
import {notationPageFiles} from '../src/plugins/notation/data';
import {notationMacroPlaces} from '../src/plugins/maths/macro-file';
import type {PageDataChannel} from '../src/plugins/lib/page-data';
import type {Root} from 'mdast';
import {parseMdx} from '../src/plugins/cross-references/table/extract';
import {bibliographySource, buildCitations} from '../src/plugins/citations/data';
import {loadCitations} from '../src/plugins/citations/load';
import {extractCitations} from '../src/plugins/citations/extract';
import {remarkCitations} from '../src/plugins/citations/remark/citations';

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

async function checkFile(
  file: string,
  data: PageDataChannel,
  citations: PageDataChannel,
  notation: PageDataChannel,
): Promise<string | undefined> {
  const vfile = new VFile({path: file, value: await readFile(file, 'utf8')});
  try {
    await compile(vfile, {
      // remark-comment: the build's mdx1Compat.comments, which allows <!-- truncate -->.
      remarkPlugins: [
        remarkComment,
        remarkFrontmatter,
        remarkGfm,
        remarkDirective,
        [remarkCitations, {data: citations}],
        [remarkCrossReferences, {data}],
        remarkStatementNumbering,
        [remarkNotation, {data: notation}],
        ...remarkPlugins,
      ],
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
const site = await siteExtractor()(
  [...new Set([...(await contentFiles()), ...files])].map((file) => ({
    file,
    permalink: `/${path.relative(siteDir, file)}`,
    title: file,
    area: [],
  })),
);
const table = buildTable(siteDir, site);
const citing = await Promise.all(
  site.map(async ({page}) => {
    const source = await readFile(page.file, 'utf8');
    return {page, citations: extractCitations(parseMdx(page.file, source).tree as Root, source)};
  }),
);
const bibliography = buildCitations(siteDir, await loadCitations(siteDir), citing);

/** Each page's data written as its plugin writes it, into a temporary channel. */
async function writeChannel(pages: readonly {readonly name: string; readonly data: unknown}[]): Promise<PageDataChannel> {
  const channel = {siteDir, dir: await mkdtemp(path.join(tmpdir(), 'check-mdx-'))};
  await Promise.all(
    pages.map(async ({name, data: page}) => {
      const file = path.join(channel.dir, name);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, JSON.stringify(page, null, 2));
    }),
  );
  return channel;
}
const data = await writeChannel(pageDataFiles(siteDir, site, table));
const citations = await writeChannel(bibliography.pages);
const notationTable = buildNotationTable(siteDir, await notationExtractor()(site.map(({page}) => page)), notationMacroPlaces());
const notation = await writeChannel(
  notationPageFiles(
    siteDir,
    site.map(({page}) => page),
    notationTable,
  ),
);
// A macro the macro file lists as notation that no definition declares concerns every page: reported once, at
// the macro file; a macro two declarations name, at the checked file's declaration.
const notationErrors = notationTable.problems.filter(
  (problem) => !/\.mdx?$/.test(problem.file) || (files.includes(problem.file) && problem.reason.startsWith('The macro ')),
);
// Site-wide problems (a label defined twice) that concern the files being checked.
const siteProblems = table.problems.filter(
  (problem) => files.includes(problem.file) && problem.reason.startsWith('Duplicate label'),
);
// Errors in the bibliography itself concern every page that cites: reported once, at the .bib.
const bibliographyErrors = bibliography.errors.filter((line) => line.startsWith(`${bibliographySource}:`));
const fileFailures = (await Promise.all(files.map((file) => checkFile(file, data, citations, notation)))).filter(
  (failure) => failure !== undefined,
);
const failures = [
  ...(siteProblems.length > 0 ? [formatProblems(siteProblems)] : []),
  ...bibliographyErrors,
  ...(notationErrors.length > 0 ? [formatNotationProblems(siteDir, notationErrors)] : []),
  ...fileFailures,
];
await rm(data.dir, {recursive: true, force: true});
await rm(citations.dir, {recursive: true, force: true});
await rm(notation.dir, {recursive: true, force: true});
// Not a failure: the build warns of these too, and the build checks hold the deploy until each is named.
const untitled = untitledResults(site).filter((problem) => files.includes(problem.file));
if (untitled.length > 0) {
  console.warn(formatProblems(untitled));
}
for (const failure of failures) {
  console.error(failure);
}
console.log(`${files.length - fileFailures.length} passed, ${fileFailures.length} failed`);
process.exit(failures.length > 0 ? 1 : 0);
