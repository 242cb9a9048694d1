/**
 * The site's pages as the statement table reads them: each published page parsed and its blocks,
 * equations and references extracted (./extract.ts), once per text of the file.
 */
import {readFile} from 'node:fs/promises';
import type {PageInput} from '../../lib/published-pages';
import {extractPage, parseMdx, type ExtractedPage} from './extract';
import type {ExtractedSite} from './table';

type Extraction = {readonly source: string; readonly extracted: ExtractedPage};

async function extractFile(extractions: Map<string, Extraction>, path: string): Promise<ExtractedPage | undefined> {
  let source: string;
  try {
    source = await readFile(path, 'utf8');
  } catch (error) {
    // Deleted or renamed while `npm start` reloads: the next reload no longer lists it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  const cached = extractions.get(path);
  if (cached?.source === source) {
    return cached.extracted;
  }
  const {tree, file} = parseMdx(path, source);
  const extracted = extractPage(tree, file);
  extractions.set(path, {source, extracted});
  return extracted;
}

/**
 * Extracts pages, keeping each file's extraction by its text: `npm start` reloads the content after every
 * edit, and parsing every page again made a one-word edit wait seconds for the whole site. Each plugin
 * keeps its own (Docusaurus keeps a plugin's instance across reloads), so nothing is kept on the process.
 */
export function siteExtractor(): (pages: readonly PageInput[]) => Promise<ExtractedSite> {
  const extractions = new Map<string, Extraction>();
  return async (pages) => {
    const listed = new Set(pages.map((page) => page.file));
    for (const file of extractions.keys()) {
      if (!listed.has(file)) {
        extractions.delete(file);
      }
    }
    const site = await Promise.all(
      pages.map(async (page) => {
        const extracted = await extractFile(extractions, page.file);
        return extracted && {page, extracted};
      }),
    );
    return site.filter((entry) => entry !== undefined);
  };
}
