import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';
import {copyrightLine, identity, siteTitle, siteTagline} from './src/data/identity';
import {darkCodeTheme, lightCodeTheme} from './src/data/prism';
import {buildStepContext, markdownPlugins as siteMarkdownPlugins} from './src/plugins/mdx/steps';
import {createFeedItems} from './src/plugins/blog/feed';
import {statementsFile} from './src/plugins/cross-references/data';
import {siteNotationFile} from './src/plugins/notation/data';
import {termsFile} from './src/plugins/index-of-terms/data';
import {ssrTemplate} from './src/plugins/first-paint/template';
import type {SearchOptions} from './src/plugins/search';

// Announcement bar id: change it whenever the content changes, so readers who
// dismissed the previous announcement see the new one.
const announcementId = 'runnable-calculus-2025';

// Colours of the announcement bar: white on deep blue has a contrast ratio of
// 10.4:1, well above WCAG AA (4.5:1), and the bar looks the same in both modes.
const announcementBackground = '#1b365d';
const announcementText = '#ffffff';

// The site's MDX steps (maths, theorem numbering, cross-references, Python cells), in their order.
const markdownPlugins = siteMarkdownPlugins(buildStepContext(__dirname));

const blogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'Blog',
  blogDescription: 'Articles on mathematics and code.',
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  showLastUpdateTime: true,
  onUntruncatedBlogPosts: 'ignore',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  feedOptions: {
    type: 'all',
    // The site's name already says "blog": "Notes and Blog blog" read oddly in feed readers.
    title: siteTitle,
    description: 'Articles on mathematics and code.',
    copyright: copyrightLine,
    createFeedItems,
    language: 'en',
  },
  ...markdownPlugins,
} satisfies BlogOptions;

const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  showLastUpdateTime: true,
  tags: 'tags.yml',
  onInlineTags: 'throw',
  ...markdownPlugins,
} satisfies DocsOptions;

