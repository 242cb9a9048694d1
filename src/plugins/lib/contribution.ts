/**
 * What a capability contributes to the site, derived from the site model (src/plugins/site-model):
 * its generated files, its routes and its global data, as data. The site model's plugin applies every
 * capability's contribution in one place (createData, addRoute, setGlobalData), as the blog plugin's
 * `routes.ts` returns routes that its `index.ts` applies, and reports its problems. Nothing here runs
 * in Node only: components read the plugin's name.
 */

/**
 * The plugin that builds the site model and writes what every capability contributes
 * (src/plugins/site-model): each capability's generated files are in a folder of its own,
 * `.docusaurus/site-model/default/<capability>/`, and its global data is
 * `usePluginData(siteModelPluginName)[<capability>]`.
 */
export const siteModelPluginName = 'site-model';

/** A file the capability's components, MDX steps or search read, relative to its folder of generated files. */
type GeneratedFile = {readonly name: string; readonly data: string | object};

/** A route whose modules are generated files of the capability, by the module's prop name. */
type RouteContribution = {
  readonly path: string;
  readonly component: string;
  readonly modules: Readonly<Record<string, string>>;
};

export type Contribution = {
  /** The capability: the name of its folder of generated files (src/plugins/lib/page-data.ts, capabilityDataDir). */
  readonly capability: string;
  readonly files: readonly GeneratedFile[];
  readonly routes?: readonly RouteContribution[];
  /** What its components read with `usePluginData(siteModelPluginName)[capability]`. */
  readonly globalData?: unknown;
  /** Lines, each file:line:col and a reason, that the build and the dev server print as warnings. */
  readonly warnings?: readonly string[];
  /**
   * Problems, each file:line:col and a reason. `stopsBuild`: a production build stops on them (the dev
   * server prints them and keeps running; each page shows its own where it is).
   */
  readonly problems?: {readonly lines: readonly string[]; readonly stopsBuild: boolean};
  /**
   * Of its problems, those no page's own step reports where it compiles (a label two pages define, an
   * error in the .bib or the macro file), each a line starting with its file: `npm run check:mdx`
   * prints those of the files it checks and of files that are no page.
   */
  readonly siteWide?: readonly string[];
};
