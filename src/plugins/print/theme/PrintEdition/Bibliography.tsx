import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import type {BibliographyEntry} from '@site/src/plugins/citations/types';
import {bibliographyEntryId, bibliographyId, printClasses, printKey, type PrintPageContext} from '../../../lib/print-context';
import styles from './styles.module.css';

const titleId = `${bibliographyId}-title`;

type DocumentSource = {readonly entry: BibliographyEntry; readonly cites: readonly string[]};

/**
 * The sources a document's pages cite (`bibliography`, the edition's share of the site's, each with its
 * pages' places only), in the bibliography's order, each with the ids of the places citing it in the
 * document (prefixed as its page's anchors are), in reading order.
 */
export function documentSources(
  bibliography: readonly BibliographyEntry[],
  prefixes: PrintPageContext['prefixes'],
): DocumentSource[] {
  // The document's pages in reading order: the map keeps the order they were put in.
  const parts = [...prefixes.keys()];
  return bibliography.flatMap((entry) => {
    const cites = [...entry.citedBy]
      .sort((a, b) => parts.indexOf(printKey(a.permalink)) - parts.indexOf(printKey(b.permalink)))
      .flatMap((page) => page.cites.map((cite) => `${prefixes.get(printKey(page.permalink))!}${cite}`));
    return cites.length > 0 ? [{entry, cites}] : [];
  });
}

/**
 * The document's bibliography, at its end: the sources its pages cite (src/plugins/citations), in
 * the order of a reference list, each with a link to every place citing it, in reading order. The
 * citations of the pages link here (their pages have no "References" of their own in print). In the
 * PDF each link prints the page its citation is on, and a page is named once (../../paged.css,
 * ../../pdf.ts); on screen the links read ↑1, ↑2, … as a page's "References" does. None for a
 * document that cites nothing.
 */
export default function BibliographyInPrint({entries}: {readonly entries: readonly DocumentSource[]}): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (entries.length === 0) {
    return null;
  }
  brokenLinks.collectAnchor(bibliographyId);
  return (
    <section id={bibliographyId} className={clsx(styles.page, printClasses.bibliography, 'markdown')} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} className={clsx(styles.pageTitle, printClasses.pageTitle)} data-running-head="Bibliography">
        Bibliography
      </Heading>
      <ul className={styles.bibliography}>
        {entries.map(({entry, cites}) => {
          const id = bibliographyEntryId(entry.key);
          brokenLinks.collectAnchor(id);
          return (
            <li key={entry.key} id={id} className={printClasses.bibliographyEntry}>
              <span dangerouslySetInnerHTML={{__html: entry.html}} />{' '}
              <span className={printClasses.bibliographyCites}>
                {/* One run, "Cited on pages 4, 7, 12.": the first page stays with its words (a no-break
                    space), and a line breaks after a comma, never before one. */}
                Cited
                <span className="print-bibliography-on" />
                {'\u00a0'}
                {cites.map((cite, index) => (
                  <span key={cite} className={printClasses.bibliographyCite}>
                    {index > 0 && ', '}
                    <Link
                      to={`#${cite}`}
                      className={printClasses.bibliographyLink}
                      aria-label={`Citation ${index + 1} of ${entry.label}`}>
                      <span className="print-bibliography-back">↑{cites.length > 1 ? index + 1 : ''}</span>
                    </Link>
                  </span>
                ))}
                .
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
