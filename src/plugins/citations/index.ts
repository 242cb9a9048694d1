/**
 * Citations of the books and papers in the site's one bibliography (src/data/bibliography.bib),
 * formatted in the CSL style src/data/citations.ts names. The site model (src/plugins/site-model)
 * reads the .bib and the style once per content load (./load.ts: ./bibliography.ts, ./style.ts) and
 * each published page's citations from its one parse (./extract.ts: Pandoc's `[@key, locator]`,
 * `[-@key]`, `@key`); ./data.ts derives what citations contribute: each page's data (the site's channel
 * into MDX steps, read by ./remark/citations.ts), each page's references (imported by the page) and the
 * bibliography page's list. An unknown key or a malformed or repeated entry fails the build with
 * file:line:col; an entry no page cites is a warning. This plugin ships the components (theme/).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export default function citationsPlugin(): Plugin {
  const themePath = path.join(here, 'theme');
  return {
    name: 'citations',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
