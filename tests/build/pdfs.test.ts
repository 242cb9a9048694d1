/**
 * The PDFs the build printed (src/plugins/print/pdf.ts): every print edition has its PDF beside the
 * site, small, of more than a title page; every link to a PDF leads to one the build made. Run by the
 * `build` stage right after the build that printed them (tests/run-all.sh), and not with the other
 * checks on build/ (./checks.ts): `npm test` runs those on the owner's copy of the site, which is
 * built without PDFs (SITE_PDF=skip), so that what only the PDFs show is read here, once.
 * How the PDFs read (pages, running heads, bibliography) is checked in tests/browser/print-edition.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {buildDir, isPrintEdition, noPdfsInCi, noPdfsSkip, pdfsRequired, printedPdfs, sitePages} from './site';

const pdfIndex = printedPdfs();
// Their text only: nothing here needs a page parsed.
const pages = sitePages();
/** The site-relative PDFs a page links to (the minifier leaves attribute values unquoted where it can). */
const pdfLinks = (html: string) => [...html.matchAll(/\bhref=(?:"([^"]+\.pdf)"|([^\s">]+\.pdf)(?=[\s>]))/g)].map((match) => match[1] ?? match[2]!);

test(
  'each print edition has its PDF beside the site, a chapter under 2 MB, and every link to a PDF finds one',
  // In CI a build without PDFs fails here (./site.ts, pdfsRequired); locally it is skipped, with a line that says so.
  {skip: Object.keys(pdfIndex).length === 0 && !pdfsRequired && noPdfsSkip},
  () => {
    assert.ok(Object.keys(pdfIndex).length > 0, noPdfsInCi);
    const editions = pages.filter(({route}) => isPrintEdition(route));
    assert.ok(editions.length > 0, 'the build has print editions');
    for (const {route, html} of editions) {
      const own = pdfLinks(html);
      assert.ok(own.length > 0, `${route}: links to its PDF`);
      const name = path.basename(own[0]!);
      assert.ok(pdfIndex[name], `${route}: ${name} was printed`);
      assert.ok(pdfIndex[name].pages > 1, `${name}: a title page and the content`);
    }
    assert.equal(Object.keys(pdfIndex).length, editions.length, 'one PDF per edition');
    // Each PDF is linked from every page it collects: each file is looked at once.
    const linked = new Map<string, string>();
    for (const {route, html} of pages) {
      for (const href of pdfLinks(html).filter((link) => link.startsWith('/') && !linked.has(link))) {
        linked.set(href, route);
      }
    }
    const broken: string[] = [];
    for (const [href, route] of linked) {
      const file = path.join(buildDir, href);
      if (!existsSync(file)) {
        broken.push(`${route}: ${href}`);
      } else {
        assert.ok(statSync(file).size < 2e6, `${href}: under 2 MB`);
      }
    }
    assert.deepEqual(broken, [], 'links to PDFs the build did not make');
  },
);
