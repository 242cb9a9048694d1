import React, {type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Area = {
  readonly title: string;
  readonly to: string;
  readonly description: string;
};

const areas: readonly Area[] = [
  {
    title: 'Topology (Munkres)',
    to: '/docs/mathematics/munkres-topology-self-study/',
    description: 'Chapters 2, 3, 4 and 7 of Munkres: notes with proofs and solved exercises.',
  },
  {
    title: 'Functional analysis',
    to: '/docs/mathematics/functional-analysis-study/',
    description: 'Banach spaces, bounded operators, duals and Baire category, as solved problems.',
  },
  {
    title: 'Calculus with code',
    to: '/docs/mathematics/calculus-with-code/',
    description: 'Limits, derivatives, quadrature and Newton’s method, with Python you can run.',
  },
  {
    title: 'Dynamical systems',
    to: '/docs/mathematics/dynamical-system-works',
    description: 'The logistic map: stability, period doubling, chaos, interactive plots.',
  },
  {
    title: 'Coding references',
    to: '/docs/coding/git-quick-reference',
    description: 'Git, KaTeX in Docusaurus, ffmpeg and ImageMagick, ruby annotations.',
  },
  {
    title: 'Miscellaneous',
    to: '/docs/miscellaneous/an-unexpected-friendship',
    description: 'Essays, a guide to argumentative writing, and a memo of English.',
  },
];

/**
 * The most columns, up to `most`, that fill every row alike: six cards in 3 + 3 or 2 + 2 + 2, never
 * 4 + 2. A count no such number divides takes `most`.
 */
function balancedColumns(count: number, most: number): number {
  for (let columns = most; columns > 1; columns -= 1) {
    if (count % columns === 0) {
      return columns;
    }
  }
  return most;
}

/** Columns on a tablet and on a desktop (a phone takes one): read by ./styles.module.css. */
const columns = {
  '--areas-medium-columns': balancedColumns(areas.length, 2),
  '--areas-wide-columns': balancedColumns(areas.length, 3),
} as CSSProperties;

export type Props = ComponentProps<'section'>;

export default function NotesAreas({className, ...props}: Props): ReactNode {
  return (
    <section {...props} className={clsx(styles.section, className)} aria-labelledby="notes-areas">
      <div className="container">
        <Heading as="h2" id="notes-areas">
          The notes
        </Heading>
        <ul className={styles.grid} style={columns}>
          {areas.map((area) => (
            <li key={area.to} className={styles.card}>
              <Link to={area.to} className={styles.cardLink}>
                <span className={styles.cardTitle}>{area.title}</span>
                <span className={styles.cardText}>{area.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
