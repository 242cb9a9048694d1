/**
 * The site's MDX steps, in order, for docs, blog posts and pages (docusaurus.config.ts). Each step
 * lives with its capability:
 * - cross-references read the blocks' own ids before numbering gives every block one;
 * - theorem numbering and Python cells (executed at build time) run before maths;
 * - maths in headings is typeset in the table of contents, which Docusaurus builds before these steps;
 * - block size estimates (long pages) count formulas by their TeX, before KaTeX.
 */
import {remarkPlugins as mathRemarkPlugins, siteRehypePlugins} from '../maths/remark/math';
import {remarkMathHeadings} from '../maths/remark/math-headings';
import {remarkStatementNumbering} from '../cross-references/remark/statement-numbering';
import {remarkCrossReferences} from '../cross-references/remark/references';
import {remarkPythonCells} from '../python-cells/remark/python-cells';
import {rehypeBlockSizeEstimates} from '../long-pages/remark/block-size-estimates';

/** The `remarkPlugins` and `rehypePlugins` options of the docs, blog and pages plugins. */
export function markdownPlugins(siteDir: string) {
  return {
    remarkPlugins: [remarkCrossReferences, remarkStatementNumbering, remarkPythonCells, ...mathRemarkPlugins, remarkMathHeadings],
    rehypePlugins: [rehypeBlockSizeEstimates, ...siteRehypePlugins(siteDir)],
  };
}
