/**
 * Code highlighting (Prism, through prism-react-renderer) is loaded with the pages that show code, not in
 * the script every page runs first nor with every page of content. theme-classic registers its Prism
 * grammars in a client module, which put prism-react-renderer (every grammar and theme it bundles) in that
 * script: a third of its evaluation on the home page (issue 32). This plugin drops that client module from
 * the bundle, and ./prism.ts does its work instead where Prism is used:
 * - ./remark/code-pages.ts imports ./theme/HighlightedCode.tsx (theme-classic's highlighted code block, with
 *   ./prism.ts) into each page with a code block, which registers it (./registry.ts) for src/theme/CodeBlock
 *   before the page renders; theme-classic's MDX components draw every page's `code` with CodeBlock, so
 *   importing Prism there loaded it on every doc and post, code or none (its evaluation a task of ~100 ms
 *   under Lighthouse's 4x slowdown on chapter 3's notes, the index of terms and the print editions);
 * - the Python cells' code (python-cells/theme/PythonCell/highlighted-html.ts) is in a language
 *   prism-react-renderer has built in; it is tokenized at build time and drawn from its tokens, and Prism
 *   comes to a page of cells when a reader first edits one;
 * - the colours are the Prism themes of src/data/prism.ts (`prism.theme` and `prism.darkTheme`); code is
 *   drawn again in the reader's colour mode after hydration only when it is not the default mode
 *   (./colours-key.ts, for the code blocks and the cells' code).
 * The client module's path is theme-classic's own (README, "Docusaurus internals";
 * tests/unit/docusaurus-internals.test.ts checks that theme-classic still lists it).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** theme-classic's client module that registers `prism.additionalLanguages`, as its plugin lists it. */
export const themeClassicPrismModule = './prism-include-languages';

/** The module's request in the client modules Docusaurus generates: the path theme-classic's plugin gives, resolved. */
export function themeClassicPrismModulePath(): string {
  return path.resolve(path.dirname(require.resolve('@docusaurus/theme-classic')), themeClassicPrismModule);
}

export default function highlightingPlugin(): Plugin {
  return {
    name: 'highlighting',
    configureWebpack() {
      // `false`: the module is replaced by an empty one ("$": this exact request only).
      return {resolve: {alias: {[`${themeClassicPrismModulePath()}$`]: false}}};
    },
  };
}
