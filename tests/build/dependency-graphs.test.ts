import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {buildDir, byId, fileForRoute, partsOfStatement, sitePages} from './site';
import {externalMarkRoom, firstBaseline, lineHeight, textInset} from '../../src/plugins/graphs/geometry';
import {kindInfo, type StatementKind} from '../../src/plugins/cross-references/kinds';
import {graphFontFiles, graphTextMeasure} from '../../src/plugins/graphs/text-metrics';
import {statementClasses} from '../../src/plugins/cross-references/components';

type Page = {readonly route: string; readonly $: CheerioAPI};

const pages: Page[] = sitePages().map(({route, $}) => ({route, $}));
const byPath = new Map(pages.map((page) => [fileForRoute(page.route), page]));
const graphPages = pages.filter((page) => page.route.startsWith('/graphs/'));

function resolve(from: string, href: string) {
  const url = new URL(href, `http://site${from}`);
  const page = byPath.get(fileForRoute(decodeURIComponent(url.pathname)));
  const id = decodeURIComponent(url.hash.slice(1));
  return {page, url, target: page && id ? byId(page.$, id) : undefined};
}

/** The address of a link, absolute and without a trailing slash before the fragment, to compare two links. */
function normal(from: string, href: string): string {
  const url = new URL(href, `http://site${from}`);
  return `${url.pathname.replace(/\/$/, '')}${url.hash}`;
}

type Edge = {readonly from: string; readonly to: string};

function graphOf(page: Page) {
  const nodes = new Map(
    page.$('svg a.graph-node')
      .toArray()
      .map((element) => [page.$(element).attr('id')!, {href: page.$(element).attr('href')!, kind: page.$(element).attr('data-kind')}]),
  );
  const edges: Edge[] = page.$('svg path[data-from]')
    .toArray()
    .map((element) => ({from: page.$(element).attr('data-from')!, to: page.$(element).attr('data-to')!}));
  return {nodes, edges};
}

/** The references a block makes in its statement (a solution included) and in its proofs. */
function usesOf(page: Page, block: ReturnType<CheerioAPI>): string[] {
  return partsOfStatement(page.$, block).flatMap((part) =>
    part
      .find('a.cross-reference')
      .toArray()
      .map((link) => normal(page.route, page.$(link).attr('href')!)),
  );
}

