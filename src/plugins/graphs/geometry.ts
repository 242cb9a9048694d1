/**
 * What a graph node's box holds and how it is sized, shared by the build-time layout
 * (./layout.ts, which measures the text in ./text-metrics.ts) and the page that draws it
 * (src/plugins/graphs/theme/DependencyGraph). A module of its own so that the page's bundle never reaches
 * the layout's Graphviz import or the font files' reader.
 */
import type {GraphNode} from './graph';

export const fontSize = 12;
/** Text starts this far inside the box, and must end this far before its right side. */
export const padding = 8;
/** The font's ascent and descent, at most, as the browser draws a line of the box's text. */
const ascent = fontSize;
const descent = 0.3 * fontSize;
/** Room kept between the text and the inside of a round end: half the widest border (a hovered box's), and a pixel. */
const roundEndClearance = 2.5;

/** Baseline of the name line ("Theorem 12"), and the step to each title line below it. */
export const firstBaseline = 17;
export const lineHeight = 16;
/** Room kept at the right of the name line for the ↗ that marks a result of another page. */
export const externalMarkRoom = 22;
/** Box widths: titles that fit a line within `oneLineWidth` take one line, longer ones wrap onto two lines within `maxWidth`. */
export const minWidth = 120;
export const oneLineWidth = 210;
export const maxWidth = 230;

/** A box's height for its number of title lines (a box without a title keeps one blank line, as tall as its neighbours). */
export function boxHeight(titleLines: number): number {
  return firstBaseline + lineHeight * Math.max(1, titleLines) + 9;
}

/**
 * How far the text of a box starts from its left side, and ends from its right: `padding`, or for a
 * box with round ends (an exercise's: a semicircle at each end, of half the box's height), as far
 * as the text's top and bottom lines need to clear the curve, border included.
 */
export function textInset(roundEnds: boolean, titleLines: number): number {
  if (!roundEnds) {
    return padding;
  }
  const radius = boxHeight(titleLines) / 2;
  const top = firstBaseline - ascent;
  const bottom = firstBaseline + lineHeight * titleLines + descent;
  // The text's farthest line from the box's middle, and where the curve, less the clearance, is at that height.
  const fromMiddle = Math.max(radius - top, bottom - radius);
  const inside = radius - roundEndClearance;
  return Math.max(padding, Math.ceil(radius - Math.sqrt(inside * inside - fromMiddle * fromMiddle)));
}

/** "Chapter 3 exercises" for "Chapter 3 exercises: connectedness and compactness": enough to tell pages apart in a box. */
function shortPage(title: string): string {
  return title.split(/:\s/)[0]!;
}

/** "Theorem 12": a box's first line. */
export function boxName(node: Pick<GraphNode, 'kind' | 'number'>): string {
  return `${node.kind} ${node.number}`;
}

/**
 * The rest of a box's text: the title, and the page for a result of another page (or, untitled,
 * of another page of the chapter). The layout wraps it onto the box's title lines; the node's
 * accessible name and preview carry it whole.
 */
export function boxTitle(node: GraphNode): string {
  const page = node.externalPage ?? node.page;
  if (node.title && node.externalPage) {
    return `${node.title} — ${shortPage(node.externalPage)}`;
  }
  return node.title ?? (page ? shortPage(page) : '');
}
