/**
 * The site's citations: its one bibliography and the CSL style every citation and reference is
 * formatted in (README, "Citing books and papers"). Any CSL 1.0 style file can be named here, e.g. one
 * of the thousands of the CSL project's repository (Chicago author–date, the AMS's, APA, IEEE, …); its
 * locale is one of those citation-js ships (en-US, de-DE, es-ES, fr-FR, nl-NL).
 */
export const citationSettings = {
  bibliography: 'src/data/bibliography.bib',
  style: 'src/data/citation-styles/notes-author-year.csl',
  locale: 'en-US',
} as const;
