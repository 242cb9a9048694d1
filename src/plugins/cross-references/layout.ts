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
import {nodeHeight, nodeWidth} from './geometry';

export {nodeHeight, nodeWidth};

export type NodePlacement = {readonly x: number; readonly y: number};
export type EdgeRoute = {readonly from: string; readonly to: string; readonly path: string};

export type GraphLayout = {
  readonly width: number;
  readonly height: number;
  /** Top-left corner of each node's box, by node id. */
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

let viz: Promise<Viz> | undefined;

/** Layouts by their input: `npm start` lays out the graphs again after each edit, and most have not changed. */
const layouts = new Map<string, GraphLayout>();

export async function layOut(graph: Graph): Promise<GraphLayout> {
  if (graph.nodes.length === 0) {
    return {width: 0, height: 0, nodes: {}, edges: []};
  }
  const input = {
    directed: true,
    graphAttributes: {rankdir: 'LR', nodesep: 0.15, ranksep: 0.5, pad: 0.05},
    nodeAttributes: {shape: 'box', fixedsize: true, width: nodeWidth / pointsPerInch, height: nodeHeight / pointsPerInch},
    nodes: graph.nodes.map((node) => ({name: node.id})),
    edges: graph.edges.map((edge) => ({tail: edge.from, head: edge.to})),
  };
  const key = JSON.stringify(input);
  const known = layouts.get(key);
  if (known) {
    return known;
  }
  viz ??= instance();
  const layout = placement((await viz).renderJSON(input, {yInvert: true}) as GraphvizJson);
  layouts.set(key, layout);
  return layout;
}

function placement(json: GraphvizJson): GraphLayout {
  const [x0, y0, x1, y1] = json.bb.split(',').map(Number) as [number, number, number, number];
  const names = (json.objects ?? []).map((object) => object.name);
  const nodes: Record<string, NodePlacement> = {};
  for (const object of json.objects ?? []) {
    if (object.pos) {
      const [x, y] = point(object.pos);
      nodes[object.name] = {x: round(x - nodeWidth / 2), y: round(y - nodeHeight / 2)};
    }
  }
  return {
    width: Math.ceil(Math.abs(x1 - x0)),
    height: Math.ceil(Math.abs(y1 - y0)),
    nodes,
    edges: (json.edges ?? []).map((edge) => ({from: names[edge.tail]!, to: names[edge.head]!, path: edgePath(edge.pos)})),
  };
}
