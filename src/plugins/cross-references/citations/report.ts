/**
 * The reports over the site's content, shared by `npm run check:citations` and the build tests:
 * citations of results the site states that are still plain text (published pages), and the prose's
 * pointers into books that a reader cannot follow (./prose.ts; published pages, and drafts on request).
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {extractPage} from '../table/extract';
import {parseMdxFile} from '../../lib/parse-mdx';
import {plainCitations, statedResults, type PlainCitation} from './citations';
import {allowedPlainCitations, type AllowedPlainCitation} from './allowed-plain-citations';
import {proseProblems, type CitationParser, type ProseProblem} from './prose';

export type ReportedCitation = PlainCitation & {readonly file: string};
type ReportedProseProblem = ProseProblem & {readonly file: string; readonly draft: boolean};

const isDraft = (source: string) => /^draft:\s*true\s*$/m.test(source);

async function contentFiles(siteDir: string, {drafts}: {drafts: boolean}): Promise<{file: string; draft: boolean}[]> {
  const files: {file: string; draft: boolean}[] = [];
  for (const dir of ['docs', 'blog']) {
    for (const entry of await readdir(path.join(siteDir, dir), {recursive: true, withFileTypes: true})) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && /\.mdx?$/.test(entry.name)) {
        const draft = isDraft(await readFile(file, 'utf8'));
        if (drafts || !draft) {
          files.push({file, draft});
        }
      }
    }
  }
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

export async function findPlainCitations(
  siteDir: string,
): Promise<{unexpected: ReportedCitation[]; allowed: ReportedCitation[]; stale: AllowedPlainCitation[]}> {
  const parsed = await Promise.all(
    (await contentFiles(siteDir, {drafts: false})).map(async ({file}) => {
      const {tree, file: vfile} = await parseMdxFile(file);
      return {file: path.relative(siteDir, file), tree, extracted: extractPage(tree, vfile)};
    }),
  );
  const stated = statedResults(parsed.map(({extracted}) => extracted));
  const all = parsed.flatMap(({file, tree}) => plainCitations(tree, stated).map((citation) => ({...citation, file})));
  const isAllowed = (citation: ReportedCitation, allowed: AllowedPlainCitation) =>
    allowed.file === citation.file && citation.text.includes(allowed.text);
  return {
    unexpected: all.filter((citation) => !allowedPlainCitations.some((allowed) => isAllowed(citation, allowed))),
    allowed: all.filter((citation) => allowedPlainCitations.some((allowed) => isAllowed(citation, allowed))),
    stale: allowedPlainCitations.filter(
      (allowed) => allowed.check !== 'prose' && !all.some((citation) => isAllowed(citation, allowed)),
    ),
  };
}

/**
 * The prose problems of every page (./prose.ts), except those allowed with a reason, and the allowed
 * ones that no longer occur;
 * `parse` is the citations plugin's parser, which the caller imports (this capability cannot).
 */
export async function findProseProblems(
  siteDir: string,
  parse: CitationParser,
  {drafts = false}: {drafts?: boolean} = {},
): Promise<{problems: ReportedProseProblem[]; stale: AllowedPlainCitation[]}> {
  const isAllowed = (problem: ProseProblem, file: string, allowed: AllowedPlainCitation) =>
    allowed.file === file && problem.text.includes(allowed.text);
  const reported = await Promise.all(
    (await contentFiles(siteDir, {drafts})).map(async ({file, draft}) => {
      const {tree} = await parseMdxFile(file);
      const relative = path.relative(siteDir, file);
      return proseProblems(tree, parse).map((problem) => ({...problem, file: relative, draft}));
    }),
  );
  const all = reported.flat();
  return {
    problems: all.filter((problem) => !allowedPlainCitations.some((allowed) => isAllowed(problem, problem.file, allowed))),
    stale: allowedPlainCitations.filter(
      (allowed) => allowed.check === 'prose' && !all.some((problem) => isAllowed(problem, problem.file, allowed)),
    ),
  };
}
