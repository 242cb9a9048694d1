// Gives the not-found content its title and a meta description wherever it shows: the not-found
// page, and a missing path under /docs/, where the docs render this content alone (no title: the
// tab read "Notes and Blog" there and "Page Not Found | Notes and Blog" elsewhere).
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description="This page does not exist. Use the search, the notes or the blog to find what you were looking for."
      />
      <Content {...props} />
    </>
  );
}
