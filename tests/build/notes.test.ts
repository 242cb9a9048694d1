import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import type {CheerioAPI} from 'cheerio';
import {contentWords, readRoute, sitePages} from './site';
import {docsPages, frontMatter} from '../content';
import {katexVersion} from '../../src/plugins/maths/katex';
import {statementClasses} from '../../src/plugins/cross-references/components';

const munkres = '/docs/mathematics/munkres-topology-self-study';
const chapters = ['chapt-2', 'chapt-3', 'chapt-4', 'chapt-7'];

/** Exercise blocks that contain a collapsed Solution. */
function solvedExercises($: CheerioAPI): number {
  return $(`.${statementClasses.block}[data-kind="exercise"]`).filter((_, block) => $(block).find(`details.${statementClasses.solution}`).length > 0)
    .length;
}

function assertWords(route: string, minimum: number): void {
  const words = contentWords(readRoute(route));
  assert.ok(words >= minimum, `${route}: ${words} words, want at least ${minimum}`);
}

test('topology: every chapter has an index, notes of substance and at least 8 solved exercises', () => {
  assertWords(`${munkres}/`, 500);
  for (const chapter of chapters) {
    assertWords(`${munkres}/${chapter}/`, 300);
    const notes = readRoute(`${munkres}/${chapter}/notes/`);
    assertWords(`${munkres}/${chapter}/notes/`, 800);
    assert.ok(notes(`.${statementClasses.proof}`).length >= 5, `${chapter} notes: proofs`);
    assert.ok(notes(`.${statementClasses.block}`).length >= 10, `${chapter} notes: theorem blocks`);
    const exercises = readRoute(`${munkres}/${chapter}/exercises/`);
    const solved = solvedExercises(exercises);
    assert.ok(solved >= 8, `${chapter} exercises: ${solved} solved, want at least 8`);
    // Solutions are collapsed by default but present in the static HTML.
    exercises(`details.${statementClasses.solution}`).each((_, details) => {
      assert.equal(exercises(details).attr('open'), undefined);
      assert.ok(exercises(details).text().trim().length > 100);
    });
  }
});

test('topology: extras hold at least three topics and MA3209 at least two problem sets, honestly labelled', () => {
  const extras = readRoute(`${munkres}/extras/`);
  assert.ok(extras('article h2').length >= 3);
  assertWords(`${munkres}/extras/`, 800);
  const pyp = readRoute(`${munkres}/MA3209-PYP-attempts/`);
  assert.ok(solvedExercises(pyp) >= 8);
  assert.match(pyp('article').text(), /written for this page/i);
});

test('functional analysis: two tutorials with at least 8 solved problems each', () => {
  assertWords('/docs/mathematics/functional-analysis-study/', 300);
  for (const tutorial of ['tutorial-1', 'tutorial-2']) {
    const $ = readRoute(`/docs/mathematics/functional-analysis-study/${tutorial}`);
    assert.ok(solvedExercises($) >= 8, tutorial);
  }
});

test('calculus with code: at least 10 cells, each with its output baked into the page', () => {
  const $ = readRoute('/docs/mathematics/calculus-with-code/');
  const cells = $('[data-python-cell]');
  assert.ok(cells.length >= 10, `${cells.length} cells`);
  cells.each((_, cell) => {
    const output = $(cell).find('[role="region"]').text().trim();
    assert.ok(output.length > 0 && output !== '(no output)', `cell ${$(cell).attr('data-python-cell')} has output`);
  });
  assertWords('/docs/mathematics/calculus-with-code/', 1000);
});

test('dynamical systems: the cobweb plot and bifurcation diagram are static SVG in the HTML', () => {
  const $ = readRoute('/docs/mathematics/dynamical-system-works');
  for (const id of ['cobweb-plot', 'bifurcation-diagram']) {
    const svg = $(`svg[data-testid="${id}"]`);
    assert.equal(svg.length, 1, id);
    assert.equal(svg.attr('role'), 'img');
    assert.ok((svg.attr('aria-label') ?? '').length > 20, `${id}: label`);
    assert.ok(svg.find('path, line, polyline, circle, rect').length > 0, `${id}: drawn`);
  }
  assertWords('/docs/mathematics/dynamical-system-works', 1000);
});

