/**
 * Dependency graphs: one page per chapter, notes area and notes page, drawing which results each
 * result uses. The site model (src/plugins/site-model) derives them from its statement table
 * (./build.ts: the relation in ./graph.ts, laid out with Graphviz in ./layout.ts) and adds their
 * routes; this plugin ships the page that draws them (theme/DependencyGraph).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export default function graphsPlugin(): Plugin {
  const themePath = path.join(here, 'theme');
  return {
    name: 'graphs',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
