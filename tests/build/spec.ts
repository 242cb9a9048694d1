/** Routes, drafts and counts stated by the product specification (site-spec.md sections 2, 3, 9). */
export const specPageRoutes = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/tags/code',
  '/blog/tags/maths',
];

export const specBlogSlugs = [
  'challenge-of-wits-2023-submission',
  'coprime-probability',
  'curve-bisect-tangent-point',
  'generalising-geometric-series',
  'hof-set-theory',
  'invertible-matrix-probability',
  'lcm-coprime',
  'prime-numbers-and-harmonic-series',
  'vector-norm-continuity',
];

const munkres = 'mathematics/munkres-topology-self-study';

export const specDocPaths = [
  'home',
  'coding/display-furigana-pinyin-on-website/',
  'coding/git-quick-reference',
  'coding/katex-setup-in-docusaurus',
  'coding/media-processing-commands',
  'mathematics/calculus-with-code/',
  'mathematics/dynamical-system-works',
  'mathematics/hof-binary-operations',
  'mathematics/functional-analysis-study/',
  'mathematics/functional-analysis-study/tutorial-1',
  'mathematics/functional-analysis-study/tutorial-2',
  `${munkres}/`,
  ...['chapt-2', 'chapt-3', 'chapt-4', 'chapt-7'].flatMap((chapter) => [
    `${munkres}/${chapter}/`,
    `${munkres}/${chapter}/exercises/`,
    `${munkres}/${chapter}/notes/`,
  ]),
  `${munkres}/extras/`,
  `${munkres}/MA3209-PYP-attempts/`,
  'miscellaneous/an-unexpected-friendship',
  'miscellaneous/argumentative-essay-guidelines/',
  'miscellaneous/interesting-english-memo',
];

/** Draft doc ids: hidden from the production build. */
export const specDraftDocIds = [
  'coding/simple-python-code-memo',
  'mathematics/existence-proof-of-svd',
  'mathematics/recursive-algorithms-in-number-theory',
  'music/components-of-music/index',
  `${munkres}/chapt-5/index`,
];

