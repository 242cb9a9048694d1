/**
 * A print edition: a title page, a table of contents (the list of notation, each page, the
 * bibliography, the index), the list of notation, the collected pages in reading order, the
 * bibliography of what they cite (./Bibliography.tsx) and the index of their terms
 * (src/plugins/index-of-terms), each page rendered from
 * its own MDX with its anchors made unique in the document and its links to the document's other
 * pages turned into links within it (../../context.ts). No navbar, sidebar,
 * previews or buttons on paper (./styles.module.css); the PDF is printed from this page after the
 * build (src/plugins/print/pdf.ts).
 */
import React, {type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import MathTitle from '@site/src/plugins/maths/theme/MathTitle';
import {bibliographyId, PrintContext, printClasses, printKey, type PrintPageContext} from '../../../lib/print-context';
import type {PrintEditionData} from '../../types';
import type {PrintShare} from '../../share';
import BibliographyInPrint, {documentSources} from './Bibliography';
import NotationInPrint, {notationId} from './Notation';
import IndexInPrint, {printIndexId} from '@site/src/plugins/index-of-terms/theme/IndexInPrint';
import styles from './styles.module.css';

export type Props = {
  readonly edition: PrintEditionData;
  /** The notation, sources and index entries of its pages (../../share.ts). */
  readonly share: PrintShare;
  readonly contents: readonly {readonly content: ComponentType}[];
};

const prefixOf = (index: number) => `p${index + 1}-`;

export default function PrintEdition({edition, share, contents}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  edition.pages.forEach((_, index) => brokenLinks.collectAnchor(`${prefixOf(index)}page`));
  const prefixes = new Map(edition.pages.map((page, index) => [printKey(page.permalink), prefixOf(index)]));
  const sources = documentSources(share.sources, prefixes);
  const what = edition.kind === 'chapter' ? 'chapter' : edition.kind === 'post' ? 'post' : 'page';
  const description = `${edition.title}: the ${what} as one document to print or save as PDF, with its results numbered as on the site.`;
  return (
    <Layout title={`${edition.title} (print edition)`} description={description} noFooter>
      <Head>
        {/* Only a class for the print stylesheet: Docusaurus merges it into the page's own <html>, which has its lang. */}
        {/* eslint-disable-next-line jsx-a11y/html-has-lang */}
        <html className="print-edition" />
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.edition}>
        <article className={printClasses.document}>
          <header className={styles.titlePage}>
            <p className={styles.series}>{edition.author}</p>
            <Heading as="h1" className={styles.title}>
              <MathTitle text={edition.title} />
            </Heading>
            <p className={styles.meta}>
              Built on <time dateTime={edition.built}>{edition.built}</time> from{' '}
              <Link href={edition.siteUrl}>{edition.siteUrl.replace(/^https?:\/\//, '')}</Link>
            </p>
            <p className={styles.download}>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- a file beside the site, not a route. */}
              <a href={edition.pdf} download>
                Download the PDF
              </a>{' '}
              or print this page.
            </p>
          </header>
          <nav className={styles.contents} aria-label="Contents">
            <Heading as="h2">Contents</Heading>
            <ol>
              {share.notation.length > 0 && (
                <li>
                  <Link to={`#${notationId}`} className="print-contents-link">
                    Notation
                  </Link>
                </li>
              )}
              {edition.pages.map((page, index) => (
                <li key={page.permalink}>
                  <Link to={`#${prefixOf(index)}page`} className="print-contents-link">
                    <MathTitle text={page.title} />
                  </Link>
                </li>
              ))}
              {sources.length > 0 && (
                <li>
                  <Link to={`#${bibliographyId}`} className="print-contents-link">
                    Bibliography
                  </Link>
                </li>
              )}
              {share.index.length > 0 && (
                <li>
                  <Link to={`#${printIndexId}`} className="print-contents-link">
                    Index
                  </Link>
                </li>
              )}
            </ol>
          </nav>
          <NotationInPrint entries={share.notation} prefixes={prefixes} />
          {contents.map(({content: Content}, index) => {
            const page = edition.pages[index]!;
            const context: PrintPageContext = {prefix: prefixOf(index), part: index + 1, prefixes};
            return (
              <section
                key={page.permalink}
                id={`${prefixOf(index)}page`}
                className={clsx(styles.page, printClasses.page, 'markdown')}
                data-permalink={page.permalink}>
                <Heading as="h2" className={clsx(styles.pageTitle, printClasses.pageTitle)}>
                  <MathTitle text={page.title} />
                </Heading>
                <PrintContext.Provider value={context}>
                  <MDXContent>
                    <Content />
                  </MDXContent>
                </PrintContext.Provider>
              </section>
            );
          })}
          <BibliographyInPrint entries={sources} />
          <IndexInPrint groups={share.index} prefixes={prefixes} />
        </article>
      </main>
    </Layout>
  );
}
