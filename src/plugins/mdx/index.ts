/**
 * Reports failures of the site's own MDX steps (KaTeX, Python cells, theorem blocks) the way an
 * author reads them, the same in `npm start`'s overlay and terminal and in `npm run build`: it puts
 * ./loader.cjs in place of mdx-loader in every MDX rule. It must come after the content plugins in
 * the config, so that their rules exist when it runs.
 */
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);
const mdxLoaderPath = require.resolve('@docusaurus/mdx-loader');
const siteLoaderPath = require.resolve('./loader.cjs');

/** The parts of a webpack/Rspack rule that can name a loader. */
type Rule = {use?: unknown; loader?: unknown; oneOf?: unknown; rules?: unknown};

const isMdxLoader = (loader: unknown): boolean => loader === mdxLoaderPath || loader === siteLoaderPath;

function replaceLoader(item: unknown): unknown {
  if (isMdxLoader(item)) {
    return siteLoaderPath;
  }
  if (item && typeof item === 'object' && isMdxLoader((item as Rule).loader)) {
    return {...item, loader: siteLoaderPath};
  }
  return item;
}

/**
 * Puts the site's loader in place of mdx-loader in `rules` (and nested rules), in place; returns
 * how many MDX loaders it found. The client and server configs share the content plugins' rule
 * objects, so the second call finds them already replaced.
 */
function replaceInRules(rules: unknown): number {
  if (!Array.isArray(rules)) {
    return 0;
  }
  let replaced = 0;
  for (const rule of rules as unknown[]) {
    if (!rule || typeof rule !== 'object') {
      continue;
    }
    const ruleSet = rule as Rule;
    if (Array.isArray(ruleSet.use)) {
      const use: unknown[] = ruleSet.use;
      replaced += use.filter((item) => isMdxLoader(item) || isMdxLoader((item as Rule | null)?.loader)).length;
      ruleSet.use = use.map(replaceLoader);
    }
    if (isMdxLoader(ruleSet.loader)) {
      ruleSet.loader = siteLoaderPath;
      replaced += 1;
    }
    replaced += replaceInRules(ruleSet.oneOf) + replaceInRules(ruleSet.rules);
  }
  return replaced;
}

export default function mdxErrorsPlugin(): Plugin {
  return {
    name: 'mdx',
    configureWebpack(config) {
      if (replaceInRules(config.module?.rules) === 0) {
        throw new Error('mdx: no mdx-loader rule found; list this plugin after the content plugins.');
      }
      return {};
    },
  };
}
