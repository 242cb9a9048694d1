/**
 * Citations as plain text, in the site's style, for the text Docusaurus copies out of a page before
 * any MDX step runs: a description taken from the page's first paragraph (meta description, social
 * cards, feeds' summaries) reads "[Munkres 2000, Theorem 26.8]", never "[@munkres2000, Theorem 26.8]".
 * Read by the docs and blog plugins (src/plugins/docs, src/plugins/blog); statements' sources and texts
 * reach cross-references through the site model, for its previews, results index and search records.
 */
import type {CitationText} from '../cross-references/contribution';
import type {Formatter} from './style';
import {loadCitations} from './load';
import {parseCitations, parseSource} from './syntax';

/** `text` with each citation written out in the style; a key the bibliography lacks stays as written. */
export function citationsAsText(text: string, formatter: Formatter): string {
  let result = '';
  let at = 0;
  for (const citation of parseCitations(text)) {
    const parts = formatter.citationParts(citation);
    result += text.slice(at, citation.start.offset) + parts.map((part) => part.text).join('');
    at = citation.end.offset;
  }
  return result + text.slice(at);
}

/** The site's formatter, for text copied out of pages: `citationsAsText(text, formatter)`. */
export async function textFormatter(siteDir: string): Promise<Formatter> {
  return (await loadCitations(siteDir)).formatter;
}

/**
 * How statements' sources and texts read, in the style: the site model (src/plugins/site-model) hands it
 * to cross-references, whose previews, results index and search records show them.
 */
export function citationText(formatter: Formatter): CitationText {
  return {
    // "@munkres2000, Theorem 26.8" reads "Munkres 2000, Theorem 26.8"; a source that cites nothing, as written.
    source: (source) => {
      const citation = parseSource(source);
      return citation
        ? formatter
            .citationParts(citation, {affixes: false})
            .map((part) => part.text)
            .join('')
        : source;
    },
    text: (text) => (text.includes('@') ? citationsAsText(text, formatter) : text),
  };
}
