/**
 * Reading each published page for a site-wide table (the statement table, the notation table, the citations): every
 * page's file read and its extraction kept by its text, so that `npm start`, which reloads all content
 * after every edit, parses again only what changed (parsing every page again made a one-word edit wait
 * seconds for the whole site). Each plugin keeps its own extractor (Docusaurus keeps a plugin's instance
 * across reloads), so nothing is kept on the process.
 */
import {readFile} from 'node:fs/promises';
import type {PageInput} from './published-pages';

/** Extracts `T` from each page with `extract(file, source)`, once per text of the file. */
export function pageExtractor<T>(
  extract: (file: string, source: string) => T,
): (pages: readonly PageInput[]) => Promise<{page: PageInput; extracted: T}[]> {
  const extractions = new Map<string, {readonly source: string; readonly extracted: T}>();
  const extractFile = async (file: string): Promise<{extracted: T} | undefined> => {
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
      return cached;
    }
    const extraction = {source, extracted: extract(file, source)};
    extractions.set(file, extraction);
    return extraction;
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
        const extraction = await extractFile(page.file);
        return extraction && {page, extracted: extraction.extracted};
      }),
    );
    return site.filter((entry) => entry !== undefined);
  };
}
