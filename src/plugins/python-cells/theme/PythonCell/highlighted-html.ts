/**
 * A cell's code highlighted as HTML text, as prism-react-renderer's <Highlight> draws it (its tokenizer,
 * its theme's colours as inline styles), for the code at rest (index.tsx, CodeAtRest) and under the
 * editor's text box once a reader edits: React hydrates an element's dangerouslySetInnerHTML without
 * creating, or comparing, an element per token. On the page with 14 cells, the 2,800 token elements were
 * half of React's work as it hydrated the page (issue 32).
 *
 * This module holds Prism: the MDX step tokenizes each cell's code with it at build time (`codeTokens`, into
 * the cell's props), and the browser loads it only when a reader edits a cell (./code-tokens.ts draws the
 * tokens the page came with).
 */
import {Prism, normalizeTokens, type PrismTheme, type Token} from 'prism-react-renderer';
import {tokensHtml, type CodeLines} from './code-tokens';

/** Lines of tokens, empty lines with none (their "\n" token would add a line break to the text). */
export function codeTokens(code: string, language = 'python'): CodeLines {
  const grammar = Prism.languages[language];
  const lines: Token[][] = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  return lines.map((line) =>
    line.filter((token) => !token.empty).map((token) => [token.types.join(' '), token.content] as const),
  );
}

export function highlightedHtml(code: string, theme: PrismTheme, language = 'python'): string {
  return tokensHtml(codeTokens(code, language), theme, language);
}