test('every topology chapter with notes and the functional analysis tutorials have a graph page, linked from the chapter', () => {
  const chapters = pages
    .map((page) => /^(\/docs\/mathematics\/munkres-topology-self-study\/chapt-\d+\/)notes\/?$/.exec(page.route)?.[1])
    .filter((chapter): chapter is string => chapter !== undefined);
  assert.ok(chapters.length >= 4, `${chapters.length} chapters with notes`);
  const expected = [...chapters, '/docs/mathematics/functional-analysis-study/', '/docs/mathematics/munkres-topology-self-study/'];
  for (const home of expected) {
    const graph = home.replace(/^\/docs\//, '/graphs/');
    assert.ok(graphPages.some((page) => page.route.replace(/\/?$/, '/') === graph), `no graph page ${graph}`);
    const homePage = pages.find((page) => page.route.replace(/\/?$/, '/') === home);
    if (homePage && home !== '/docs/mathematics/munkres-topology-self-study/') {
      assert.ok(
        homePage.$('article a').toArray().some((link) => normal(home, homePage.$(link).attr('href')!) === graph.replace(/\/$/, '')),
        `${home} links to ${graph}`,
      );
    }
  }
  for (const tutorial of pages.filter((page) => /functional-analysis-study\/tutorial-\d+$/.test(page.route))) {
    assert.ok(graphPages.some((page) => page.route.replace(/\/$/, '') === tutorial.route.replace(/^\/docs\//, '/graphs/')));
  }
});

test('every node links to a result on its page, and every edge is a reference in the using result\'s statement, proof or solution', () => {
  const failures: string[] = [];
  let edgeCount = 0;
  for (const page of graphPages) {
    const {nodes, edges} = graphOf(page);
    for (const [id, node] of nodes) {
      const {target} = resolve(page.route, node.href);
      if (!target || target.length !== 1 || !target.hasClass(statementClasses.block)) {
        failures.push(`${page.route}#${id}: ${node.href} is not a result`);
      } else if (target.attr('data-kind') !== node.kind?.toLowerCase()) {
        failures.push(`${page.route}#${id}: says ${node.kind}, the page says ${target.attr('data-kind')}`);
      }
    }
    for (const edge of edges) {
      edgeCount += 1;
      const from = nodes.get(edge.from);
      const to = nodes.get(edge.to);
      if (!from || !to) {
        failures.push(`${page.route}: edge ${edge.from} → ${edge.to} has no node`);
        continue;
      }
      const {page: usingPage, target} = resolve(page.route, to.href);
      if (!usingPage || !target || target.length !== 1) {
        continue;
      }
      if (!usesOf(usingPage, target).includes(normal(page.route, from.href))) {
        failures.push(`${page.route}: ${to.href} does not refer to ${from.href}`);
      }
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(edgeCount > 0, 'the graphs have edges');
});

test('a chapter\'s graph has every use made on its pages', () => {
  const failures: string[] = [];
  for (const page of graphPages.filter((candidate) => /chapt-\d+\/?$/.test(candidate.route))) {
    const {nodes, edges} = graphOf(page);
    const hrefOf = (id: string) => normal(page.route, nodes.get(id)!.href);
    const drawn = new Set(edges.map((edge) => `${hrefOf(edge.from)} ${hrefOf(edge.to)}`));
    const home = page.route.replace(/^\/graphs\//, '/docs/').replace(/\/?$/, '/');
    for (const notes of pages.filter((candidate) => candidate.route.startsWith(home))) {
      notes.$(`article .${statementClasses.block}`).each((_, element) => {
        const block = notes.$(element);
        const self = normal(notes.route, `#${block.attr('id')}`);
        for (const used of usesOf(notes, block)) {
          const {target} = resolve(notes.route, used);
          if (used !== self && target?.hasClass(statementClasses.block) && !drawn.has(`${used} ${self}`)) {
            failures.push(`${page.route}: missing ${used} → ${self}`);
          }
        }
      });
    }
  }
  assert.deepEqual(failures, []);
});

test('the graph in words lists each result of the graph with what it uses and what uses it', () => {
  for (const page of graphPages) {
    const {nodes, edges} = graphOf(page);
    const internal = [...nodes.keys()].filter((id) => !byId(page.$, id).attr('class')?.includes('external'));
    const items = page.$('#in-words').parent().find('li');
    assert.equal(items.length, internal.length, `${page.route}: one item per result of the graph's pages`);
    for (const id of internal) {
      const item = byId(page.$, `words-${id}`);
      const links = item.find('a').length;
      const degree = edges.filter((edge) => edge.from === id || edge.to === id).length;
      assert.equal(links, 1 + degree, `${page.route}: ${id} lists its ${degree} neighbours`);
    }
  }
});

test('"in the graph" links of the Used-in lines land on a node', () => {
  const links = pages.flatMap((page) =>
    page.$(`a.${statementClasses.usedInGraph}`)
      .toArray()
      .map((link) => ({page, href: page.$(link).attr('href')!, block: page.$(link).closest(`.${statementClasses.block}`).attr('id')})),
  );
  assert.ok(links.length > 0);
  for (const link of links) {
    const {target} = resolve(link.page.route, link.href);
    assert.ok(target?.hasClass('graph-node'), `${link.page.route}#${link.block}: ${link.href}`);
    assert.equal(normal('/', target!.attr('href')!), normal(link.page.route, `#${link.block}`));
  }
});

test('the largest graph\'s SVG stays under 100 kB gzip', () => {
  const sizes = graphPages.map((page) => ({route: page.route, bytes: gzipSync(page.$('svg[role="group"]').toString()).length}));
  const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0]!;
  assert.ok(largest.bytes < 100_000, `${largest.route}: ${largest.bytes} B`);
});

test('the graph pages serve, as "Graph Sans", the font files the layout measured the boxes\' text in', () => {
  const css = readdirSync(path.join(buildDir, 'assets', 'css'))
    .map((file) => readFileSync(path.join(buildDir, 'assets', 'css', file), 'utf8'))
    .join('\n');
  for (const [weight, file] of [
    ['400', graphFontFiles.title],
    ['700', graphFontFiles.name],
  ] as const) {
    const face = [...css.matchAll(/@font-face\{([^}]*)\}/g)]
      .map((match) => match[1]!)
      .find((rule) => /font-family:\s*"?Graph Sans"?/.test(rule) && rule.includes(`font-weight:${weight}`));
    const url = face && /url\(([^)]+)\)/.exec(face)?.[1];
    assert.ok(url, `no @font-face for Graph Sans ${weight}`);
    assert.ok(readFileSync(path.join(buildDir, url.replace(/^\//, ''))).equals(readFileSync(file)), `${url} is not ${file}`);
  }
  assert.match(css, /font-family:\s*"?Graph Sans"?,/);
});

/** A box's x, y, width and height, from its outline: a rect, or the polygon of a box with cut corners. */
function outlineBox(outline: Cheerio<Element>): number[] {
  if (outline.is('polygon')) {
    const points = (outline.attr('points') ?? '').trim().split(/\s+/).map((point) => point.split(',').map(Number));
    const [xs, ys] = [0, 1].map((axis) => points.map((point) => point[axis]!));
    return [Math.min(...xs!), Math.min(...ys!), Math.max(...xs!) - Math.min(...xs!), Math.max(...ys!) - Math.min(...ys!)];
  }
  return ['x', 'y', 'width', 'height'].map((name) => Number(outline.attr(name)));
}

test('every box holds its text: each line fits inside it, and a title is whole or ends in … with the whole of it in the name', async () => {
  const measure = await graphTextMeasure(process.cwd());
  const failures: string[] = [];
  let boxes = 0;
  let cut = 0;
  for (const page of graphPages) {
    page.$('svg a.graph-node').each((_, element) => {
      boxes += 1;
      const node = page.$(element);
      const id = `${page.route}#${node.attr('id')}`;
      const [x, y, width, height] = outlineBox(node.children('rect, polygon').first());
      const [name, ...lines] = node
        .children('text')
        .toArray()
        .map((text) => ({text: page.$(text).text(), x: Number(page.$(text).attr('x')), y: Number(page.$(text).attr('y'))}));
      if (!name || [x, y, width, height].some(Number.isNaN)) {
        failures.push(`${id}: no box or no name`);
        return;
      }
      const external = node.attr('class')!.includes('external');
      // How far the text keeps from the sides: more in a box with round ends (an exercise's), whose curves it must clear.
      const padding = textInset(kindInfo(node.attr('data-kind') as StatementKind).family === 'exercise', lines.length);
      if (name.x !== x! + padding || measure.name(name.text) + (external ? externalMarkRoom : 0) > width! - 2 * padding) {
        failures.push(`${id}: the name "${name.text}" does not fit a ${width} px box`);
      }
      lines.forEach((line, index) => {
        if (line.x !== x! + padding || line.y !== y! + firstBaseline + lineHeight * (index + 1) || line.y > y! + height! - 4) {
          failures.push(`${id}: line ${index + 1} is not inside its box`);
        }
        if (measure.title(line.text) > width! - 2 * padding) {
          failures.push(`${id}: "${line.text}" is ${measure.title(line.text).toFixed(1)} px, the box holds ${width! - 2 * padding}`);
        }
      });
      const label = node.attr('aria-label') ?? '';
      const title = label === name.text ? '' : label.startsWith(`${name.text} `) ? label.slice(name.text.length + 1).replace(/\s+/g, ' ') : undefined;
      const shown = lines.map((line) => line.text).join(' ');
      if (title === undefined) {
        failures.push(`${id}: the name "${label}" does not start with the box's "${name.text}"`);
      } else if (shown.endsWith('…')) {
        cut += 1;
        if (!title.startsWith(shown.slice(0, -1)) || measure.title(title) <= 2 * (width! - 2 * padding)) {
          failures.push(`${id}: "${shown}" is cut, though "${title}" is not too long for two lines, or is not its beginning`);
        }
      } else if (shown !== title) {
        failures.push(`${id}: the box shows "${shown}" of "${title}"`);
      }
    });
  }
  assert.deepEqual(failures, []);
  assert.ok(boxes > 0, 'the graphs have boxes');
  assert.ok(cut <= boxes / 20, `${cut} of ${boxes} titles cut short`);
});
