// Adds, under a blog post on its own page, the link to its print edition and its PDF.
import React, {type ReactNode} from 'react';
import Footer from '@theme-init/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PrintLink from '../../PrintLink';

export default function BlogPostItemFooterWrapper(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PrintLink permalink={metadata.permalink} />}
      <Footer />
    </>
  );
}
