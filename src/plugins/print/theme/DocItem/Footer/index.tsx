// Adds, under a doc that belongs to a print edition, the link to that edition and its PDF.
import React, {type ReactNode} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PrintLink from '../../PrintLink';

export default function DocItemFooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PrintLink permalink={metadata.permalink} />
      <Footer />
    </>
  );
}
