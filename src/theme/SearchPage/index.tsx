// Gives the search page a title in the site's "Page | Site" form (the plugin sets a bare <title>).
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';

export default function SearchPageWrapper(): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q');
  return (
    <>
      <SearchPage />
      {/* Rendered after the plugin's page so that this title wins. */}
      <PageMetadata
        title={query ? `Search results for "${query}"` : 'Search'}
        description="Search the notes and the blog. The index is part of the site, so search works offline."
      />
    </>
  );
}
