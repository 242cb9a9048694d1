/**
 * Lays out a dependency graph at build time with Graphviz's dot (through
 * @viz-js/viz, WebAssembly in Node), so the browser receives finished geometry
 * and no layout library. Ranks run left to right: the graphs are shallow and
 * wide (many results use one or two others), so top to bottom made them
 * several thousand pixels wide; left to right keeps them narrow and tall,
 * which scrolls naturally on a page and on a phone. Graphviz was chosen over
 * ELK (layered) and dagre on the largest graph: see the README.
 */
import {instance, type Viz} from '@viz-js/viz';
import type {Graph} from './graph';
import {boxHeight, boxName, boxTitle, externalMarkRoom, maxWidth, minWidth, oneLineWidth, padding, textInset} from './geometry';
import {kindInfo} from '../cross-references/kinds';
import type {TextMeasure} from './text-metrics';
import {recentlyUsed} from '../lib/recently-used';

/** A node's box: its top-left corner, its size, and its title as drawn, one string per line. */
export type NodePlacement = {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly lines: readonly string[];
};
type EdgeRoute = {readonly from: string; readonly to: string; readonly path: string};

export type GraphLayout = {
  readonly width: number;
  readonly height: number;
  /** Each node's box, by node id. */
  readonly nodes: Readonly<Record<string, NodePlacement>>;
  /** SVG path data of each edge, ending at the arrow's tip on the using node. */
  readonly edges: readonly EdgeRoute[];
};

export type LaidOutGraph = Graph & {readonly layout: GraphLayout};

type GraphvizJson = {
  readonly bb: string;
  readonly objects?: readonly {readonly name: string; readonly pos?: string}[];
  readonly edges?: readonly {readonly tail: number; readonly head: number; readonly pos: string}[];
};

const pointsPerInch = 72;
const round = (value: number) => Math.round(value * 10) / 10;
const point = (text: string) => text.split(',').map(Number) as [number, number];

/** dot's edge `pos`: "e,x,y" (the arrow's tip) then 3n+1 B-spline control points of cubic Béziers. */
function edgePath(pos: string): string {
  const parts = pos.split(' ');
  const tip = parts.find((part) => part.startsWith('e,'));
  const controls = parts.filter((part) => !part.startsWith('e,') && !part.startsWith('s,')).map(point);
  const [first, ...rest] = controls;
  let path = `M${round(first![0])} ${round(first![1])}`;
  for (let index = 0; index + 2 < rest.length; index += 3) {
    path += `C${rest
      .slice(index, index + 3)
      .map(([x, y]) => `${round(x)} ${round(y)}`)
      .join(' ')}`;
  }
  if (tip) {
    const [x, y] = point(tip.slice(2));
    path += `L${round(x)} ${round(y)}`;
  }
  return path;
}

/** The longest prefix of `words` (at least one word) that fits `width`, and the rest. */
function fillLine(words: readonly string[], width: number, measure: (text: string) => number): [string, string[]] {
  let count = 1;
  while (count < words.length && measure(words.slice(0, count + 1).join(' ')) <= width) {
    count += 1;
  }
  return [words.slice(0, count).join(' '), words.slice(count)];
}

/** A line may end after `before` and go on with `next`: not inside brackets ("C[0, 1]"), nor before a dash, which stays with the word before it. */
function breakable(before: string, next: string): boolean {
  const open = (before.match(/[([]/g) ?? []).length - (before.match(/[)\]]/g) ?? []).length;
  return open <= 0 && !/^[—–]/.test(next);
}

/** `text` cut to fit `width` with an ellipsis: after its last word that leaves room, else within its first word. */
function ellipsize(text: string, width: number, measure: (text: string) => number): string {
  const words = text.split(' ');
  for (let count = words.length - 1; count > 0; count -= 1) {
    const cut = `${words
      .slice(0, count)
      .join(' ')
      .replace(/[\s,;:—–-]+$/, '')}…`;
    if (measure(cut) <= width) {
      return cut;
    }
  }
  let end = text.length;
  while (end > 1 && measure(`${text.slice(0, end)}…`) > width) {
    end -= 1;
  }
  return `${text.slice(0, end)}…`;
}

/**
 * A box's title lines and the width of the box: one line when the title fits `oneLineWidth`,
 * else the two-line break that needs the narrowest box, up to `maxWidth`; a title longer than
 * two full lines ends its second line with an ellipsis. The box is also wide enough for its
 * name line (and the ↗ of a result of another page). A box with round ends (`roundEnds`, an
 * exercise's) is wider by what its text must keep from the curves (geometry.ts, `textInset`).
 */
export function fitTitle(
  name: string,
  title: string,
  external: boolean,
  measure: TextMeasure,
  roundEnds = false,
): {readonly width: number; readonly lines: readonly string[]} {
  const fitted = fitText(name, title, external, measure);
  return {...fitted, width: fitted.width + 2 * (textInset(roundEnds, fitted.lines.length) - padding)};
}

