/**
 * Notation you can point at. A definition (or the prose) declares the notation it introduces,
 * `<Notation tex="\R_K">the real line with the K-topology</Notation>`. The site model
 * (src/plugins/site-model) extracts every published page's declarations from its one parse
 * (./extract.ts), and ./data.ts derives the notation table (./table.ts) and what notation contributes:
 * each page's data (the site's channel into MDX steps, read by ./remark/notation.ts) and each list of
 * notation, one per chapter or notes page that declares any and one for the site, each the module of
 * its route (theme/NotationList), which each of those pages links (theme/NotationLink). A declaration
 * may name the site macros that typeset its symbol (`macro="\RK"`): their symbols in formulas are
 * marked (src/plugins/maths/marks.ts, asked by ./remark/notation.ts) and show the notation from
 * `macros.json` (theme/FormulaNotation).
 * A declaration KaTeX cannot typeset, a macro that is not a site macro or that two declarations name,
 * and a macro the macro file lists as notation that no definition declares fail the build with
 * file:line:column; a symbol declared twice with different meanings in one list is a warning naming both places.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export default function notationPlugin(): Plugin {
  const themePath = path.join(here, 'theme');
  return {
    name: 'notation',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