const config: Config = {
  title: siteTitle,
  tagline: siteTagline,
  favicon: 'img/favicon.svg',

  url: identity.siteUrl,
  baseUrl: identity.baseUrl,
  // Left undefined on purpose: routes keep the form they are authored with,
  // so index docs end with "/" (e.g. /docs/mathematics/calculus-with-code/)
  // and other pages do not (/docs/home, /blog), exactly as the spec lists them.
  trailingSlash: undefined,

  organizationName: identity.githubOrganization,
  projectName: identity.githubProject,
  deploymentBranch: 'gh-pages',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  noIndex: false,
  titleDelimiter: '|',
  staticDirectories: ['static'],
  // Docusaurus's page template, its bundles started once the page has painted (src/plugins/first-paint).
  ssrTemplate,

  future: {
    v4: {
      // Spec: storage keys without a namespace ("theme", "docusaurus.announcement.dismiss").
      siteStorageNamespacing: false,
      useCssCascadeLayers: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: false,
      // Docusaurus 3 only, where `faster` (its SSG worker threads) requires it: Docusaurus 4 always
      // behaves so and rejects the flag.
      ...(DOCUSAURUS_VERSION.startsWith('3.') ? {removeLegacyPostBuildHeadAttribute: true} : {}),
    },
    faster: true,
  },

  storage: {
    type: 'localStorage',
    namespace: false,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
    },
  },

  markdown: {
    format: 'mdx',
    mermaid: true,
    mdx1Compat: {
      comments: true,
      admonitions: true,
      headingIds: true,
    },
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  plugins: [
    ['./src/plugins/docs/index.ts', docsOptions],
    ['./src/plugins/blog/index.ts', blogOptions],
    // KaTeX's stylesheet and fonts, formula modules, and maths in titles (from the tables the docs and blog plugins above collect).
    './src/plugins/maths/index.ts',
    './src/plugins/python-cells/index.ts',
    // Code highlighting loaded with the components that draw code rather than in the script every page runs first.
    './src/plugins/highlighting/index.ts',
    // The site model: every published page parsed once and the bibliography read once, once all content
    // has loaded; what each capability below derives from it (statement table, citations, graphs,
    // notation) written in one place. The capabilities' own plugins ship their components.
    './src/plugins/site-model/index.ts',
    // Citations of the one bibliography (src/data/bibliography.bib): each page's references, the bibliography page.
    './src/plugins/citations/index.ts',
    // The statement table: numbering, references, previews, "Used in" lists, the results index.
    './src/plugins/cross-references/index.ts',
    './src/plugins/graphs/index.ts',
    // Notation declared in definitions: the lists of notation, per chapter and for the site.
    './src/plugins/notation/index.ts',
    // The index of terms: the words definitions define and the places an author indexes, on its page and in print.
    './src/plugins/index-of-terms/index.ts',
    './src/plugins/long-pages/index.ts',
    // Each chapter, mathematics page and post as one document to print, and as a PDF made after the build.
    './src/plugins/print/index.ts',
    // Offline search (Pagefind): the /search page, the navbar box and the index written after the build,
    // whose statements, notation and terms come from the files the site model writes for those capabilities.
    [
      './src/plugins/search/index.ts',
      {
        statementsFile: statementsFile(__dirname),
        notationFile: siteNotationFile(__dirname),
        termsFile: termsFile(__dirname),
      } satisfies SearchOptions,
    ],
    // The not-found page: the search box, the notes and the blog, and the pages nearest to a mistyped address.
    './src/plugins/not-found/index.ts',
    './src/plugins/content-security-policy/index.ts',
    // /docs has no page of its own: it lands on the notes' home.
    ['@docusaurus/plugin-client-redirects', {redirects: [{from: '/docs', to: '/docs/home'}]}],
    // In `npm start`: a compilation after an edit, a deletion or a rename of content waits for the reload of its routes and data.
    ['./src/plugins/dev-server/index.ts', {contentPaths: [docsOptions.path, blogOptions.path, 'src/pages']}],
    // Last: it rewrites the MDX rules the content plugins (preset included) have added by then.
    './src/plugins/mdx/index.ts',
  ],

  clientModules: ['./src/clientModules/prefetch-on-intent.ts', './src/clientModules/scrollable-boxes.ts'],

  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    [
      'classic',
      {
        // The docs and the blog are registered above through src/plugins/docs and src/plugins/blog,
        // which extend them.
        docs: false,
        blog: false,
        // Its dump of every plugin's content changes with every edit in `npm start`, which made the
        // bundler compile a second time before the edit could show (bench/dev-edit.ts).
        debug: false,
        pages: {
          ...markdownPlugins,
        } satisfies PagesOptions,
        theme: {
          // KaTeX's stylesheet comes with the maths plugin, the long pages' containment with theirs.
          customCss: ['./src/css/custom.css'],
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // The search page and the print editions mark themselves noindex; a sitemap lists pages to index.
          ignorePatterns: ['/search', '/print/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/docusaurus-social-card.jpg',
    // Site-wide defaults; a page's own description replaces this one.
    metadata: [
      {name: 'author', content: identity.ownerName},
      {
        name: 'description',
        content: `${siteTitle}, ${siteTagline}: study notes in topology, analysis and code, and a blog of mathematics articles.`,
      },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: announcementId,
      content: `New in the notes: <a href="/docs/mathematics/calculus-with-code/">calculus with Python you can run and edit in the page</a>.`,
      backgroundColor: announcementBackground,
      textColor: announcementText,
      isCloseable: true,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: siteTitle,
      hideOnScroll: true,
      logo: {
        alt: `${siteTitle} logo: an integral sign inside a rounded square`,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Notes'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {
          type: 'custom-iconLink',
          href: identity.sourceProfileUrl,
          label: `${identity.ownerName} on the source-code host`,
          position: 'right',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Links',
          items: [
            {label: 'Main website', href: identity.websiteUrl},
            {label: 'E-mail', href: `mailto:${identity.email}`},
            {label: 'Accessibility', to: '/docs/accessibility'},
          ],
        },
      ],
      copyright: copyrightLine,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Grammars beyond prism-react-renderer's own set load with every page of content (src/plugins/highlighting):
      // only what the content uses (a build test fails on a code block whose language would not be highlighted).
      additionalLanguages: ['bash'],
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
