import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Home/Hero';
import NotesAreas from '@site/src/components/Home/NotesAreas';
import LatestPosts from '@site/src/components/Home/LatestPosts';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Home"
      description={`${siteConfig.title}: ${siteConfig.tagline}. Study notes in topology, analysis and code, and a blog of mathematics articles.`}>
      <main>
        <Hero title={siteConfig.title} tagline={siteConfig.tagline} />
        <NotesAreas />
        <LatestPosts />
      </main>
    </Layout>
  );
}
