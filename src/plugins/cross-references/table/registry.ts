/**
 * The statement table as the rest of the build reads it. The cross-references plugin builds the
 * table once all content is loaded (../index.ts) and publishes here what the MDX step needs (labels,
 * each page's data module) and what search needs after the build (every numbered block by page).
 * Readers: remark/references.ts, src/plugins/search/statements.ts, src/plugins/mdx/loader.cjs (by
 * its symbol) and scripts/check-mdx.ts (which builds a table of its own).
 */
import type {StatementTable} from './table';

/** What the remark step needs from the site-wide table, set by the plugin (or by check:mdx). */
export type CrossReferenceRegistry = {
  readonly labels: ReadonlySet<string>;
  /** The page's data module (absolute path), for pages that have references or backlinks. */
  readonly dataModules: ReadonlyMap<string, string>;
  /**
   * Every published page's data file, also written for pages without data: the page's MDX depends on it
   * (src/plugins/mdx/loader.cjs), so that it compiles again when what it cites changes.
   */
  readonly pageDataFiles?: ReadonlyMap<string, string>;
  /** Every numbered block of each published page, by permalink (for search, after the build). */
  readonly statements?: StatementTable['statements'];
};

// The plugin and the MDX loader may load this module through different module loaders,
// so the registry lives on the process, under a symbol of its own.
const registryKey = Symbol.for('notes-site.cross-references.registry');
type WithRegistry = typeof globalThis & {[registryKey]?: CrossReferenceRegistry};

export function setCrossReferenceRegistry(registry: CrossReferenceRegistry): void {
  (globalThis as WithRegistry)[registryKey] = registry;
}

export function currentRegistry(): CrossReferenceRegistry | undefined {
  return (globalThis as WithRegistry)[registryKey];
}
