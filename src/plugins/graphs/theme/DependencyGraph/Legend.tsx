/** What the boxes' shapes and borders mean: each sample is drawn as the graph draws its boxes (./Outline.tsx). */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {KindFamily} from '@site/src/plugins/cross-references/kinds';
import Outline from './Outline';
import styles from './styles.module.css';

const items: readonly {name: string; family: KindFamily; className: string; shape: string}[] = [
  {name: 'Definition', family: 'definition', className: styles.definition!, shape: 'square corners'},
  {name: 'Theorem, lemma, proposition, corollary', family: 'theorem', className: styles.theorem!, shape: 'rounded corners'},
  {name: 'Example, remark', family: 'example', className: styles.example!, shape: 'cut corners'},
  {name: 'Exercise', family: 'exercise', className: styles.exercise!, shape: 'round ends'},
  {
    name: 'Result of another page',
    family: 'theorem',
    className: clsx(styles.theorem, styles.external),
    shape: 'dashed, marked ↗',
  },
];

export default function Legend(): ReactNode {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {items.map(({name, family, className, shape}) => (
        <li key={name}>
          <svg width="34" height="18" aria-hidden="true" className={clsx(styles.node, className)}>
            <Outline family={family} x={1} y={1} width={32} height={16} />
          </svg>{' '}
          {name} <span className={styles.shape}>({shape})</span>
        </li>
      ))}
    </ul>
  );
}
