/**
 * Dependency graphs: one page per chapter, notes area and notes page, drawing which results each
 * result uses. The relation (./graph.ts) comes from the site's statement table and is laid out at
 * build time by Graphviz (./layout.ts), with every title measured in the boxes' own font
 * (./text-metrics.ts, theme/DependencyGraph/fonts), so the page only draws finished geometry
 * (./geometry.ts). The cross-references plugin, which holds the one extraction of the site's
 * pages, calls ./build.ts and adds one route per graph; this plugin ships the page that draws it,
 * theme/DependencyGraph.
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
