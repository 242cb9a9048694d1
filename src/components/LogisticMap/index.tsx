import React, {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Figures of the logistic map x -> r x (1 - x) for the notes page
 * docs/mathematics/dynamical-system-works.mdx.
 *
 * Everything is computed deterministically during render (no window, no
 * randomness), so the server-rendered HTML already contains complete SVG
 * figures and their text descriptions; after hydration the range inputs
 * redraw them through React state.
 */

function logistic(r: number, x: number): number {
  return r * x * (1 - x);
}

/** Rounds for display; `-0` is shown as `0`. */
function fmt(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

type LongRunBehaviour =
  | {readonly kind: 'cycle'; readonly period: number; readonly values: readonly number[]}
  | {readonly kind: 'chaotic'; readonly lyapunov: number; readonly min: number; readonly max: number}
  | {readonly kind: 'slow'; readonly lyapunov: number; readonly min: number; readonly max: number};

const TRANSIENT = 2000;
const MAX_PERIOD = 64;
const TOLERANCE = 1e-6;

/**
 * What the orbit of x0 does in the long run: after a transient, look for the
 * smallest period p <= 64 with |x_{n+p} - x_n| < 1e-6 over a window; if there
 * is none, estimate the Lyapunov exponent along the orbit to tell chaos
 * (positive exponent) from slow convergence near a bifurcation value.
 */
function longRunBehaviour(r: number, x0: number): LongRunBehaviour {
  if (r <= 1) {
    // Proved on the page: for 0 <= r <= 1 every orbit in [0, 1] tends to 0
    // (at r = 1 so slowly that a numerical test would be misleading).
    return {kind: 'cycle', period: 1, values: [0]};
  }
  let x = x0;
  for (let n = 0; n < TRANSIENT; n += 1) {
    x = logistic(r, x);
  }
  const window: number[] = [];
  for (let n = 0; n < 2 * MAX_PERIOD; n += 1) {
    window.push(x);
    x = logistic(r, x);
  }
  for (let p = 1; p <= MAX_PERIOD; p += 1) {
    let closes = true;
    for (let n = 0; n + p < window.length; n += 1) {
      if (Math.abs((window[n + p] ?? 0) - (window[n] ?? 0)) >= TOLERANCE) {
        closes = false;
        break;
      }
    }
    if (closes) {
      const values = window.slice(0, p).sort((a, b) => a - b);
      return {kind: 'cycle', period: p, values};
    }
  }
  let sum = 0;
  let count = 0;
  let min = 1;
  let max = 0;
  for (let n = 0; n < TRANSIENT; n += 1) {
    const slope = Math.abs(r * (1 - 2 * x));
    // A point where f'(x) = 0 contributes -infinity; skip it (it has probability zero).
    if (slope > 0) {
      sum += Math.log(slope);
      count += 1;
    }
    min = Math.min(min, x);
    max = Math.max(max, x);
    x = logistic(r, x);
  }
  const lyapunov = count > 0 ? sum / count : 0;
  return lyapunov > 0.005 ? {kind: 'chaotic', lyapunov, min, max} : {kind: 'slow', lyapunov, min, max};
}

function describeBehaviour(behaviour: LongRunBehaviour): string {
  switch (behaviour.kind) {
    case 'cycle': {
      if (behaviour.period === 1) {
        const value = behaviour.values[0] ?? 0;
        return `the orbit converges to the fixed point ${value === 0 ? '0' : fmt(value, 4)}.`;
      }
      const shown = behaviour.values.slice(0, 8).map((v) => fmt(v, 4));
      const more = behaviour.values.length > 8 ? ', ...' : '';
      return `the orbit settles on an attracting cycle of period ${behaviour.period} with values ${shown.join(', ')}${more}.`;
    }
    case 'chaotic':
      return `the orbit settles on no cycle of period up to ${MAX_PERIOD}; it wanders over [${fmt(behaviour.min, 3)}, ${fmt(
        behaviour.max,
        3,
      )}] and its estimated Lyapunov exponent is ${fmt(behaviour.lyapunov, 3)} > 0, a sign of chaos.`;
    case 'slow':
      return `the orbit has not settled on a cycle after ${TRANSIENT} steps, but its estimated Lyapunov exponent is ${fmt(
        behaviour.lyapunov,
        3,
      )}, close to 0: it converges very slowly, as happens near a bifurcation value.`;
  }
}

/* ------------------------------------------------------------------ */
/* Cobweb plot                                                          */
/* ------------------------------------------------------------------ */

const CW = {left: 40, top: 12, size: 288, width: 340, height: 340} as const;

function cwX(x: number): number {
  return CW.left + CW.size * x;
}

function cwY(y: number): number {
  return CW.top + CW.size * (1 - y);
}

function pt(value: number): string {
  return fmt(value, 2);
}

function parabolaPath(r: number): string {
  const parts: string[] = [];
  const samples = 96;
  for (let i = 0; i <= samples; i += 1) {
    const x = i / samples;
    parts.push(`${i === 0 ? 'M' : 'L'}${pt(cwX(x))} ${pt(cwY(logistic(r, x)))}`);
  }
  return parts.join('');
}

function cobwebPath(r: number, x0: number, steps: number): string {
  let x = x0;
  const parts: string[] = [`M${pt(cwX(x))} ${pt(cwY(0))}`];
  for (let n = 0; n < steps; n += 1) {
    const y = logistic(r, x);
    parts.push(`V${pt(cwY(y))}`, `H${pt(cwX(y))}`);
    x = y;
  }
  return parts.join('');
}

export type CobwebPlotProps = {
  /** Initial parameter r, in [0, 4]. */
  readonly initialR?: number;
  /** Initial starting point x0, in [0, 1]. */
  readonly initialX0?: number;
  /** Number of iterations drawn. */
  readonly steps?: number;
};

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

type RangeControlProps = {
  readonly id: string;
  readonly label: ReactNode;
  readonly valueText: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly value: number;
  readonly onChange: (value: number) => void;
};

/** A labelled slider whose current value is shown in the label; the value is clamped to [min, max]. */
function RangeControl({id, label, valueText, min, max, step, value, onChange}: RangeControlProps): ReactNode {
  return (
    <label htmlFor={id} className={styles.control}>
      <span>
        {label}: <span>{valueText}</span>
      </span>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(clamp(Number(event.currentTarget.value), min, max))}
      />
    </label>
  );
}

export function CobwebPlot({initialR = 2.8, initialX0 = 0.2, steps = 60}: CobwebPlotProps): ReactNode {
  const [r, setR] = useState(() => clamp(initialR, 0, 4));
  const [x0, setX0] = useState(() => clamp(initialX0, 0, 1));
  const id = useId();
  const rId = `${id}-r`;
  const xId = `${id}-x0`;
  const descId = `${id}-description`;

  const curve = useMemo(() => parabolaPath(r), [r]);
  const web = useMemo(() => cobwebPath(r, x0, steps), [r, x0, steps]);
  const behaviour = useMemo(() => longRunBehaviour(r, x0), [r, x0]);
  const fixedPoint = r > 1 ? 1 - 1 / r : 0;
  const slopeAtFixedPoint = Math.abs(2 - r);

  const rText = fmt(r, 2);
  const xText = fmt(x0, 2);
  const label = `Cobweb diagram of the logistic map for r = ${rText}, starting at x0 = ${xText}`;
  const fixedText =
    r > 1
      ? `The non-zero fixed point is x* = 1 − 1/r ≈ ${fmt(fixedPoint, 4)}, where |f′(x*)| = |2 − r| = ${fmt(
          slopeAtFixedPoint,
          2,
        )} ${slopeAtFixedPoint < 1 ? '< 1, so it is attracting' : slopeAtFixedPoint > 1 ? '> 1, so it is repelling' : '= 1'}.`
      : 'For r ≤ 1 the only fixed point in [0, 1] is 0.';

  return (
    <figure className={styles.figure}>
      <svg
        className={clsx('site-figure', styles.svg, styles.square)}
        viewBox={`0 0 ${CW.width} ${CW.height}`}
        width={CW.width}
        height={CW.height}
        role="img"
        aria-label={label}
        aria-describedby={descId}
        data-testid="cobweb-plot"
        data-r={rText}
        data-x0={xText}>
        <rect className={styles.frame} x={CW.left} y={CW.top} width={CW.size} height={CW.size} />
        {[0, 0.5, 1].map((t) => (
          <g key={t}>
            <text className={styles.tick} x={cwX(t)} y={cwY(0) + 16} textAnchor="middle">
              {t}
            </text>
            <text className={styles.tick} x={CW.left - 6} y={cwY(t) + 4} textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        <text className={styles.axisLabel} x={cwX(1) - 4} y={cwY(0) - 6} textAnchor="end">
          x
        </text>
        <line className={styles.diagonal} x1={cwX(0)} y1={cwY(0)} x2={cwX(1)} y2={cwY(1)} />
        <path className={styles.curve} d={curve} />
        <path className={styles.web} d={web} />
        {r > 1 && <circle className={styles.fixedPoint} cx={pt(cwX(fixedPoint))} cy={pt(cwY(fixedPoint))} r={4} />}
        <circle className={styles.start} cx={pt(cwX(x0))} cy={pt(cwY(0))} r={4} />
      </svg>
      <div className={styles.controls}>
        <RangeControl id={rId} label="Parameter r" valueText={rText} min={0} max={4} step={0.01} value={r} onChange={setR} />
        <RangeControl
          id={xId}
          label={
            <>
              Starting point x<sub>0</sub>
            </>
          }
          valueText={xText}
          min={0}
          max={1}
          step={0.01}
          value={x0}
          onChange={setX0}
        />
      </div>
      <figcaption>
        <p id={descId} className={styles.description} aria-live="polite">
          Cobweb diagram for r = {rText} and x<sub>0</sub> = {xText}: the parabola y = rx(1 − x), the diagonal y = x, and {steps}{' '}
          steps of the orbit, drawn as vertical moves to the graph and horizontal moves back to the diagonal. {fixedText} In the
          long run {describeBehaviour(behaviour)}
        </p>
      </figcaption>
    </figure>
  );
}

/* ------------------------------------------------------------------ */
/* Bifurcation diagram                                                  */
/* ------------------------------------------------------------------ */

const BD = {left: 48, right: 628, top: 10, bottom: 300, width: 640, height: 336} as const;

export type BifurcationDiagramProps = {
  readonly rMin?: number;
  readonly rMax?: number;
  /** Number of parameter values (columns). */
  readonly columns?: number;
  /** Points plotted per column after the transient. */
  readonly points?: number;
  /** Initially selected r for the marker. */
  readonly initialR?: number;
};

function bdX(r: number, rMin: number, rMax: number): number {
  return BD.left + ((BD.right - BD.left) * (r - rMin)) / (rMax - rMin);
}

/** bdX rounded to two decimals, for SVG attributes. */
function bdXText(r: number, rMin: number, rMax: number): string {
  return fmt(bdX(r, rMin, rMax), 2);
}

function bdY(x: number): number {
  return BD.top + (BD.bottom - BD.top) * (1 - x);
}

/**
 * One path of tiny horizontal dashes: for each r, the points of the orbit of
 * 0.5 after 600 transient steps, rounded to whole units and de-duplicated.
 */
function bifurcationPath(rMin: number, rMax: number, columns: number, points: number): string {
  const parts: string[] = [];
  const dash = (BD.right - BD.left) / columns;
  const dashText = fmt(dash, 2);
  for (let i = 0; i < columns; i += 1) {
    const r = rMin + ((rMax - rMin) * i) / (columns - 1);
    let x = 0.5;
    for (let n = 0; n < 600; n += 1) {
      x = logistic(r, x);
    }
    const ys = new Set<number>();
    for (let n = 0; n < points; n += 1) {
      x = logistic(r, x);
      ys.add(Math.round(bdY(x)));
    }
    const sorted = [...ys].sort((a, b) => a - b);
    const cx = fmt(bdX(r, rMin, rMax) - dash / 2, 2);
    let previous: number | undefined;
    for (const y of sorted) {
      parts.push(previous === undefined ? `M${cx} ${y}h${dashText}` : `m-${dashText} ${y - previous}h${dashText}`);
      previous = y;
    }
  }
  return parts.join('');
}

const SQRT6_POINT = 1 + Math.sqrt(6);
const R_INFINITY = 3.5699456;

export function BifurcationDiagram({
  rMin = 2.5,
  rMax = 4,
  columns = 300,
  points = 60,
  initialR = 3.5,
}: BifurcationDiagramProps): ReactNode {
  const [r, setR] = useState(() => clamp(initialR, rMin, rMax));
  const id = useId();
  const rId = `${id}-r`;
  const descId = `${id}-description`;
  const d = useMemo(() => bifurcationPath(rMin, rMax, columns, points), [rMin, rMax, columns, points]);
  const behaviour = useMemo(() => longRunBehaviour(r, 0.5), [r]);
  const rText = fmt(r, 3);
  const ticks = [2.5, 3, 3.5, 4].filter((t) => t >= rMin && t <= rMax);
  const markers = [
    {value: SQRT6_POINT, label: '1+√6'},
    {value: R_INFINITY, label: 'r∞'},
  ].filter((m) => m.value > rMin && m.value < rMax);

  return (
    <figure className={styles.figure}>
      <svg
        className={clsx('site-figure', styles.svg)}
        viewBox={`0 0 ${BD.width} ${BD.height}`}
        width={BD.width}
        height={BD.height}
        role="img"
        aria-label={`Bifurcation diagram of the logistic map for r from ${rMin} to ${rMax}, with a marker at r = ${rText}`}
        aria-describedby={descId}
        data-testid="bifurcation-diagram"
        data-r={rText}>
        <rect className={styles.frame} x={BD.left} y={BD.top} width={BD.right - BD.left} height={BD.bottom - BD.top} />
        {markers.map((m) => (
          <g key={m.label}>
            <line
              className={styles.guide}
              x1={bdXText(m.value, rMin, rMax)}
              y1={BD.top}
              x2={bdXText(m.value, rMin, rMax)}
              y2={BD.bottom}
            />
            <text className={styles.tick} x={bdXText(m.value, rMin, rMax)} y={BD.bottom + 30} textAnchor="middle">
              {m.label}
            </text>
          </g>
        ))}
        <path className={styles.points} d={d} />
        <line className={styles.marker} x1={bdXText(r, rMin, rMax)} y1={BD.top} x2={bdXText(r, rMin, rMax)} y2={BD.bottom} />
        {ticks.map((t) => (
          <text key={t} className={styles.tick} x={bdXText(t, rMin, rMax)} y={BD.bottom + 16} textAnchor="middle">
            {t}
          </text>
        ))}
        {[0, 0.5, 1].map((t) => (
          <text key={t} className={styles.tick} x={BD.left - 6} y={bdY(t) + 4} textAnchor="end">
            {t}
          </text>
        ))}
        <text className={styles.axisLabel} x={BD.right} y={BD.bottom + 30} textAnchor="end">
          r
        </text>
        <text className={styles.axisLabel} x={BD.left - 30} y={BD.top + 12} textAnchor="middle">
          x
        </text>
      </svg>
      <div className={styles.controls}>
        <RangeControl id={rId} label="Marker r" valueText={rText} min={rMin} max={rMax} step={0.005} value={r} onChange={setR} />
      </div>
      <figcaption>
        <p id={descId} className={styles.description}>
          Bifurcation diagram: for each of {columns} values of r between {rMin} and {rMax}, the orbit of 0.5 is iterated 600 times
          and the next {points} points are plotted above that r. Up to r = 3 there is one branch, the attracting fixed point 1 −
          1/r; it splits into a 2-cycle at r = 3, into a 4-cycle at r = 1 + √6 ≈ 3.449, and the doublings accumulate at r∞ ≈
          3.5699 (dashed lines). Beyond r∞ the points fill bands (chaos), interrupted by periodic windows such as the period-3
          window starting at r = 1 + √8 ≈ 3.828.
        </p>
        <p className={styles.description} aria-live="polite">
          Marker at r = {rText}: starting from 0.5, {describeBehaviour(behaviour)}
        </p>
      </figcaption>
    </figure>
  );
}
