/**
 * The site's pages as the notation table reads them: each published page parsed and its declarations
 * extracted (./extract.ts), once per text of the file, as the statement table keeps its extraction
 * (src/plugins/cross-references/table/site.ts): `npm start` reloads all content after every edit.
 */
import {readFile} from 'node:fs/promises';
import type {PageInput} from '../lib/published-pages';
import {parseMdx} from '../cross-references/table/extract';
import {extractNotation, type ExtractedNotation} from './extract';
import type {ExtractedNotationSite} from './table';

type Extraction = {readonly source: string; readonly notation: ExtractedNotation};

export function notationExtractor(): (pages: readonly PageInput[]) => Promise<ExtractedNotationSite> {
  const extractions = new Map<string, Extraction>();
  const extract = async (file: string): Promise<ExtractedNotation | undefined> => {
    let source: string;
    try {
      source = await readFile(file, 'utf8');
    } catch (error) {
      // Deleted or renamed while `npm start` reloads: the next reload no longer lists it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return undefined;
      }
      throw error;
    }
    const cached = extractions.get(file);
    if (cached?.source === source) {
      return cached.notation;
    }
    const {tree, file: vfile} = parseMdx(file, source);
    const notation = extractNotation(tree, vfile);
    extractions.set(file, {source, notation});
    return notation;
  };
  return async (pages) => {
    const listed = new Set(pages.map((page) => page.file));
    for (const file of extractions.keys()) {
      if (!listed.has(file)) {
        extractions.delete(file);
      }
    }
    const site = await Promise.all(
      pages.map(async (page) => {
        const notation = await extract(page.file);
        return notation && {page, notation};
      }),
    );
    return site.filter((entry) => entry !== undefined);
  };
}