function fitText(
  name: string,
  title: string,
  external: boolean,
  measure: TextMeasure,
): {readonly width: number; readonly lines: readonly string[]} {
  const nameWidth = measure.name(name) + (external ? externalMarkRoom : 0);
  const boxFor = (lineWidth: number) => Math.ceil(Math.max(minWidth, nameWidth + 2 * padding, lineWidth + 2 * padding));
  const words = title.split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return {width: boxFor(0), lines: []};
  }
  const whole = measure.title(title);
  if (whole + 2 * padding <= oneLineWidth) {
    return {width: boxFor(whole), lines: [title]};
  }
  const inner = maxWidth - 2 * padding;
  let best: {width: number; lines: string[]} | undefined;
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    if (!breakable(lines[0]!, words[split]!)) {
      continue;
    }
    const widest = Math.max(...lines.map(measure.title));
    if (widest <= inner && (!best || widest < best.width)) {
      best = {width: widest, lines};
    }
  }
  if (best) {
    return {width: boxFor(best.width), lines: best.lines};
  }
  const [first, rest] = fillLine(words, inner, measure.title);
  const lines =
    measure.title(first) > inner
      ? [ellipsize(title, inner, measure.title)]
      : [first, rest.join(' ')]
          .filter(Boolean)
          .map((line) => (measure.title(line) <= inner ? line : ellipsize(line, inner, measure.title)));
  return {width: boxFor(Math.max(...lines.map(measure.title))), lines};
}

let viz: Promise<Viz> | undefined;

/**
 * Layouts by their input, and boxes by their title: `npm start` lays out the graphs again after each edit,
 * and most have not changed (fitting the titles, each measured at every break, took 270 ms a reload).
 * Each keeps the most recently used (../lib/recently-used.ts), several times what the site has.
 */
const layouts = new Map<string, GraphLayout>();
const layoutsKept = 500;
const boxTitles = new Map<string, {readonly width: number; readonly lines: readonly string[]}>();
const boxTitlesKept = 20_000;

export async function layOut(graph: Graph, measure: TextMeasure): Promise<GraphLayout> {
  if (graph.nodes.length === 0) {
    return {width: 0, height: 0, nodes: {}, edges: []};
  }
  const boxes = new Map(
    graph.nodes.map((node) => {
      const roundEnds = kindInfo(node.kind).family === 'exercise';
      const [name, title, external] = [boxName(node), boxTitle(node), node.externalPage !== undefined];
      const {width, lines} = recentlyUsed(boxTitles, boxTitlesKept, JSON.stringify([name, title, external, roundEnds]), () =>
        fitTitle(name, title, external, measure, roundEnds),
      );
      return [node.id, {width, height: boxHeight(lines.length), lines}];
    }),
  );
  const input = {
    directed: true,
    graphAttributes: {rankdir: 'LR', nodesep: 0.15, ranksep: 0.5, pad: 0.05},
    nodeAttributes: {shape: 'box', fixedsize: true},
    nodes: graph.nodes.map((node) => {
      const box = boxes.get(node.id)!;
      return {name: node.id, attributes: {width: box.width / pointsPerInch, height: box.height / pointsPerInch}};
    }),
    edges: graph.edges.map((edge) => ({tail: edge.from, head: edge.to})),
  };
  const key = JSON.stringify([input, [...boxes]]);
  if (!layouts.has(key)) {
    viz ??= instance();
    const layout = placement((await viz).renderJSON(input, {yInvert: true}) as GraphvizJson, boxes);
    return recentlyUsed(layouts, layoutsKept, key, () => layout);
  }
  return recentlyUsed(layouts, layoutsKept, key, () => layouts.get(key)!);
}

function placement(
  json: GraphvizJson,
  boxes: ReadonlyMap<string, {width: number; height: number; lines: readonly string[]}>,
): GraphLayout {
  const [x0, y0, x1, y1] = json.bb.split(',').map(Number) as [number, number, number, number];
  const names = (json.objects ?? []).map((object) => object.name);
  const nodes: Record<string, NodePlacement> = {};
  for (const object of json.objects ?? []) {
    const box = boxes.get(object.name);
    if (object.pos && box) {
      const [x, y] = point(object.pos);
      nodes[object.name] = {x: round(x - box.width / 2), y: round(y - box.height / 2), ...box};
    }
  }
  return {
    width: Math.ceil(Math.abs(x1 - x0)),
    height: Math.ceil(Math.abs(y1 - y0)),
    nodes,
    edges: (json.edges ?? []).map((edge) => ({from: names[edge.tail]!, to: names[edge.head]!, path: edgePath(edge.pos)})),
  };
}
