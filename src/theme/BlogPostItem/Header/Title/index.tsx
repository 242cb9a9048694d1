// Ejected from theme-classic 3.10.2: the title is shown through MathTitle, so maths in it is typeset; in a list it is a section's size.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Title';
import MathTitle from '@site/src/plugins/maths/theme/MathTitle';

import styles from './styles.module.css';

export default function BlogPostItemHeaderTitle({className}: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {permalink, title} = metadata;
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  return (
    <TitleHeading className={clsx(isBlogPostPage ? styles.title : styles.listTitle, className)}>
      {isBlogPostPage ? (
        <MathTitle text={title} />
      ) : (
        <Link to={permalink}>
          <MathTitle text={title} />
        </Link>
      )}
    </TitleHeading>
  );
}
