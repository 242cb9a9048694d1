/**
 * The site's citations and references in a CSL style, formatted by citeproc-js (the engine of Zotero
 * and Mendeley, and of citation-js's CSL plugin, which also supplies its locales). The style is a CSL
 * file src/data/citations.ts names; no formatting rule is the site's.
 *
 * What the site adds: its citations are cut into runs, one per cited item, so that each item links to
 * its entry (citeproc formats a citation as one string); the owner's locator is kept as written
 * ("Theorem 26.8", "§2.5", "Ch. 8", "p. 12"), passed as the item's suffix as Pandoc does with a locator
 * it does not recognise, so no style turns "Theorem 26.8" into "p. Theorem 26.8"; a citation in a
 * sentence ("@folland1999 [§2.5]") is the author's names followed by the citation with the author
 * left out, as Pandoc writes it: "Folland [1999, §2.5]" in the site's style, "Folland (1999, §2.5)" in
 * an author–date style with parentheses.
 */
import CSL from 'citeproc';
import {plugins} from '@citation-js/core';
import '@citation-js/plugin-csl';
import type {BibEntry, CslItem} from './bibliography';
import type {Citation} from './syntax';
import type {CitationPart, EntryView} from './types';
import {recentlyUsed} from '../lib/recently-used';

type EntryFormats = Omit<EntryView, 'key'>;

export type Formatter = {
  /** Each entry's formats, in the order of the style's reference list. */
  readonly entries: ReadonlyMap<string, EntryFormats>;
  /**
   * A citation in runs; a key the bibliography lacks is shown as written, "@key" (the checks report it).
   * Without affixes, a bracketed citation leaves out its brackets: a statement's source, which its block
   * puts in brackets of its own.
   */
  readonly citationParts: (citation: Citation, options?: {readonly affixes?: boolean}) => CitationPart[];
};

/** The locale citeproc asks for, from citation-js's CSL plugin (en-US, de-DE, es-ES, fr-FR, nl-NL). */
function retrieveLocale(lang: string): string {
  const locales = plugins.config.get('@csl').locales;
  return locales.get(lang) ?? locales.get(lang.replace('_', '-')) ?? locales.get('en-US')!;
}

/** The affixes and delimiter of the style's citation layout: "[", "]" and "; " for the site's style. */
function citationLayout(style: string): {prefix: string; suffix: string; delimiter: string} {
  const layout = /<citation\b[\s\S]*?<layout\b([^>]*)>/.exec(style)?.[1] ?? '';
  const attribute = (name: string) => {
    const value = new RegExp(`\\b${name}="([^"]*)"`).exec(layout)?.[1] ?? '';
    return value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  };
  return {prefix: attribute('prefix'), suffix: attribute('suffix'), delimiter: attribute('delimiter')};
}

/** The entry's HTML without citeproc's `<div class="csl-entry">`; a numbering style's inner blocks made inline. */
function entryHtml(html: string): string {
  return html
    .trim()
    .replace(/^<div class="csl-entry">([\s\S]*)<\/div>$/, '$1')
    .replace(/<div class="(csl-[a-z-]+)">/g, '<span class="$1">')
    .replace(/<\/div>/g, '</span>')
    .trim();
}

/** The text of a citation with its layout's affixes taken off ("[Munkres 2000]" → "Munkres 2000"). */
function withoutAffixes(cited: string, {prefix, suffix}: {prefix: string; suffix: string}): string {
  const start = prefix && cited.startsWith(prefix) ? prefix.length : 0;
  const end = suffix && cited.endsWith(suffix) ? cited.length - suffix.length : cited.length;
  return cited.slice(start, end);
}

/** How many formatted clusters a formatter keeps (the site's content has a few hundred). */
const renderedLimit = 20_000;

