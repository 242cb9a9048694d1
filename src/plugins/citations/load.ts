/**
 * The bibliography and its style, read from the files src/data/citations.ts names: every user of the
 * site's citations (the plugin, the docs' and blog's descriptions, statements' sources as text,
 * `check:mdx`) formats with the same formatter.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {citationSettings} from '../../data/citations';
import {readBibliography, type Bibliography} from './bibliography';
import {createFormatter, type Formatter} from './style';

export type SiteCitations = {readonly bibliography: Bibliography; readonly formatter: Formatter};

/** The .bib and the style file, as paths the plugin watches. */
export function citationFiles(siteDir: string): {bibliography: string; style: string} {
  return {
    bibliography: path.join(siteDir, citationSettings.bibliography),
    style: path.join(siteDir, citationSettings.style),
  };
}

/**
 * The last bibliography read, by the texts it was read from: the docs' and the blog's descriptions and
 * the site model all ask for it in one content load, and `npm start` reloads all content after every
 * edit, the .bib unchanged. Process-wide (README, "State kept across reloads"), one entry: a changed
 * .bib or style replaces it.
 */
let lastRead: {readonly key: string; readonly citations: Promise<SiteCitations>} | undefined;

/** Reads the bibliography and the style, and makes the formatter: parsed once for as long as both files stay as they are. */
export async function loadCitations(siteDir: string): Promise<SiteCitations> {
  const files = citationFiles(siteDir);
  const [bib, style] = await Promise.all([readFile(files.bibliography, 'utf8'), readFile(files.style, 'utf8')]);
  const key = JSON.stringify([siteDir, bib, style]);
  if (lastRead?.key !== key) {
    lastRead = {
      key,
      citations: Promise.resolve().then(() => {
        const bibliography = readBibliography(bib);
        return {bibliography, formatter: createFormatter(bibliography.entries, style, citationSettings.locale)};
      }),
    };
  }
  return lastRead.citations;
}
