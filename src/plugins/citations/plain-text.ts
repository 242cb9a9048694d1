/**
 * Citations as plain text, in the site's style, for the text Docusaurus copies out of a page before
 * any MDX step runs: a description taken from the page's first paragraph (meta description, social
 * cards, feeds' summaries) reads "[Munkres 2000, Theorem 26.8]", never "[@munkres2000, Theorem 26.8]".
 * Read by the docs and blog plugins (src/plugins/docs, src/plugins/blog); statements' sources as text
 * reach the cross-references plugin through the config.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseBibtex} from './bibtex';
import {bibliographySource} from './data';
import {citationLabels, formatCitation, sourceParts, type CitationLabel} from './format';
import {parseCitations, parseSource} from './syntax';

/** The label of every entry of the site's bibliography ("Munkres 2000"), by key. */
export async function bibliographyLabels(siteDir: string): Promise<ReadonlyMap<string, CitationLabel>> {
  return citationLabels(parseBibtex(await readFile(path.join(siteDir, bibliographySource), 'utf8')).entries);
}

/** `text` with each citation written out in the style; a key without a label stays as written. */
export function citationsAsText(text: string, labels: ReadonlyMap<string, CitationLabel>): string {
  let result = '';
  let at = 0;
  for (const citation of parseCitations(text)) {
    result += text.slice(at, citation.start.offset) + formatCitation(citation, labels);
    at = citation.end.offset;
  }
  return result + text.slice(at);
}

/**
 * How a statement's source reads as text, in the style: "@munkres2000, Theorem 26.8" reads "Munkres
 * 2000, Theorem 26.8"; a source that cites nothing as written. The config hands it to the
 * cross-references plugin, whose previews, results index and search records show the source.
 */
export async function sourcesAsText(siteDir: string): Promise<(source: string) => string> {
  const labels = await bibliographyLabels(siteDir);
  return (source) => {
    const citation = parseSource(source);
    return citation
      ? sourceParts(citation, labels)
          .map((part) => part.text)
          .join('')
      : source;
  };
}
