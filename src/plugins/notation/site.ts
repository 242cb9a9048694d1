/**
 * The site's pages as the notation table reads them: each published page parsed and its declarations
 * extracted (./extract.ts), once per text of the file, as the statement table keeps its extraction
 * (src/plugins/lib/page-extractor.ts).
 */
import type {PageInput} from '../lib/published-pages';
import {pageExtractor} from '../lib/page-extractor';
import {parseMdx} from '../cross-references/table/extract';
import {extractNotation} from './extract';
import type {ExtractedNotationSite} from './table';

export function notationExtractor(): (pages: readonly PageInput[]) => Promise<ExtractedNotationSite> {
  const extract = pageExtractor((path, source) => {
    const {tree, file} = parseMdx(path, source);
    return extractNotation(tree, file);
  });
  return async (pages) => (await extract(pages)).map(({page, extracted}) => ({page, notation: extracted}));
}
