/**
 * The site's MDX steps, in order, for docs, blog posts and pages (docusaurus.config.ts), and the
 * channels through which steps read site-wide data (src/plugins/lib/page-data.ts). Each step lives
 * with its capability:
 * - citations read the prose first, before any step adds text of its own;
 * - cross-references read the blocks' own ids before numbering gives every block one;
 * - notation declarations are checked, given their anchors and emptied before maths typesets what they held;
 * - theorem numbering and Python cells (executed at build time) run before maths;
 * - maths in headings is typeset in the table of contents, which Docusaurus builds before these steps;
 * - block size estimates (long pages) count formulas by their TeX, before KaTeX.
 */
import type {PageDataChannel} from '../lib/page-data';
import {remarkPlugins as mathRemarkPlugins, siteRehypePlugins} from '../maths/remark/math';
import {remarkMathHeadings} from '../maths/remark/math-headings';
import {citationsData} from '../citations/data';
import {remarkCitations} from '../citations/remark/citations';
import {crossReferencesData} from '../cross-references/data';
import {remarkStatementNumbering} from '../cross-references/remark/statement-numbering';
import {remarkCrossReferences} from '../cross-references/remark/references';
import {remarkPythonCells} from '../python-cells/remark/python-cells';
import {notationData} from '../notation/data';
import {remarkNotation} from '../notation/remark/notation';
import {rehypeBlockSizeEstimates} from '../long-pages/remark/block-size-estimates';

/** Every channel a step below reads: each page depends on its file in each (./loader.cjs). */
export function pageDataChannels(siteDir: string): PageDataChannel[] {
  return [crossReferencesData(siteDir), notationData(siteDir), citationsData(siteDir)];
}

/** The `remarkPlugins` and `rehypePlugins` options of the docs, blog and pages plugins. */
export function markdownPlugins(siteDir: string) {
  return {
    remarkPlugins: [
      [remarkCitations, {data: citationsData(siteDir)}],
      [remarkCrossReferences, {data: crossReferencesData(siteDir)}],
      remarkStatementNumbering,
      [remarkNotation, {data: notationData(siteDir)}],
      remarkPythonCells,
      ...mathRemarkPlugins,
      remarkMathHeadings,
    ],
    rehypePlugins: [rehypeBlockSizeEstimates, ...siteRehypePlugins(siteDir)],
  };
}
