/**
 * "Symbols: list of notation of this chapter", a quiet line under the title of each page that
 * declares notation (src/theme/DocItem/Content), linking the list that holds the page's symbols: a
 * chapter's, for its notes and exercises, or the page's own. Which list comes from notation's
 * global data (src/plugins/notation/data.ts), so a new page or chapter links its list with nothing to write.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {siteModelPluginName} from '@site/src/plugins/lib/contribution';
import type {NotationGlobalData} from '@site/src/plugins/notation/table';
import styles from './styles.module.css';

export type Props = {readonly permalink: string};

export default function NotationLink({permalink}: Props): ReactNode {
  const {pages} = (usePluginData(siteModelPluginName) as {notation: NotationGlobalData}).notation;
  const list = pages[permalink];
  if (!list) {
    return null;
  }
  return (
    <p className={styles.notationLink}>
      Symbols: <Link to={list.path}>list of notation of this {list.chapter ? 'chapter' : 'page'}</Link>
    </p>
  );
}
