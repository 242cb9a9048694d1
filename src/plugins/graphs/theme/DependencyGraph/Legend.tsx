/** What the boxes' shapes and borders mean. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export default function Legend(): ReactNode {
  const items: [string, string, string][] = [
    ['Definition', styles.definition!, 'square corners'],
    ['Theorem, lemma, proposition, corollary', styles.theorem!, 'rounded corners'],
    ['Example, remark', styles.example!, 'cut corners'],
    ['Exercise', styles.exercise!, 'round ends'],
    ['Result of another page', clsx(styles.theorem, styles.external), 'dashed, marked ↗'],
  ];
  return (
    <ul className={styles.legend} aria-label="Legend">
      {items.map(([name, className, shape]) => (
        <li key={name}>
          <svg width="34" height="18" aria-hidden="true" className={clsx(styles.node, className)}>
            <rect x="1" y="1" width="32" height="16" />
          </svg>{' '}
          {name} <span className={styles.shape}>({shape})</span>
        </li>
      ))}
    </ul>
  );
}
