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
  {query: 'Heine-Borel', target: `${topology}/chapt-3/notes/#munkres-27.3`, within: 1},
  {query: 'Heine–Borel', target: `${topology}/chapt-3/notes/#munkres-27.3`, within: 1},
  {query: 'Heine Borel', target: `${topology}/chapt-3/notes/#munkres-27.3`, within: 1},
  {query: 'HeineBorel', target: `${topology}/chapt-3/notes/#munkres-27.3`},
  {query: 'heine-borel theorem', target: `${topology}/chapt-3/notes/#munkres-27.3`},
  {query: 'Hahn-Banach', target: `${analysis}/tutorial-2#kreyszig-4.3`, within: 1},
  {query: 'Hahn Banach', target: `${analysis}/tutorial-2#kreyszig-4.3`, within: 1},
  {query: 'Hahn—Banach theorem', target: `${analysis}/tutorial-2#kreyszig-4.3`},
  // "Arzelà–Ascoli": an accent and an en dash.
  {query: 'Arzela Ascoli', target: `${topology}/chapt-7/notes/`},
  {query: 'Arzelà–Ascoli', target: `${topology}/chapt-7/notes/`},
  {query: 'Cauchy-Schwarz', target: '/blog/vector-norm-continuity'},
  {query: 'Cauchy Schwarz inequality', target: '/blog/vector-norm-continuity'},
  {query: 'Holder', target: `${analysis}/tutorial-1#fa-young-holder`},
  {query: 'Hölder inequality', target: `${analysis}/tutorial-1#fa-young-holder`},
  {query: 'Lindelof', target: `${topology}/extras/#sorgenfrey-lindelof`},
  {query: 'Bezout', target: '/blog/lcm-coprime#lcm-bezout'},
  {query: 'Mobius function', target: '/blog/coprime-probability#definition-4'},
  // Apostrophes, typed or not, straight or curly.
  {query: 'Minkowskis inequality', target: `${analysis}/tutorial-1#fa-minkowski`, within: 1},
  {query: 'Minkowski’s inequality', target: `${analysis}/tutorial-1#fa-minkowski`, within: 1},
  {query: "Riesz's lemma", target: `${analysis}/tutorial-1#fa-riesz-lemma`, within: 1},
  {query: "De Morgan's laws", target: '/blog/hof-set-theory#theorem-5', within: 1},
  {query: "Taylor's theorem", target: `${calculus}#calculus-taylor-lagrange`, within: 1},
  {query: 'Newtons method', target: `${calculus}#calculus-newton-quadratic`},
  // A result named: the result itself comes first; case and plurals do not matter.
  {query: 'tube lemma', target: `${topology}/chapt-3/notes/#munkres-26.8`, within: 1},
  {query: 'Tube Lemma', target: `${topology}/chapt-3/notes/#munkres-26.8`, within: 1},
  {query: 'tube lemmas', target: `${topology}/chapt-3/notes/#munkres-26.8`, within: 1},
  {query: 'Urysohn lemma', target: `${topology}/chapt-4/notes/#urysohn-lemma`, within: 1},
  {query: 'Urysohn metrization theorem', target: `${topology}/chapt-4/notes/#munkres-34.1`, within: 1},
  {query: 'Lebesgue number lemma', target: `${topology}/chapt-3/notes/#munkres-27.5`, within: 1},
  {query: 'Baire category theorem', target: `${analysis}/tutorial-2#fa-baire`, within: 1},
  {query: 'pasting lemma', target: `${topology}/chapt-2/notes/#munkres-18.3`, within: 1},
  {query: 'sequence lemma', target: `${topology}/chapt-2/notes/#munkres-21.2`, within: 1},
  {query: 'uniform limit theorem', target: `${topology}/chapt-2/notes/#munkres-21.6`, within: 1},
  {query: 'Sorgenfrey plane', target: `${topology}/extras/#sorgenfrey-plane-not-normal`},
  {query: 'contraction mapping theorem', target: `${topology}/MA3209-PYP-attempts/#ma3209-a3-contraction-mapping`},
  {query: 'Simpson rule', target: `${calculus}#calculus-simpson-error`},
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
