import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import notation from '@generated/site-model/default/notation/lists/all.json';
import {printHref, printKey, type PrintPageContext} from '../../../lib/print-context';
import styles from './styles.module.css';

/**
 * The document's list of notation, after its contents: the symbols its pages declare
 * (src/plugins/notation), in their order, each with its meaning and the page of the PDF where its
 * definition stands. None for a document that declares no notation.
 */
export default function NotationInPrint({prefixes}: {readonly prefixes: PrintPageContext['prefixes']}): ReactNode {
  const entries = notation.entries.filter((entry) => prefixes.has(printKey(entry.permalink)));
  if (entries.length === 0) {
    return null;
  }
  return (
    <nav className={styles.contents} aria-label="Notation">
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
