import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {indexClasses} from '../src/plugins/index-of-terms/components';

/** A built page, how many typeset formulas it carries, and how many entries of the index of terms it lists. */
export type FormulaPage = {route: string; formulas: number; indexEntries: number};

/** KaTeX writes one MathML copy per formula, inline or display: count those. */
const formulaMarker = /class="?katex-mathml\b/g;

/** An entry of the index of terms as the index page shows it (not the print editions' own class). */
const indexEntryMarker = new RegExp(`(?<![\\w-])${indexClasses.entry}\\b`, 'g');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'pyodide' ? [] : htmlFiles(full);
    }
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The route a static host serves `file` at (x/index.html is x/; x.html is x). */
function routeOf(buildDir: string, file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  if (relative === 'index.html') {
    return '/';
  }
  return `/${relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative.replace(/\.html$/, '')}`;
}

/** Every page of a build with its formula and index entry counts, most formulas first. */
export function formulaPages(buildDir: string): FormulaPage[] {
  return htmlFiles(buildDir)
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      return {
        route: routeOf(buildDir, file),
        formulas: (html.match(formulaMarker) ?? []).length,
        indexEntries: (html.match(indexEntryMarker) ?? []).length,
      };
    })
    .sort((a, b) => b.formulas - a.formulas || a.route.localeCompare(b.route));
}

/** A print edition's route: the pages a reader reads on screen are the others. */
export const isPrintEdition = (page: FormulaPage): boolean => page.route.startsWith('/print/');

/** The index of terms: of `pages`, the one other than a print edition listing the most index entries; none if no page does. */
export function indexOfTermsPage(pages: readonly FormulaPage[]): FormulaPage | undefined {
  return pages
    .filter((page) => page.indexEntries > 0 && !isPrintEdition(page))
    .reduce<FormulaPage | undefined>((most, page) => (most && most.indexEntries >= page.indexEntries ? most : page), undefined);
}

/** How many pages a build has (its HTML files, not counting Pyodide's). */
export function pageCount(buildDir: string): number {
  return htmlFiles(buildDir).length;
}

/** The page whose formula count is nearest `target`, other than those in `taken`. */
export function nearest(pages: readonly FormulaPage[], target: number, taken: readonly string[]): FormulaPage {
  const candidates = pages.filter((page) => page.formulas > 0 && !taken.includes(page.route));
  return candidates.reduce((best, page) => (Math.abs(page.formulas - target) < Math.abs(best.formulas - target) ? page : best));
}
