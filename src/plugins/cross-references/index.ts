/**
 * Cross-references between results. The site model (src/plugins/site-model) extracts each published
 * page's blocks, equations and references from its one parse (./table/extract.ts), builds the
 * site-wide statement table (./table/table.ts) and writes what ./contribution.ts derives from it: each
 * page's data (the site's channel into MDX steps, read by ./remark/references.ts and imported by the
 * page), each page's previews, the results index and the statements search reads (./data.ts lists
 * them). Duplicate or unknown labels fail the build with file:line:column. This plugin ships the
 * components (theme/) and the client code that opens a solution a link leads into.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export default function crossReferencesPlugin(): Plugin {
  const themePath = path.join(here, 'theme');
  return {
    name: 'cross-references',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.join(here, 'client/solutions.ts')],
  };
}