test('binary operations: law-checking cells with output', () => {
  const $ = readRoute('/docs/mathematics/hof-binary-operations');
  assert.ok($('[data-python-cell]').length >= 3);
  assertWords('/docs/mathematics/hof-binary-operations', 1000);
});

test('coding and miscellaneous pages have substance', () => {
  for (const route of [
    '/docs/home',
    '/docs/coding/git-quick-reference',
    '/docs/coding/katex-setup-in-docusaurus',
    '/docs/coding/media-processing-commands',
    '/docs/coding/display-furigana-pinyin-on-website/',
    '/docs/miscellaneous/argumentative-essay-guidelines/',
    '/docs/miscellaneous/interesting-english-memo',
  ]) {
    assertWords(route, 700);
  }
  assertWords('/docs/miscellaneous/an-unexpected-friendship', 900);
});

test('the ruby examples are real <ruby> markup in the static HTML', () => {
  const $ = readRoute('/docs/coding/display-furigana-pinyin-on-website/');
  const ruby = $('article ruby');
  assert.ok(ruby.length >= 4);
  ruby.each((_, element) => {
    assert.ok($(element).find('rt').length >= 1);
  });
  assert.ok($('article ruby rp').length >= 2, 'parenthesis fallbacks');
});

test('the KaTeX setup note quotes the version the site really renders with', () => {
  const $ = readRoute('/docs/coding/katex-setup-in-docusaurus');
  assert.equal($('[data-testid="katex-version"]').first().text().trim(), katexVersion);
});

test('previous/next cards name the page they lead to as its heading does, so no two pages\' cards read alike', () => {
  const text = (html: string | null) => (html ?? '').replace(/\s+/g, ' ').trim();
  const key = (route: string) => route.replace(/\/$/, '');
  const paginationLabels = new Map(
    docsPages()
      .filter((doc) => !doc.draft)
      .map((doc) => [key(doc.permalink), frontMatter(readFileSync(doc.file, 'utf8')).pagination_label as string | undefined]),
  );
  const docs = sitePages().filter(({route}) => route.startsWith('/docs/'));
  const headings = new Map(docs.map(({route, $}) => [key(route), text($('article header h1').first().text())]));
  const targetsOfName = new Map<string, Set<string>>();
  let cards = 0;
  for (const {route, $} of docs) {
    $('.pagination-nav__link').each((_, link) => {
      const target = key(new URL($(link).attr('href')!, `http://site${route}`).pathname);
      const name = text($(link).find('.pagination-nav__label').text());
      const heading = headings.get(target);
      if (heading) {
        assert.equal(name, paginationLabels.get(target) ?? heading, `${route}: the card to ${target}`);
        cards += 1;
      }
      targetsOfName.set(name, new Set([...(targetsOfName.get(name) ?? []), target]));
    });
  }
  assert.ok(cards > 0, 'no previous/next card leads to a docs page');
  const ambiguous = [...targetsOfName].filter(([, targets]) => targets.size > 1).map(([name, targets]) => `"${name}": ${[...targets].join(', ')}`);
  assert.deepEqual(ambiguous, []);
});

test('the notes home explains each notation by what it means, never by itself', () => {
  const $ = readRoute('/docs/home');
  /** What a formula shows (KaTeX's MathML, without its TeX annotation). */
  const shown = (formula: Parameters<typeof $>[0]) => $(formula).find('semantics').first().children().not('annotation').text().trim();
  const tables = $('article table').filter((_, table) => /^(written|symbol|notation)/i.test($(table).find('th').first().text().trim()));
  assert.ok(tables.length > 0, 'no notation table on the notes home');
  const circular: string[] = [];
  tables.find('tbody tr').each((_, row) => {
    const [symbolCell, meaningCell] = $(row).children('td').toArray();
    const symbols = $(symbolCell).find('.katex').toArray().map(shown);
    const inMeaning = $(meaningCell).find('.katex').toArray().map(shown);
    for (const symbol of symbols.filter((candidate) => inMeaning.includes(candidate))) {
      circular.push(`${symbol}: "${$(meaningCell).text().trim()}"`);
    }
  });
  assert.deepEqual(circular, []);
});
