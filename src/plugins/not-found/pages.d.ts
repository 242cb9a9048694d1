// The data file the plugin (./index.ts) writes with createData, which the not-found page imports.
declare module '@generated/not-found/default/pages.json' {
  import type {SitePage} from './closest';

  const pages: SitePage[];
  export default pages;
}
