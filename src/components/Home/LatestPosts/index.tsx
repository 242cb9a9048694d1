import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {BlogGlobalData} from '@site/src/plugins/blog';
import MathTitle from '@site/src/plugins/maths/theme/MathTitle';
import styles from './styles.module.css';

// Fixed locale and time zone: the server and the browser must format the same date.
const dateFormat = new Intl.DateTimeFormat('en', {dateStyle: 'long', timeZone: 'UTC'});

export type Props = ComponentProps<'section'>;

export default function LatestPosts({className, ...props}: Props): ReactNode {
  const {recentPosts} = usePluginData('docusaurus-plugin-content-blog') as BlogGlobalData;
  return (
    <section {...props} className={clsx(styles.section, className)} aria-labelledby="latest-posts">
      <div className="container">
        <Heading as="h2" id="latest-posts">
          Latest posts
        </Heading>
        <ol className={styles.list} data-testid="latest-posts">
          {recentPosts.map((post) => (
            <li key={post.permalink} className={styles.post}>
              <Link to={post.permalink} className={styles.title}>
                <MathTitle text={post.title} />
              </Link>
              <p className={styles.meta}>
                <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                {post.readingMinutes !== undefined && <> · {post.readingMinutes} min read</>}
              </p>
              <p className={styles.description}>{post.description}</p>
            </li>
          ))}
        </ol>
        <Link to="/blog" className={styles.all}>
          All posts
        </Link>
      </div>
    </section>
  );
}
