/**
 * A box's outline in its family's shape, as the legend promises: square corners (definitions),
 * rounded corners (theorems and their kin), cut corners (examples, remarks), round ends (exercises).
 */
import React, {type ReactNode} from 'react';
import type {KindFamily} from '@site/src/plugins/cross-references/kinds';
import styles from './styles.module.css';

export type Props = {
  readonly family: KindFamily;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
};

/** At most this radius, or this cut, at a corner; a small box (the legend's) takes a quarter of its height. */
const corner = {rounded: 7, cut: 6};

export default function Outline({family, x, y, width, height}: Props): ReactNode {
  if (family === 'example') {
    const cut = Math.min(corner.cut, height / 4);
    const points = [
      [x + cut, y],
      [x + width - cut, y],
      [x + width, y + cut],
      [x + width, y + height - cut],
      [x + width - cut, y + height],
      [x + cut, y + height],
      [x, y + height - cut],
      [x, y + cut],
    ];
    return <polygon className={styles.outline} points={points.map((point) => point.join(',')).join(' ')} />;
  }
  const radius = family === 'definition' ? 0 : family === 'exercise' ? height / 2 : Math.min(corner.rounded, height / 4);
  return <rect className={styles.outline} x={x} y={y} width={width} height={height} rx={radius} />;
}
