/**
 * The one channel for site-wide data into the MDX steps (README, "Site-wide data into pages").
 *
 * A capability whose pages need data from the whole site (the statement table, the citations, the
 * notation) derives it from the site model (src/plugins/site-model), which writes what each page needs
 * with `createData` as one file at a path derived from the page:
 * `.docusaurus/site-model/default/<capability>/pages/<page key>.json`, the page key being the page's
 * source path. A page's file holds only what that page needs: a site-wide table is a file of its own,
 * so an edit recompiles only the pages whose data it changes.
 * - The capability's MDX step is given its channel in its options (src/plugins/mdx/steps.ts). It
 *   reads the page's file while the page compiles (what it needs for errors with file:line:col) and
 *   makes the page import it (what the page's components show), as the blog plugin ties a post's
 *   metadata file to the post's module.
 * - The site's MDX loader makes each page depend on its file in every channel (src/plugins/mdx), so
 *   a page compiles again, and its steps read the file again, whenever its data changes.
 * - Data read after the build (search's statements) is a file of its own in the capability's folder.
 * Nothing travels through the process: the data is in files a newcomer can open.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PLUGIN_ID, GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {siteModelPluginName} from './contribution';

/** Where the site model writes a capability's data for each page, and where its MDX step reads it. */
export type PageDataChannel = {
  readonly siteDir: string;
  /** The capability's folder of generated files (capabilityDataDir). */
  readonly dir: string;
};

/** The folder a capability's generated files are in: `.docusaurus/site-model/default/<capability>`. */
export function capabilityDataDir(siteDir: string, capability: string): string {
  return path.join(siteDir, GENERATED_FILES_DIR_NAME, siteModelPluginName, DEFAULT_PLUGIN_ID, capability);
}

export function pageDataChannel(siteDir: string, capability: string): PageDataChannel {
  return {siteDir, dir: capabilityDataDir(siteDir, capability)};
}

/** A stable, readable key for a page's data files: its source path relative to the site. */
export function pageKey(siteDir: string, file: string): string {
  return path
    .relative(siteDir, file)
    .replace(/\.mdx?$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

/** The page's data file, as `createData` names it. */
export function pageDataName(siteDir: string, file: string): string {
  return `pages/${pageKey(siteDir, file)}.json`;
}

/** The page's data file in `channel`. */
export function pageDataFile(channel: PageDataChannel, file: string): string {
  return path.join(channel.dir, pageDataName(channel.siteDir, file));
}

/**
 * The page's data in `channel`, or undefined when the plugin wrote none for it (a page it does not
 * publish). A file caught while `npm start` rewrites it reads as none: the page depends on the file,
 * so it compiles again once the file is written.
 */
export async function readPageData<Data>(channel: PageDataChannel, file: string): Promise<Data | undefined> {
  let text: string;
  try {
    text = await readFile(pageDataFile(channel, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  try {
    return JSON.parse(text) as Data;
  } catch {
    return undefined;
  }
}
