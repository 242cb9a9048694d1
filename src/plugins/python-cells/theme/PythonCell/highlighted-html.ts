/**
 * A cell's code highlighted as HTML text, as prism-react-renderer's <Highlight> draws it (its tokenizer,
 * its theme's colours as inline styles), for the code at rest (index.tsx, CodeAtRest) and under the
 * editor's text box once a reader edits: React hydrates an element's dangerouslySetInnerHTML without
 * creating, or comparing, an element per token. On the page with 14 cells, the 2,800 token elements were
 * half of React's work as it hydrated the page (issue 32).
 */
import {Prism, normalizeTokens, type PrismTheme, type Token} from 'prism-react-renderer';

type Style = Readonly<Record<string, string | number | undefined>>;

const escapes: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escape = (text: string): string => text.replace(/[&<>"]/g, (character) => escapes[character]!);

/** A style object as CSS text, as React writes it ("fontStyle" as "font-style"). */
const cssText = (style: Style): string =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');

/** Each token type's style for `language` (prism-react-renderer's themeToDict). */
function stylesByType(theme: PrismTheme, language: string): Map<string, Style> {
  const byType = new Map<string, Style>([
    ['root', theme.plain as Style],
    ['plain', {...(theme.plain as Style), backgroundColor: undefined}],
  ]);
  for (const {languages, style, types} of theme.styles) {
    if (!languages || languages.includes(language)) {
      for (const type of types) {
        byType.set(type, {...byType.get(type), ...(style as Style)});
      }
    }
  }
  return byType;
}

/** Lines of tokens, empty lines with none (their "\n" token would add a line break to the text). */
export function highlightedHtml(code: string, theme: PrismTheme, language = 'python'): string {
  const grammar = Prism.languages[language];
  const lines: Token[][] = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  const byType = stylesByType(theme, language);
  return lines
    .map((line) =>
      line
        .filter((token) => !token.empty)
        .map((token) => {
          const plain = token.types.length === 1 && token.types[0] === 'plain';
          const style = plain ? '' : cssText(Object.assign({}, ...token.types.map((type) => byType.get(type))) as Style);
          return `<span class="${escape(['token', ...token.types].join(' '))}"${style ? ` style="${escape(style)}"` : ''}>${escape(token.content)}</span>`;
        })
        .join(''),
    )
    .join('\n');
}
