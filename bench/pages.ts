import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** A built page and how many typeset formulas it carries. */
export type FormulaPage = {route: string; formulas: number};

/** KaTeX writes one MathML copy per formula, inline or display: count those. */
const formulaMarker = /class="?katex-mathml\b/g;

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

/** Every page of a build with its formula count, most formulas first. */
export function formulaPages(buildDir: string): FormulaPage[] {
  return htmlFiles(buildDir)
    .map((file) => ({route: routeOf(buildDir, file), formulas: (readFileSync(file, 'utf8').match(formulaMarker) ?? []).length}))
    .sort((a, b) => b.formulas - a.formulas || a.route.localeCompare(b.route));
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
