/**
 * The published query set for the site's search: what readers type, and where it must take them.
 * tests/browser/search.spec.ts types each query into the search page and checks that `target`
 * is among the first `within` hits (3 unless stated).
 *
 * A target with "#" is one anchor: a theorem-style block or a heading. A target without is a
 * page: any hit on it counts (its opening or one of its sections).
 *
 * Spelling variants are deliberate: hyphen, en dash, space or nothing between the parts of a
 * name; accents or none; apostrophes or none; any case; singular or plural.
 */
export interface SearchQuery {
  query: string;
  target: string;
  within?: number;
}

const topology = '/docs/mathematics/munkres-topology-self-study';
const analysis = '/docs/mathematics/functional-analysis-study';
const calculus = '/docs/mathematics/calculus-with-code/';

export const searchQueries: SearchQuery[] = [
  // A name in every spelling: the page writes "Heine–Borel" with an en dash.
  {query: 'Heine-Borel', target: `${topology}/chapt-3/notes/#theorem-36`, within: 1},
  {query: 'Heine–Borel', target: `${topology}/chapt-3/notes/#theorem-36`, within: 1},
  {query: 'Heine Borel', target: `${topology}/chapt-3/notes/#theorem-36`, within: 1},
  {query: 'HeineBorel', target: `${topology}/chapt-3/notes/#theorem-36`},
  {query: 'heine-borel theorem', target: `${topology}/chapt-3/notes/#theorem-36`},
  {query: 'Hahn-Banach', target: `${analysis}/tutorial-2#theorem-2`, within: 1},
  {query: 'Hahn Banach', target: `${analysis}/tutorial-2#theorem-2`, within: 1},
  {query: 'Hahn—Banach theorem', target: `${analysis}/tutorial-2#theorem-2`},
  // "Arzelà–Ascoli": an accent and an en dash.
  {query: 'Arzela Ascoli', target: `${topology}/chapt-7/notes/`},
  {query: 'Arzelà–Ascoli', target: `${topology}/chapt-7/notes/`},
  {query: 'Cauchy-Schwarz', target: '/blog/vector-norm-continuity'},
  {query: 'Cauchy Schwarz inequality', target: '/blog/vector-norm-continuity'},
  {query: 'Holder', target: `${analysis}/tutorial-1#exercise-1`},
  {query: 'Hölder inequality', target: `${analysis}/tutorial-1#exercise-1`},
  {query: 'Lindelof', target: `${topology}/extras/#proposition-4`},
  {query: 'Bezout', target: '/blog/lcm-coprime#lemma-2'},
  {query: 'Mobius function', target: '/blog/coprime-probability#definition-4'},
  // Apostrophes, typed or not, straight or curly.
  {query: 'Minkowskis inequality', target: `${analysis}/tutorial-1#exercise-2`, within: 1},
  {query: 'Minkowski’s inequality', target: `${analysis}/tutorial-1#exercise-2`, within: 1},
  {query: "Riesz's lemma", target: `${analysis}/tutorial-1#exercise-9`, within: 1},
  {query: "De Morgan's laws", target: '/blog/hof-set-theory#theorem-5', within: 1},
  {query: "Taylor's theorem", target: `${calculus}#theorem-3`, within: 1},
  {query: 'Newtons method', target: `${calculus}#theorem-9`},
  // A result named: the result itself comes first; case and plurals do not matter.
  {query: 'tube lemma', target: `${topology}/chapt-3/notes/#lemma-32`, within: 1},
  {query: 'Tube Lemma', target: `${topology}/chapt-3/notes/#lemma-32`, within: 1},
  {query: 'tube lemmas', target: `${topology}/chapt-3/notes/#lemma-32`, within: 1},
  {query: 'Urysohn lemma', target: `${topology}/chapt-4/notes/#urysohn-lemma`, within: 1},
  {query: 'Urysohn metrization theorem', target: `${topology}/chapt-4/notes/#theorem-20`, within: 1},
  {query: 'Lebesgue number lemma', target: `${topology}/chapt-3/notes/#lemma-38`, within: 1},
  {query: 'Baire category theorem', target: `${analysis}/tutorial-2#exercise-9`, within: 1},
  {query: 'pasting lemma', target: `${topology}/chapt-2/notes/#theorem-26`, within: 1},
  {query: 'sequence lemma', target: `${topology}/chapt-2/notes/#lemma-33`, within: 1},
  {query: 'uniform limit theorem', target: `${topology}/chapt-2/notes/#theorem-37`, within: 1},
  {query: 'Sorgenfrey plane', target: `${topology}/extras/#theorem-9`},
  {query: 'contraction mapping theorem', target: `${topology}/MA3209-PYP-attempts/#exercise-3`},
  {query: 'Simpson rule', target: `${calculus}#theorem-8`},
  {query: 'Lyapunov exponent', target: '/docs/mathematics/dynamical-system-works#definition-7'},
  {query: 'Eulerian numbers', target: '/blog/generalising-geometric-series#definition-8'},
  // Topics: the page about them.
  {query: 'logistic map', target: '/docs/mathematics/dynamical-system-works'},
  {query: 'coprime probability', target: '/blog/coprime-probability'},
  {query: 'geometric series', target: '/blog/generalising-geometric-series'},
  {query: 'harmonic series primes', target: '/blog/prime-numbers-and-harmonic-series'},
  {query: '8-puzzle', target: '/blog/challenge-of-wits-2023-submission'},
  {query: 'furigana', target: '/docs/coding/display-furigana-pinyin-on-website/'},
  {query: 'git rebase', target: '/docs/coding/git-quick-reference'},
];
