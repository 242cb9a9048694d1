/**
 * A cell's code as HTML text from its tokens, in the colours of a Prism theme, without Prism: the tokens of
 * a cell's code as written come with the page (the MDX step tokenizes it at build time, ./highlighted-html.ts),
 * so a page whose only code is its cells draws them without loading Prism, which is fetched when a reader
 * first edits a cell (its evaluation registers every grammar prism-react-renderer bundles: a task of ~90 ms
 * under Lighthouse's 4x slowdown on chapter 3's notes).
 */
import type {PrismTheme} from 'prism-react-renderer';

/** A token: its types joined by spaces ("plain", "keyword", "string triple-quoted-string"), and its text. */
export type CodeToken = readonly [types: string, content: string];
/** A cell's code as lines of tokens (an empty line has none). */
export type CodeLines = readonly (readonly CodeToken[])[];

type Style = Readonly<Record<string, string | number | undefined>>;

const escapes: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escape = (text: string): string => text.replace(/[&<>"]/g, (character) => escapes[character]!);

/** Code as HTML text with no highlighting: what the editor shows for the moment Prism takes to come. */
export const plainHtml = escape;

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

/** The lines of tokens as prism-react-renderer's <Highlight> draws them: a span per token, lines joined by "\n". */
export function tokensHtml(lines: CodeLines, theme: PrismTheme, language = 'python'): string {
  const byType = stylesByType(theme, language);
  return lines
    .map((line) =>
      line
        .map(([types, content]) => {
          const list = types.split(' ');
          const plain = types === 'plain';
          const style = plain ? '' : cssText(Object.assign({}, ...list.map((type) => byType.get(type))) as Style);
          return `<span class="${escape(['token', ...list].join(' '))}"${style ? ` style="${escape(style)}"` : ''}>${escape(content)}</span>`;
        })
        .join(''),
    )
    .join('\n');
}
