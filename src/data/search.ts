/**
 * Offline full-text search (@easyops-cn/docusaurus-search-local): the index
 * is built from the rendered HTML at build time and served by the site.
 */
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

export const searchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  // Off: highlighting adds mark.js (about 10 kB compressed) to every page and walks the whole article on
  // every navigation, some 200 ms of a phone's main thread on a long topology page. The results page
  // still shows each match in context, highlighted.
  highlightSearchTermsOnTargetPage: false,
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  searchBarShortcutHint: true,
  // KaTeX writes every formula twice (MathML for screen readers, HTML glyphs
  // for the eye). Index neither copy's glyphs, only the TeX source kept in the
  // MathML annotation, so a formula is indexed once and previews stay readable.
  ignoreCssSelectors: ['.katex-html', '.katex-mathml semantics > :not(annotation)', '.hash-link'],
} satisfies Partial<PluginOptions>;
