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
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  searchBarShortcutHint: true,
  // KaTeX writes every formula twice (MathML for screen readers, HTML glyphs
  // for the eye). Index neither copy's glyphs, only the TeX source kept in the
  // MathML annotation, so a formula is indexed once and previews stay readable.
  ignoreCssSelectors: ['.katex-html', '.katex-mathml semantics > :not(annotation)', '.hash-link'],
} satisfies Partial<PluginOptions>;
