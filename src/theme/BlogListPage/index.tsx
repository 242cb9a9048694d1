// Ejected from theme-classic 3.10.2 to give the blog list a visible <h1> (the blog title), its description
// and a link to the archive.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = isBlogOnlyMode ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  // The blog's own address, not this page's: from /blog/page/2 (the blog plugin's default pageBasePath,
  // "page") the archive is still /blog/archive.
  const blogBasePath = metadata.page > 1 ? metadata.permalink.replace(/\/page\/\d+\/?$/, '') : metadata.permalink;
  return (
    <BlogLayout sidebar={sidebar}>
      <header className="margin-bottom--lg blog-list-intro">
        <Heading as="h1">{metadata.blogTitle}</Heading>
        <p>
          {metadata.blogDescription} <Link to={`${blogBasePath.replace(/\/$/, '')}/archive`}>Browse the archive by year</Link>.
        </p>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
