/**
 * "Terms: index of terms", a quiet line under the title of each page with terms of the index and of each
 * chapter's overview whose pages have some (src/theme/DocItem/Content), linking the index page. Which
 * pages come from the index's global data (src/plugins/index-of-terms/data.ts), so a new page or
 * chapter links it with nothing to write.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {siteModelPluginName} from '@site/src/plugins/lib/contribution';
import type {IndexGlobalData} from '@site/src/plugins/index-of-terms/data';
import styles from './styles.module.css';

export type Props = {readonly permalink: string};

export default function TermsLink({permalink}: Props): ReactNode {
  const data = (usePluginData(siteModelPluginName) as {'index-of-terms'?: IndexGlobalData})['index-of-terms'];
  if (!data?.indexPage || !data.pages.includes(permalink)) {
    return null;
  }
  return (
    <p className={styles.termsLink}>
      Terms: <Link to={data.indexPage}>index of terms</Link>
    </p>
  );
}
