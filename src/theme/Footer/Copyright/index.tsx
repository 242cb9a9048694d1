// Adds the blog's three feeds under the copyright line, read from the same base URL as the site.
import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  const feeds = [
    {label: 'RSS', href: useBaseUrl('/blog/rss.xml')},
    {label: 'Atom', href: useBaseUrl('/blog/atom.xml')},
    {label: 'JSON Feed', href: useBaseUrl('/blog/feed.json')},
  ];
  return (
    <>
      <Copyright {...props} />
      <p className={styles.feeds}>
        Blog feeds:{' '}
        {feeds.map((feed, index) => (
          <React.Fragment key={feed.label}>
            {index > 0 && ' · '}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a feed is a file, not a route of the site. */}
            <a href={feed.href} className={styles.feed}>
              {feed.label}
            </a>
          </React.Fragment>
        ))}
      </p>
    </>
  );
}
