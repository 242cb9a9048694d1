/**
 * A `<details>` written in MDX (registered as MDX's `details` in src/theme/MDXComponents.tsx): folded
 * on the site as Docusaurus draws it, unfolded in a print edition, whose paper cannot open it. Its
 * summary becomes the block's first line.
 */
import React, {type ComponentProps, type ReactElement, type ReactNode} from 'react';
import MDXDetails from '@theme/MDXComponents/Details';
import {useInPrint} from '../../../lib/print-context';
import styles from './styles.module.css';

export default function Unfolded(props: ComponentProps<'details'>): ReactNode {
  const inPrint = useInPrint();
  if (!inPrint) {
    return <MDXDetails {...props} />;
  }
  const items = React.Children.toArray(props.children);
  const summary = items.find(
    (item): item is ReactElement<{children?: ReactNode}> => React.isValidElement(item) && item.type === 'summary',
  );
  return (
    <div className={styles.unfolded}>
      {summary && <p className={styles.summary}>{summary.props.children}</p>}
      {items.filter((item) => item !== summary)}
    </div>
  );
}
