/**
 * The site's MDX loader, ./loader.cjs, in place of mdx-loader in every MDX rule. It reports failures
 * of the site's own MDX steps (KaTeX, Python cells, theorem blocks) the way an author reads them, the
 * same in `npm start`'s overlay and terminal and in `npm run build`, and makes each page depend on its
 * data file in every channel of site-wide data (./steps.ts), which its options give it. It must come
 * after the content plugins in the config, so that their rules exist when it runs.
 */
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageDataFile} from '../lib/page-data';
import {buildStepContext, pageDataChannels} from './steps';

const require = createRequire(import.meta.url);
const mdxLoaderPath = require.resolve('@docusaurus/mdx-loader');
const siteLoaderPath = require.resolve('./loader.cjs');

/** The parts of a webpack/Rspack rule that can name a loader. */
type Rule = {use?: unknown; loader?: unknown; options?: unknown; oneOf?: unknown; rules?: unknown};

/** The options ./loader.cjs reads besides mdx-loader's: the site-wide data files a page depends on. */
export type SiteLoaderOptions = {readonly pageDataFiles: (file: string) => readonly string[]};

const isMdxLoader = (loader: unknown): boolean => loader === mdxLoaderPath || loader === siteLoaderPath;

function replaceLoader(item: unknown, options: SiteLoaderOptions): unknown {
  if (isMdxLoader(item)) {
    return {loader: siteLoaderPath, options};
  }
  if (item && typeof item === 'object' && isMdxLoader((item as Rule).loader)) {
    const {options: mdxOptions} = item as {options?: object};
    // Replaced already, by the call for the other config (client or server): keep the same options.
    if (mdxOptions && 'pageDataFiles' in mdxOptions) {
      return item;
    }
    return {...item, loader: siteLoaderPath, options: {...mdxOptions, ...options}};
  }
  return item;
}

/**
 * Puts the site's loader in place of mdx-loader in `rules` (and nested rules), in place; returns
 * how many MDX loaders it found. The client and server configs share the content plugins' rule
 * objects, so the second call finds them already replaced.
 */
function replaceInRules(rules: unknown, options: SiteLoaderOptions): number {
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
      ruleSet.use = use.map((item) => replaceLoader(item, options));
    }
    if (isMdxLoader(ruleSet.loader)) {
      ruleSet.loader = siteLoaderPath;
      ruleSet.options = {...(ruleSet.options as object | undefined), ...options};
      replaced += 1;
    }
    replaced += replaceInRules(ruleSet.oneOf, options) + replaceInRules(ruleSet.rules, options);
  }
  return replaced;
}

/** The site's options for its loader: each page's data files, in every channel of ./steps.ts. */
export function siteLoaderOptions(siteDir: string): SiteLoaderOptions {
  const channels = pageDataChannels(buildStepContext(siteDir));
  return {
    // The files the capabilities wrote for this page; a page they publish none for depends on none.
    pageDataFiles: (file) => channels.map((channel) => pageDataFile(channel, file)).filter((data) => existsSync(data)),
  };
}

export default function mdxPlugin(context: LoadContext): Plugin {
  const options = siteLoaderOptions(context.siteDir);
  return {
    name: 'mdx',
    configureWebpack(config) {
      if (replaceInRules(config.module?.rules, options) === 0) {
        throw new Error('mdx: no mdx-loader rule found; list this plugin after the content plugins.');
      }
      return {};
    },
  };
}
