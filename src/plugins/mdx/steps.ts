/**
 * The site's MDX steps: the one list the docs, blog and pages plugins run (docusaurus.config.ts) and
 * `npm run check:mdx` runs (scripts/check-mdx.ts). Each capability declares its own steps, the
 * components they write into pages and the channels of site-wide data they read
 * (src/plugins/lib/mdx-steps.ts); this orders them:
 * - citations read the prose first, before any step adds text of its own;
 * - cross-references read the blocks' own ids before numbering gives every block one;
 * - the index of terms gives each <Index> its anchor;
 * - notation declarations are checked, given their anchors and emptied before maths typesets what they held;
 * - Python cells (executed at build time) run before maths, and before highlighting looks for the code
 *   blocks that bring Prism into a page;
 * - block size estimates (long pages) count formulas by their TeX, before KaTeX;
 * - maths last: maths in headings is typeset in the table of contents, which Docusaurus builds before
 *   these steps, and every formula typeset by KaTeX.
 */
import type {CapabilitySteps, StepContext} from '../lib/mdx-steps';
import {pageDataChannel, type PageDataChannel} from '../lib/page-data';
import {citationSteps} from '../citations/remark/citations';
import {crossReferenceSteps} from '../cross-references/remark/references';
import {notationSteps} from '../notation/remark/notation';
import {indexSteps} from '../index-of-terms/remark/index-terms';
import {pythonCellSteps} from '../python-cells/remark/python-cells';
import {highlightingSteps} from '../highlighting/remark/code-pages';
import {longPageSteps} from '../long-pages/remark/block-size-estimates';
import {formulaModulesDirectory, mathsSteps} from '../maths/remark/math';

/** The build's context: each capability's data where the site model writes it, formulas in modules of their own. */
export function buildStepContext(siteDir: string): StepContext {
  return {
    channel: (capability) => pageDataChannel(siteDir, capability),
    formulaModules: formulaModulesDirectory(siteDir),
  };
}

/** Every capability's steps, in the order they run. */
export function siteSteps(context: StepContext): CapabilitySteps[] {
  return [
    citationSteps(context),
    crossReferenceSteps(context),
    indexSteps(),
    notationSteps(context),
    pythonCellSteps(),
    highlightingSteps(),
    longPageSteps(),
    mathsSteps(context),
  ];
}

/** The `remarkPlugins` and `rehypePlugins` options of the steps, in order. */
export function markdownPlugins(context: StepContext) {
  const steps = siteSteps(context);
  return {
    remarkPlugins: steps.flatMap((step) => step.remark ?? []),
    rehypePlugins: steps.flatMap((step) => step.rehype ?? []),
  };
}

/** Every channel a step reads: each page depends on its file in each (./loader.cjs). */
export function pageDataChannels(context: StepContext): PageDataChannel[] {
  return siteSteps(context).flatMap((step) => step.channels ?? []);
}
