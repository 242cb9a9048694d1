/**
 * Which pages the audit (./audit.spec.ts) loads. axe's verdict on a page depends on the kinds of
 * element it shows and the looks they take: a tag with its classes, role, ARIA attributes, tab stop
 * and colour given in the markup. Two pages that show the same kinds differ in their content, and a
 * content's own accessibility (an image's text, a link's, a heading's or a button's, a field's label,
 * heading levels) is checked on every page by html-validate's accessibility rules (tests/build/
 * validity-worker.ts). So the audit takes the fewest and lightest pages that between them show every
 * kind of element any page shows: a new component, a new look or a page unlike the others is
 * audited where it first appears, and a hundred pages of one template are not audited a hundred times.
 *
 * The kinds are read from the built HTML as it is served (what hydration adds is audited in the specs
 * that open it: previews, search results, cells). Not counted as kinds of their own:
 * - KaTeX's boxes inside a formula (its spans take the text's colour and are hidden from assistive
 *   technology; the formula is named by its MathML) unless the site made one a control (a tab stop,
 *   a role or an ARIA attribute, as notation marks are);
 * - what a print edition collects from the site's pages (`.print-page` content after its title),
 *   audited on those pages: an edition's own kinds are its title page, contents, parts' titles,
 *   lists of notation, bibliography and index.
 */
import {readFileSync} from 'node:fs';
import {Parser} from 'htmlparser2';
import {allHtmlFiles, fileForRoute, isPrintEdition} from '../build/site';
import {printClasses} from '../../src/plugins/lib/print-context';

/** What one page costs to audit beyond its size, in bytes of HTML (a small page's load, hydration and two axe runs). */
const costOfALoad = 50_000;

/** The kinds of element a built page shows (see above). */
function kindsOfElement(html: string, printEdition: boolean): Set<string> {
  const kinds = new Set<string>();
  // For each open element: whether its subtree counts, and whether it is a formula's inside or a print page.
  const open: {skipped: boolean; formula: boolean; printPage: boolean}[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const parent = open.at(-1);
        const classes = (attributes.class ?? '').split(/\s+/).filter(Boolean);
        const formula = Boolean(parent?.formula) || classes.includes('katex-html') || classes.includes('katex-mathml');
        const collected = printEdition && Boolean(parent?.printPage) && !classes.includes(printClasses.pageTitle);
        const skipped = Boolean(parent?.skipped) || collected;
        open.push({skipped, formula, printPage: classes.includes(printClasses.page)});
        const control = Object.keys(attributes).some(
          (name) => name === 'tabindex' || name === 'role' || name.startsWith('aria-'),
        );
        if (skipped || (formula && !control)) {
          return;
        }
        kinds.add(tag);
        // (Not the page's own id, which Docusaurus gives its <html> as a class: docs-doc-id-…, blog-post-id-….)
        for (const name of classes.filter((name) => !/-id-/.test(name))) {
          kinds.add(`${tag}.${name}`);
        }
        for (const [name, value] of Object.entries(attributes)) {
          if (name === 'role' || name === 'type') {
            kinds.add(`${tag}[${name}=${value}]`);
          } else if (name.startsWith('aria-') || name === 'tabindex' || name === 'alt' || name === 'title') {
            kinds.add(`${tag}[${name}]`);
          } else if (name === 'style' && /(?:^|;)\s*(?:color|background)/.test(value)) {
            kinds.add(`${tag}[style=${value}]`);
          }
        }
      },
      onclosetag() {
        open.pop();
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return kinds;
}

/** The fewest, lightest routes whose pages show every kind of element the routes' pages show (a greedy cover, by kinds per byte). */
function routesToAudit(routes: readonly string[]): string[] {
  const pages = routes.map((route) => {
    const html = readFileSync(fileForRoute(route.split('?')[0]!)!, 'utf8');
    return {route, kinds: kindsOfElement(html, isPrintEdition(route)), cost: html.length + costOfALoad};
  });
  const uncovered = new Set(pages.flatMap(({kinds}) => [...kinds]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best: (typeof pages)[number] | undefined;
    let bestValue = 0;
    for (const page of pages) {
      let gain = 0;
      page.kinds.forEach((kind) => (gain += uncovered.has(kind) ? 1 : 0));
      if (gain / page.cost > bestValue) {
        best = page;
        bestValue = gain / page.cost;
      }
    }
    chosen.push(best!.route);
    best!.kinds.forEach((kind) => uncovered.delete(kind));
  }
  return chosen.sort();
}

/** The built sitemap's routes. */
export const sitemapRoutes = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]!).pathname,
);

let audited: string[] | undefined;

/**
 * The routes the audit loads: of every page a reader reaches (the sitemap's, and the search page and
 * print editions, which are not in it: noindex), those the cover above chooses; and a search's results,
 * drawn in the browser and so in no page's HTML.
 */
export function auditedRoutes(): string[] {
  audited ??= [
    ...routesToAudit([
      ...sitemapRoutes,
      '/search',
      ...allHtmlFiles()
        .map(({route}) => route)
        .filter(isPrintEdition),
    ]),
    '/search?q=compact',
  ];
  return audited;
}
