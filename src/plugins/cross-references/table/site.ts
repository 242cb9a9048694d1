/**
 * The site's pages as the statement table reads them: each published page parsed and its blocks,
 * equations and references extracted (./extract.ts), once per text of the file
 * (src/plugins/lib/page-extractor.ts).
 */
import type {PageInput} from '../../lib/published-pages';
import {pageExtractor} from '../../lib/page-extractor';
import {extractPage, parseMdx} from './extract';
import type {ExtractedSite} from './table';

export function siteExtractor(): (pages: readonly PageInput[]) => Promise<ExtractedSite> {
  return pageExtractor((path, source) => {
    const {tree, file} = parseMdx(path, source);
    return extractPage(tree, file);
  });
}
