/**
 * The plain-citation report over the site's published content (drafts excluded),
 * shared by `npm run check:citations` and the build test.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {extractPage} from '../table/extract';
import {parseMdxFile} from '../../lib/parse-mdx';
import {plainCitations, statedResults, type PlainCitation} from './citations';
import {allowedPlainCitations, type AllowedPlainCitation} from './allowed-plain-citations';

export type ReportedCitation = PlainCitation & {readonly file: string};

async function publishedContentFiles(siteDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const dir of ['docs', 'blog']) {
    for (const entry of await readdir(path.join(siteDir, dir), {recursive: true, withFileTypes: true})) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && /\.mdx?$/.test(entry.name) && !/^draft:\s*true\s*$/m.test(await readFile(file, 'utf8'))) {
        files.push(file);
      }
    }
  }
  return files.sort();
}

export async function findPlainCitations(
  siteDir: string,
): Promise<{unexpected: ReportedCitation[]; allowed: ReportedCitation[]; stale: AllowedPlainCitation[]}> {
  const parsed = await Promise.all(
    (await publishedContentFiles(siteDir)).map(async (file) => {
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
    stale: allowedPlainCitations.filter((allowed) => !all.some((citation) => isAllowed(citation, allowed))),
  };
}
