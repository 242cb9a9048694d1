// Every entry of the site's bibliography with the places citing it, which src/plugins/citations writes
// with createData (its data.ts names it): each print edition lists the entries its own pages cite.
declare module '@generated/site-model/default/citations/bibliography.json' {
  import type {BibliographyEntry} from '@site/src/plugins/citations/types';

  const entries: readonly BibliographyEntry[];
  export default entries;
}
