// citeproc (citeproc-js) and citation-js ship no types: the parts the site's formatter uses (./style.ts).
declare module 'citeproc' {
  type CiteItem = {
    readonly id: string;
    readonly prefix?: string;
    readonly suffix?: string;
    readonly 'suppress-author'?: boolean;
    readonly 'author-only'?: boolean;
  };
  interface Engine {
    opt: {development_extensions: {wrap_url_and_doi: boolean}};
    setOutputFormat(format: 'html' | 'text'): void;
    updateItems(ids: readonly string[]): void;
    makeBibliography(): false | [{readonly entry_ids: readonly (readonly string[])[]}, readonly string[]];
    makeCitationCluster(items: readonly CiteItem[]): string;
  }
  const CSL: {
    Engine: new (
      sys: {retrieveLocale(lang: string): string; retrieveItem(id: string): unknown},
      style: string,
      lang?: string,
      forceLang?: boolean,
    ) => Engine;
  };
  export default CSL;
}

declare module '@citation-js/core' {
  export const plugins: {
    config: {
      get(name: '@csl'): {
        locales: {get(lang: string): string | undefined};
        styles: {get(name: string): string | undefined};
      };
    };
  };
}
