// Ejected from theme-classic 3.10.2: the title from front matter is shown through MathTitle, so
// maths in it is typeset; a page that declares notation links its list of notation under its title
// (at its end when its content has a title of its own), and a page with terms of the index links the index.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import MathTitle from '@site/src/plugins/maths/theme/MathTitle';
import NotationLink from '@site/src/plugins/notation/theme/NotationLink';
import TermsLink from '@site/src/plugins/index-of-terms/theme/TermsLink';

/**
 Title can be declared inside md content or declared through
 front matter and added manually. To make both cases consistent,
 the added title is added under the same div.markdown block
 See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120

 We render a "synthetic title" if:
 - user doesn't ask to hide it with front matter
 - the markdown content does not already contain a top-level h1 heading
*/
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const {permalink} = useDoc().metadata;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">
            <MathTitle text={syntheticTitle} />
          </Heading>
          <NotationLink permalink={permalink} />
          <TermsLink permalink={permalink} />
        </header>
      )}
      <MDXContent>{children}</MDXContent>
      {!syntheticTitle && <NotationLink permalink={permalink} />}
      {!syntheticTitle && <TermsLink permalink={permalink} />}
    </div>
  );
}
