/**
 * A citation of a bibliography entry, written `[@key, locator]`, `[-@key]` or `@key` and turned into
 * `<Citation to="key" id="cite-key-n">` by the MDX step (src/plugins/citations/remark/citations.ts):
 * a link to the entry in the page's "References" (so it leads there without JavaScript), showing
 * the full entry in the preview card the cross-references use, on hover, keyboard focus or a first
 * tap. `<References>` ends each page that cites, listing its entries with links back to each citation.
 * In a print edition a citation links to the edition's bibliography instead, which lists the sources
 * of all its pages, each with the page of the PDF of each citation (src/plugins/print).
 */
import React, {useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {bibliographyEntryId, useInPrint, usePrintId} from '@site/src/plugins/lib/print-context';
import {usePreviewLink} from '@site/src/plugins/cross-references/theme/Preview';
import {entryAnchor} from '@site/src/plugins/citations/types';
import {referencesId} from '@site/src/plugins/citations/anchors';
import {CitationsContext, useCitedEntry, usePageReferences} from './context';
import styles from './styles.module.css';
import {citationClasses} from '@site/src/plugins/citations/components';

export function CitationsProvider({
  value,
  children,
}: {
  readonly value: ComponentProps<typeof CitationsContext.Provider>['value'];
  readonly children?: ReactNode;
}): ReactNode {
  return <CitationsContext.Provider value={value}>{children}</CitationsContext.Provider>;
}

export type CitationProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The entry's key in src/data/bibliography.bib. */
  readonly to: string;
};

export function Citation({to, id, className, children, ...props}: CitationProps): ReactNode {
  const entry = useCitedEntry(to);
  const brokenLinks = useBrokenLinks();
  const anchor = usePrintId(id);
  // A print edition lists its sources once, in the bibliography that ends it, not after each page.
  const entryId = useInPrint() ? bibliographyEntryId(to) : entryAnchor(to);
  if (anchor) {
    brokenLinks.collectAnchor(anchor);
  }
  const label = entry ? entry.label : to;
  const target = useMemo(
    () => (entry ? {href: `#${entryId}`, text: label, page: 'References', previews: ''} : undefined),
    [entry, entryId, label],
  );
  // The card shows the entry's HTML, named by the card itself ("Bibliography entry of …"); the entry's own
  // `label` ("Munkres 2000") is its citation's text, not the card's name.
  const card = useMemo(() => (entry ? {html: entry.html} : undefined), [entry]);
  const {preview, linkProps} = usePreviewLink(to, target, card);
  if (!entry) {
    // A key the page's data does not know yet (edited while `npm start` runs): shown as written.
    return (
      <span className={styles.unresolved} title={`Unknown citation key "${to}"`}>
        {children}
      </span>
    );
  }
  return (
    <>
      <Link {...props} {...linkProps} id={anchor} to={`#${entryId}`} className={clsx(styles.citation, 'citation', className)}>
        {children}
      </Link>
      {preview.card}
    </>
  );
}

/**
 * "References": what the page cites, in the site's style, each entry with links back to its citations.
 * None in a print edition: the edition's bibliography lists the sources of all its pages (src/plugins/print).
 */
export function References(): ReactNode {
  const references = usePageReferences();
  const inPrint = useInPrint();
  const brokenLinks = useBrokenLinks();
  const anchors = references.map((entry) => ({entry, id: entryAnchor(entry.key)}));
  if (references.length === 0 || inPrint) {
    return null;
  }
  return (
    <section className={clsx(styles.references, 'references')} aria-labelledby={referencesId}>
      {/* Not "references": a page may have a heading of its own by that name (the functional analysis overview does). */}
      <Heading as="h2" id={referencesId}>
        References
      </Heading>
      <ul className={styles.list}>
        {anchors.map(({entry, id}) => (
          <ReferenceItem key={entry.key} id={id} entry={entry} collect={brokenLinks.collectAnchor} />
        ))}
      </ul>
    </section>
  );
}

function ReferenceItem({
  id,
  entry,
  collect,
}: {
  readonly id: string;
  readonly entry: ReturnType<typeof usePageReferences>[number];
  readonly collect: (anchor: string) => void;
}): ReactNode {
  collect(id);
  return (
    <li id={id} className={styles.entry}>
      <span dangerouslySetInnerHTML={{__html: entry.html}} />{' '}
      <span className={clsx(styles.backlinks, citationClasses.referenceBacklinks)}>
        Cited{' '}
        {entry.cites.map((cite, index) => (
          <React.Fragment key={cite}>
            {index > 0 && ', '}
            <Link to={`#${cite}`} aria-label={`Back to citation ${index + 1} of ${entry.label}`}>
              ↑{entry.cites.length > 1 ? index + 1 : ''}
            </Link>
          </React.Fragment>
        ))}
      </span>
    </li>
  );
}
