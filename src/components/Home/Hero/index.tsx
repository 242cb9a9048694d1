import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = ComponentProps<'div'> & {
  readonly title: string;
  readonly tagline: string;
};

export default function Hero({title, tagline, className, ...props}: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.hero, className)}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.tagline}>{tagline}</p>
        <p className={styles.lead}>
          Self-study notes in topology and analysis with complete proofs, calculus you can run in the page, coding references, and
          a blog of short mathematical articles.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/home">
            Read the notes
          </Link>
          <Link className="button button--secondary button--lg" to="/blog">
            Visit the blog
          </Link>
        </div>
      </div>
    </div>
  );
}
