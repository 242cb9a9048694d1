/**
 * KaTeX's fonts as files, never inlined. Docusaurus inlines every font under
 * 10 kB into the stylesheet as a data: URL; for KaTeX that put nine fonts
 * (woff2, woff and ttf alike, about 80 kB compressed) into the render-blocking
 * CSS of every page, whether or not it has a formula. As files, a browser
 * downloads only the woff2 fonts a page's formulas use.
 */
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

const katexFont = /[\\/]katex[\\/]dist[\\/]fonts[\\/][^\\/]+\.(?:woff2?|ttf)$/;

/** Docusaurus's font rule: the one rule that claims a .woff2 file. */
function isFontRule(rule: unknown): rule is RuleSetRule {
  return typeof rule === 'object' && rule !== null && (rule as RuleSetRule).test instanceof RegExp && ((rule as RuleSetRule).test as RegExp).test('a.woff2');
}

export default function katexFontsPlugin(): Plugin {
  return {
    name: 'katex-fonts',
    configureWebpack(config, isServer) {
      const rules = config.module?.rules ?? [];
      const fontRule = rules.find(isFontRule);
      if (!fontRule) {
        throw new Error('katex-fonts: Docusaurus font rule not found; check the bundler configuration after an upgrade.');
      }
      const exclude = fontRule.exclude;
      fontRule.exclude = exclude === undefined ? katexFont : [exclude, katexFont].flat();
      rules.push({
        test: katexFont,
        type: 'asset/resource',
        generator: {filename: 'assets/fonts/[name]-[contenthash][ext]', emit: !isServer},
      });
      return {};
    },
  };
}
