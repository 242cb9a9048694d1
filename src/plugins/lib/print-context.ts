/**
 * Inside a print edition, each collected page renders in a context that makes its anchors unique
 * in the document (the pages of a chapter both have a "definition-1") and turns links to a place
 * in the document into links within it. Read by the components that write anchors or link to
 * them: theorem blocks, equations, references, headings, solutions (shown open). Plain data and a
 * React context, safe in the client bundle; outside a print edition every hook is the identity.
 */
import {createContext, useContext} from 'react';

export type PrintPageContext = {
  /** This page's prefix for its anchors, e.g. "p2-". */
  readonly prefix: string;
  /** This page's place in the document, from 1. */
  readonly part: number;
  /** Each page of the document by its path (without a trailing slash), with its prefix. */
  readonly prefixes: ReadonlyMap<string, string>;
};

export const PrintContext = createContext<PrintPageContext | undefined>(undefined);

const withoutSlash = (path: string) => path.replace(/\/$/, '');

/** The path of a page's permalink as the print edition keys it. */
export function printKey(permalink: string): string {
  return withoutSlash(permalink);
}

/** An anchor id as written in the page, made unique in the print edition. */
export function usePrintId<T extends string | undefined>(id: T): T {
  const context = useContext(PrintContext);
  return (context && id ? `${context.prefix}${id}` : id) as T;
}

/** A link: to a place in the same document, a link within it; elsewhere, unchanged. */
export function usePrintHref(href: string): string {
  const context = useContext(PrintContext);
  return context ? printHref(href, context) : href;
}

export function printHref(href: string, {prefix, prefixes}: PrintPageContext): string {
  const hash = href.indexOf('#');
  const path = hash === -1 ? href : href.slice(0, hash);
  const anchor = hash === -1 ? '' : decodeURIComponent(href.slice(hash + 1));
  const target = path === '' ? prefix : prefixes.get(printKey(path));
  if (target === undefined) {
    return href;
  }
  return `#${target}${anchor || 'page'}`;
}

/**
 * Classes of a print edition's markup that code other than the component writing them reads: the PDF's
 * printing (src/plugins/print/pdf.ts, running-heads.ts), the tests, and the components of other
 * capabilities that take part in an edition (a reference's address, the index's title). Its own
 * stylesheet (src/plugins/print/paged.css) names them too.
 */
export const printClasses = {
  /** The edition's article: everything printed. */
  document: 'print-document',
  /** A collected page (its id its anchor, `data-permalink` its page), and each closing part: bibliography, index. */
  page: 'print-page',
  /** The title of a page or closing part: a part's running head. */
  pageTitle: 'print-page-title',
  /** A reference's address, printed in a note at the foot of the page (src/plugins/cross-references). */
  referenceAddress: 'print-reference-address',
  /** The bibliography that ends an edition whose pages cite. */
  bibliography: 'print-bibliography',
  /** One of its sources, with the pages citing it. */
  bibliographyEntry: 'print-bibliography-entry',
  /** A source's "Cited on …": how many pages it names is set when the PDF is laid out. */
  bibliographyCites: 'print-bibliography-cites',
  /** One place citing the source, holding its link back. */
  bibliographyCite: 'print-bibliography-cite',
  bibliographyLink: 'print-bibliography-link',
} as const;

/** The id of the bibliography that ends a print edition whose pages cite (theme/PrintEdition/Bibliography). */
export const bibliographyId = 'bibliography';

/** The id of a source's entry in that bibliography: a citation in a print edition links there. */
export function bibliographyEntryId(key: string): string {
  return `${bibliographyId}-${key}`;
}

/** Whether this renders inside a print edition. */
export function useInPrint(): boolean {
  return useContext(PrintContext) !== undefined;
}

/** Inside a print edition, which of its pages this is (from 1), so that names repeated on two pages stay apart. */
export function usePrintPart(): number | undefined {
  return useContext(PrintContext)?.part;
}