/** Formats the bibliography's entries and citations of them in `style` (a CSL style's XML). */
export function createFormatter(entries: readonly BibEntry[], style: string, lang = 'en-US'): Formatter {
  const items = new Map<string, CslItem>(entries.map((entry) => [entry.key, entry.item]));
  const engine = new CSL.Engine(
    {
      retrieveLocale,
      retrieveItem: (id) => items.get(id),
    },
    style,
    lang,
  );
  const ids = [...items.keys()];
  engine.updateItems(ids);
  const layout = citationLayout(style);
  // What citeproc made of each cluster: the engine's registry holds every item from the start, so a
  // cluster formats the same whenever it is asked. The formatter lives as long as the .bib and the style
  // (./load.ts), and `npm start` formats every citation of the site again after each edit: citeproc took
  // most of a reload's time (bench/README.md, the edit loop). Bounded: the most recently used are kept.
  const rendered = new Map<string, string>();
  const render = (format: 'html' | 'text', cites: Parameters<typeof engine.makeCitationCluster>[0]) =>
    recentlyUsed(rendered, renderedLimit, JSON.stringify([format, cites]), () => {
      engine.setOutputFormat(format);
      return engine.makeCitationCluster(cites);
    });
  const bibliography = (format: 'html' | 'text') => {
    engine.setOutputFormat(format);
    engine.opt.development_extensions.wrap_url_and_doi = format === 'html';
    const made = engine.makeBibliography();
    if (!made) {
      return new Map<string, string>();
    }
    const [meta, list] = made;
    return new Map(meta.entry_ids.map((entryIds, index) => [entryIds[0]!, list[index]!]));
  };
  const html = bibliography('html');
  const text = bibliography('text');
  // A style without a bibliography (a note style's citations alone) lists the entries by key.
  const order = html.size > 0 ? [...html.keys()] : [...ids].sort();
  const formats = new Map<string, EntryFormats>(
    order.map((key) => [
      key,
      {
        html: entryHtml(html.get(key) ?? render('html', [{id: key}])),
        text: (text.get(key) ?? render('text', [{id: key}])).trim(),
        label: withoutAffixes(render('text', [{id: key}]), layout),
      },
    ]),
  );

  const citationParts = (citation: Citation, {affixes = true} = {}): CitationPart[] => {
    const cite = (index: number, options: {'suppress-author'?: boolean; 'author-only'?: boolean} = {}) => {
      const item = citation.items[index]!;
      if (!items.has(item.key)) {
        return `@${item.key}${item.locator ? `, ${item.locator}` : ''}`;
      }
      const locator = item.locator && !options['author-only'] ? {suffix: `, ${item.locator}`} : {};
      return render('text', [{id: item.key, ...locator, ...options}]);
    };
    if (citation.form === 'in-text') {
      const item = citation.items[0]!;
      if (!items.has(item.key)) {
        return [{text: `@${item.key}`, item: 0}];
      }
      return [{text: `${cite(0, {'author-only': true})} ${cite(0, {'suppress-author': true})}`, item: 0}];
    }
    const parts: CitationPart[] = [];
    if (affixes && layout.prefix) {
      parts.push({text: layout.prefix});
    }
    citation.items.forEach((item, index) => {
      if (index > 0) {
        parts.push({text: layout.delimiter});
      }
      if (item.prefix) {
        parts.push({text: `${item.prefix} `});
      }
      const cited = cite(index, item.suppressAuthor ? {'suppress-author': true} : {});
      parts.push({text: items.has(item.key) ? withoutAffixes(cited, layout) : cited, item: index});
    });
    if (affixes && layout.suffix) {
      parts.push({text: layout.suffix});
    }
    return parts;
  };

  return {entries: formats, citationParts};
}

/** A citation as one text in the style: "[Munkres 2000, Theorem 26.8]", "Folland [1999, §2.5]". */
export function citationText(formatter: Formatter, citation: Citation): string {
  return formatter
    .citationParts(citation)
    .map((part) => part.text)
    .join('');
}
