/**
 * The index of terms, on the web and in print. Every word a definition sets in italics or bold, and
 * every `<Index term="…" />` an author writes, is a term (./extract.ts, on the site model's one parse
 * of each page); ./table.ts builds the index (entries, sub-entries, "see" and "see also", the definitions
 * first) and ./data.ts what it contributes: the index page's data (docs/index-of-terms.mdx shows it with
 * theme/TermsIndex), what search weighs, and the pages that link it (theme/TermsLink). Each print
 * edition ends with the index of its pages, with page numbers (theme/IndexInPrint). A cross-reference to
 * a term the index lacks, or a term KaTeX cannot typeset, fails the build with file:line:column; a term
 * defined in two places is a warning naming both.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export default function indexOfTermsPlugin(): Plugin {
  const themePath = path.join(here, 'theme');
  return {
    name: 'index-of-terms',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
