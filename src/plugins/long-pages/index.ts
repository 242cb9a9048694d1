/**
 * Long pages: a notes page holds up to 1,100 typeset formulas, and laying all of them out before the
 * first paint cost a phone about a second of main thread. Article blocks far from the viewport are not laid out until they
 * near it (./containment.css, `content-visibility: auto`), sized meanwhile by an estimate that the
 * rehype step ./remark/block-size-estimates.ts writes from each block's text and formulas; after a
 * client-side navigation to an anchor, ./client/keep-anchor-in-place.ts holds the target where
 * Docusaurus scrolled it while the blocks around it take their real height.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export default function longPagesPlugin(): Plugin {
  return {
    name: 'long-pages',
    getClientModules: () => [path.join(here, 'containment.css'), path.join(here, 'client/keep-anchor-in-place.ts')],
  };
}
