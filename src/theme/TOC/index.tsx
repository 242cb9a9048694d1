// Makes the desktop table of contents a navigation landmark, so that on blog posts (where it sits
// outside <main>) no content is left outside landmarks and readers can jump to it.
import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="Table of contents" className={styles.landmark}>
      <TOC {...props} />
    </nav>
  );
}
