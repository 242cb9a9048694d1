/**
 * "Print or save this chapter as PDF": the link from a page to the print edition that holds it, and
 * to its PDF with the PDF's size (read from /pdf/index.json, which the PDF step writes; without
 * it, in `npm start` or a build without Chromium, the link shows no size).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {PrintGlobalData} from '../../types';
import styles from './styles.module.css';

export type Props = {readonly permalink: string};

type PdfIndex = Record<string, {readonly bytes: number; readonly pages: number}>;

function size(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}

export default function PrintLink({permalink}: Props): ReactNode {
  const {pages} = usePluginData('print') as PrintGlobalData;
  const edition = pages[permalink];
  const indexUrl = useBaseUrl('/pdf/index.json');
  const [pdf, setPdf] = useState<PdfIndex[string]>();
  useEffect(() => {
    if (!edition) {
      return;
    }
    const name = edition.pdf.slice(edition.pdf.lastIndexOf('/') + 1);
    fetch(indexUrl)
      .then((response) => (response.ok ? (response.json() as Promise<PdfIndex>) : undefined))
      .then((index) => setPdf(index?.[name]))
      .catch(() => setPdf(undefined));
  }, [edition, indexUrl]);
  if (!edition) {
    return null;
  }
  return (
    <p className={styles.printLink}>
      <Link to={edition.route}>Print or save this {edition.kind} as PDF</Link>
      {' · '}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file beside the site, not a route. */}
      <a href={edition.pdf} download>
        PDF{pdf ? ` (${size(pdf.bytes)}, ${pdf.pages} pages)` : ''}
      </a>
    </p>
  );
}
