/**
 * KaTeX's fonts as files, never inlined, and cut down to the characters the
 * site's formulas use.
 *
 * Docusaurus inlines every font under 10 kB into the stylesheet as a data:
 * URL; for KaTeX that put nine fonts (woff2, woff and ttf alike, about 80 kB
 * compressed) into the render-blocking CSS of every page, whether or not it
 * has a formula. As files, a browser downloads only the woff2 fonts a page's
 * formulas use, and only as WOFF2 (a small loader drops the WOFF and TrueType
 * fallbacks no supported browser reads).
 *
 * Each woff2 font is then subset (harfbuzz, via subset-font) to the characters
 * of the site's formulas: every page's formulas are compiled into the client
 * bundle as HTML strings, in the page's formula module (src/plugins/maths/remark/math.ts),
 * so the characters of those strings are every character a formula can show. This
 * runs while the bundler processes assets, before it computes content hashes,
 * so a subset font gets its own file name and the stylesheet that names it is
 * renamed too: a reader's cache never pairs an old stylesheet with a new font. A build test checks that each served font still
 * covers every character the built pages put in its font's reach.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Configuration, RuleSetRule} from 'webpack';
import type {Compiler} from '@rspack/core';
import subsetFont from 'subset-font';
import {formulaModulesDirectory} from './remark/math';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

type WebpackPlugin = NonNullable<Configuration['plugins']>[number];

const katexFont = /[\\/]katex[\\/]dist[\\/]fonts[\\/][^\\/]+\.(?:woff2?|ttf)$/;
const servedKatexWoff2 = /^assets\/fonts\/KaTeX_[^/]+\.woff2$/;

/** Docusaurus's font rule: the one rule that claims a .woff2 file. */
function isFontRule(rule: unknown): rule is RuleSetRule {
  return (
    typeof rule === 'object' &&
    rule !== null &&
    (rule as RuleSetRule).test instanceof RegExp &&
    ((rule as RuleSetRule).test as RegExp).test('a.woff2')
  );
}

/**
 * The text a reader sees in KaTeX's HTML: no tags or attributes, and not the
 * TeX source kept in the MathML <annotation> (never drawn with KaTeX's fonts).
 * KaTeX escapes only & < > " ' in text.
 */
function textOf(html: string): string {
  return html
    .replace(/<annotation\b[^>]*>[\s\S]*?<\/annotation>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g, (_, decimal, hex, name) =>
      decimal || hex
        ? String.fromCodePoint(Number.parseInt(decimal ?? hex, decimal ? 10 : 16))
        : ({amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"} as Record<string, string>)[name]!,
    );
}

/** Every character of the formulas in the bundle's formula modules (JSON arrays of KaTeX's HTML). */
function formulaModuleCharacters(files: Iterable<string>, directory: string, into: Set<string>): number {
  let modules = 0;
  for (const file of files) {
    if (path.dirname(file) === directory && file.endsWith('.json')) {
      modules += 1;
      for (const html of JSON.parse(readFileSync(file, 'utf8')) as string[]) {
        for (const character of textOf(html)) {
          into.add(character);
        }
      }
    }
  }
  return modules;
}

class SubsetKatexFonts {
  constructor(private readonly formulaModules: string) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SubsetKatexFonts', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // Before RealContentHash (OPTIMIZE_HASH), which renames changed assets and the files that name them.
        {name: 'SubsetKatexFonts', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE},
        async () => {
          const used = new Set<string>();
          const assets = compilation.getAssets();
          const formulaModules = formulaModuleCharacters(compilation.fileDependencies, this.formulaModules, used);
          if (formulaModules === 0 || used.size === 0) {
            throw new Error('maths: no formula module in the bundle; has src/plugins/maths/remark/math.ts changed its output?');
          }
          // KaTeX's stylesheet draws a few characters itself (content: "(" …).
          for (const asset of assets.filter(({name}) => name.endsWith('.css'))) {
            for (const character of asset.source.source().toString()) {
              used.add(character);
            }
          }
          const text = [...used].join('');
          await Promise.all(
            assets
              .filter((asset) => servedKatexWoff2.test(asset.name))
              .map(async (asset) => {
                const original = asset.source.buffer();
                const subset = await subsetFont(original, text, {targetFormat: 'woff2'});
                if (subset.length < original.length) {
                  compilation.updateAsset(asset.name, new sources.RawSource(subset));
                }
              }),
          );
        },
      );
    });
  }
}

/**
 * The bundler configuration that keeps KaTeX's fonts as files (the maths plugin's configureWebpack):
 * Docusaurus's font rule edited in place, and in a production client build the subsetting pass.
 */
export function configureKatexFonts(
  config: Configuration,
  isServer: boolean,
  bundlerName: string,
  siteDir: string,
): Configuration {
  const rules = config.module?.rules ?? [];
  const fontRule = rules.find(isFontRule);
  if (!fontRule) {
    throw new Error('maths: Docusaurus font rule not found; check the bundler configuration after an upgrade.');
  }
  const exclude = fontRule.exclude;
  fontRule.exclude = exclude === undefined ? katexFont : [exclude, katexFont].flat();
  rules.push({
    test: /[\\/]katex[\\/]dist[\\/]katex(?:\.min)?\.css$/,
    enforce: 'pre',
    use: [path.join(here, 'woff2-only-loader.cjs')],
  });
  rules.push({
    test: katexFont,
    type: 'asset/resource',
    generator: {filename: 'assets/fonts/[name]-[contenthash][ext]', emit: !isServer},
  });
  if (isServer || process.env.NODE_ENV !== 'production') {
    return {};
  }
  if (bundlerName !== 'rspack') {
    throw new Error('The maths plugin subsets KaTeX fonts with Rspack: keep future.faster enabled.');
  }
  return {plugins: [new SubsetKatexFonts(formulaModulesDirectory(siteDir)) as unknown as WebpackPlugin]};
}
