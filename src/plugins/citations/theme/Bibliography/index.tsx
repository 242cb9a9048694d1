/**
 * The site's bibliography (docs/bibliography.mdx): every entry of src/data/bibliography.bib in the
 * site's style, each with the pages that cite it, as the results index does for the site's own
 * results. Its list is the file the citations plugin writes (`@generated/site-model/default/citations/bibliography.json`).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {entryAnchor, type BibliographyEntry} from '@site/src/plugins/citations/types';
import styles from './styles.module.css';
import {citationClasses} from '@site/src/plugins/citations/components';

export default function Bibliography({entries}: {readonly entries: readonly BibliographyEntry[]}): ReactNode {
  const brokenLinks = useBrokenLinks();
  return (
    <ul className={styles.list}>
      {entries.map((entry) => {
        const id = entryAnchor(entry.key);
        brokenLinks.collectAnchor(id);
        return (
          // Search makes each entry a record of its own, titled by its citation (src/plugins/search).
          <li
            key={entry.key}
            id={id}
            className={clsx(styles.entry, citationClasses.bibliographyEntry)}
            data-search-title={entry.label}>
            <p className={styles.reference} dangerouslySetInnerHTML={{__html: entry.html}} />
            <p className={styles.citedBy}>
              {entry.citedBy.length === 0 ? (
                'Cited on no page yet.'
              ) : (
                <>
                  Cited in{' '}
                  {entry.citedBy.map((page, index) => (
                    <React.Fragment key={page.permalink}>
                      {index > 0 && ', '}
                      <Link to={`${page.permalink}#${entryAnchor(entry.key)}`}>{page.title}</Link>
                      {page.cites.length > 1 && ` (${page.cites.length} times)`}
                    </React.Fragment>
                  ))}
                  .
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
