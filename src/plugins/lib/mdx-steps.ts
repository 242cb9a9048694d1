/**
 * How a capability declares its MDX steps (src/plugins/mdx/steps.ts orders them into the one list the
 * build and `npm run check:mdx` both run), and what the steps share.
 */
import type {PluggableList} from 'unified';
import type {PageDataChannel} from './page-data';

/** Where the steps read and write, in the build or in `check:mdx`. */
export type StepContext = {
  /** The channel of a capability's site-wide data for each page (src/plugins/lib/page-data.ts). */
  readonly channel: (capability: string) => PageDataChannel;
  /** Where the maths step writes each page's formulas as a JSON module (the site's build); unset: inline. */
  readonly formulaModules?: string;
};

/** A capability's MDX steps, in its own order, and the components they write into pages. */
export type CapabilitySteps = {
  readonly capability: string;
  readonly remark?: PluggableList;
  readonly rehype?: PluggableList;
  /** Names of the components its steps write into pages: src/theme/MDXComponents registers each. */
  readonly components?: readonly string[];
  /** The channels its steps read: each page depends on its file in each (src/plugins/mdx/loader.cjs). */
  readonly channels?: readonly PageDataChannel[];
};
