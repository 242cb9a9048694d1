import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import type {NotationEntry} from '@site/src/plugins/notation/table';
import {printHref, type PrintPageContext} from '../../../lib/print-context';
import styles from './styles.module.css';

/** The id of the list of notation, which the contents link to. */
export const notationId = 'notation';

/**
 * The document's list of notation, after its contents (which list it with its page): the symbols its
 * pages declare (src/plugins/notation), in their order, each with its meaning and the page of the PDF
 * where its definition stands. None for a document that declares no notation.
 */
export default function NotationInPrint({
  entries,
  prefixes,
}: {
  /** The notation the document's pages declare, in their order (its share, ../../share.ts). */
  readonly entries: readonly NotationEntry[];
  readonly prefixes: PrintPageContext['prefixes'];
}): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (entries.length === 0) {
    return null;
  }
  brokenLinks.collectAnchor(notationId);
  return (
    <nav id={notationId} className={styles.contents} aria-label="Notation">
      <Heading as="h2">Notation</Heading>
      <table className={styles.notation}>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.href}\u0000${entry.tex}`} className="print-notation-entry">
              {/* KaTeX's HTML and MathML, typeset at build time. */}
              <td dangerouslySetInnerHTML={{__html: entry.symbolHtml}} />
              <td dangerouslySetInnerHTML={{__html: entry.meaningHtml}} />
              <td>
                <Link to={printHref(entry.href, {prefix: '', part: 0, prefixes})} className="print-notation-link">
                  {entry.definition?.text ?? entry.page}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </nav>
  );
}
