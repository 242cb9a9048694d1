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
 * edit, the .bib unchanged. Docusaurus loads each plugin's module graph apart (each plugin its own copy
 * of this module), so the one copy is kept on `globalThis`, under a key of the site's (README, "Docusaurus
 * internals"): one entry, which a changed .bib or style replaces.
 */
const lastReadKey = Symbol.for('notes-site.citations.last-read');
type LastRead = {readonly key: string; readonly citations: Promise<SiteCitations>};
const shared = globalThis as typeof globalThis & {[lastReadKey]?: LastRead};

/** Reads the bibliography and the style, and makes the formatter: parsed once for as long as both files stay as they are. */
export async function loadCitations(siteDir: string): Promise<SiteCitations> {
  const files = citationFiles(siteDir);
  const [bib, style] = await Promise.all([readFile(files.bibliography, 'utf8'), readFile(files.style, 'utf8')]);
  const key = JSON.stringify([siteDir, bib, style]);
  if (shared[lastReadKey]?.key !== key) {
    shared[lastReadKey] = {
      key,
      citations: Promise.resolve().then(() => {
        const bibliography = readBibliography(bib);
        return {bibliography, formatter: createFormatter(bibliography.entries, style, citationSettings.locale)};
      }),
    };
  }
  return shared[lastReadKey]!.citations;
}
