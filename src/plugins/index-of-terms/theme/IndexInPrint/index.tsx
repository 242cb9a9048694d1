/**
 * The index that ends a print edition (src/plugins/print/theme/PrintEdition): the terms of its own pages,
 * in two columns, each place a link to it in the document. In the PDF each link prints its page number
 * (the definition's in bold), in reading order, a page once (src/plugins/print/paged.css and pdf.ts); on
 * screen the links name their blocks. A "see" leads to its entry when the document has it. None for a
 * document whose pages index nothing.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import {indexClasses} from '@site/src/plugins/index-of-terms/components';
import {printClasses, printHref, type PrintPageContext} from '@site/src/plugins/lib/print-context';
import type {IndexGroup, IndexLocator, IndexSubentry} from '@site/src/plugins/index-of-terms/table';
import styles from './styles.module.css';

/** The id of the index that ends a print edition: its contents link it. */
export const printIndexId = 'index-of-terms';

const entryId = (key: string) => `${printIndexId}-${key}`;

type Prefixes = PrintPageContext['prefixes'];

function PrintLocator({locator, prefixes}: {readonly locator: IndexLocator; readonly prefixes: Prefixes}): ReactNode {
  const link = (
    <Link to={printHref(locator.href, {prefix: '', part: 0, prefixes})} className="print-index-link">
      <span className="print-index-name">{locator.text}</span>
    </Link>
  );
  // The comma belongs to the place: a page named twice is left out with it (src/plugins/print/pdf.ts).
  return (
    <span
      className={clsx(indexClasses.printLocator, locator.defines && styles.definition)}
      data-defines={locator.defines || undefined}>
      {', '}
      {link}
    </span>
  );
}

function Line({entry, prefixes}: {readonly entry: IndexSubentry; readonly prefixes: Prefixes}): ReactNode {
  const see = entry.see.length > 0 ? entry.see : [];
  return (
    <>
      {/* KaTeX's HTML and MathML, typeset at build time. */}
      <span dangerouslySetInnerHTML={{__html: entry.html}} />
      {entry.locators.map((locator) => (
        <PrintLocator key={locator.href} locator={locator} prefixes={prefixes} />
      ))}
      {[
        ['see', see],
        ['see also', entry.seeAlso],
      ].map(([label, targets]) =>
        (targets as IndexSubentry['see']).length > 0 ? (
          <React.Fragment key={label as string}>
            {entry.locators.length > 0 || label === 'see also' ? '; ' : ', '}
            <em>{label as string}</em>{' '}
            {(targets as IndexSubentry['see']).map((target, position) => (
              <React.Fragment key={target.key + target.text}>
                {position > 0 && '; '}
                <Link to={`#${entryId(target.key)}`} dangerouslySetInnerHTML={{__html: target.html}} />
              </React.Fragment>
            ))}
          </React.Fragment>
        ) : null,
      )}
    </>
  );
}

/** `groups`: the edition's index, as the build cuts it for each edition (src/plugins/print/share.ts, ../../print-index.ts). */
export default function IndexInPrint({
  groups,
  prefixes,
}: {
  readonly groups: readonly IndexGroup[];
  readonly prefixes: Prefixes;
}): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (groups.length === 0) {
    return null;
  }
  brokenLinks.collectAnchor(printIndexId);
  return (
    <section id={printIndexId} className={clsx(styles.index, 'print-index')} aria-labelledby={`${printIndexId}-title`}>
      {/* Its own running head in the PDF, as a part of the document (src/plugins/print/paged.css). */}
      <Heading
        as="h2"
        id={`${printIndexId}-title`}
        className={clsx(styles.title, printClasses.pageTitle)}
        data-running-head="Index">
        Index
      </Heading>
      <p className={styles.legend}>Page numbers in bold are where a term is defined.</p>
      <div className={styles.columns}>
        {groups.map((group) => (
          <section key={group.letter} className={styles.group}>
            <Heading as="h3" className={styles.letter}>
              {group.letter}
            </Heading>
            <ul className={styles.entries}>
              {group.entries.map((entry) => {
                brokenLinks.collectAnchor(entryId(entry.key));
                return (
                  <li key={entry.key} id={entryId(entry.key)} className={indexClasses.printEntry}>
                    <Line entry={entry} prefixes={prefixes} />
                    {entry.subentries.length > 0 && (
                      <ul className={styles.subentries}>
                        {entry.subentries.map((subentry) => (
                          <li key={subentry.text} className={indexClasses.printEntry}>
                            <Line entry={subentry} prefixes={prefixes} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
