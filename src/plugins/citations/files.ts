/**
 * The file of a page's references, which the page imports (its "References" and its citations'
 * previews), beside its data file in the citations channel (`pages/<page>.json`, which only the MDX step
 * reads): `references/<page>.json`. Written by the plugin (./data.ts), imported by the step's output.
 */
import {pageDataName} from '../lib/page-data';

/** The page's references file, as `createData` names it. */
export function pageReferencesName(siteDir: string, file: string): string {
  return pageDataName(siteDir, file).replace(/^pages\//, 'references/');
}
