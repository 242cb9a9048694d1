// Gives the not-found page a meta description, like every other page of the site.
import React, {type ReactNode} from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="This page does not exist. Use the search, the notes or the blog to find what you were looking for." />
      <NotFound {...props} />
    </>
  );
}
