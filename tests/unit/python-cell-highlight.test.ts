/**
 * A cell's code at rest is highlighted as HTML text (src/plugins/python-cells/theme/PythonCell/highlighted-html.ts, and from
 * the tokens the build writes into its props, code-tokens.ts):
 * it must read and look as prism-react-renderer's <Highlight> draws it, in both colour modes, for every
 * cell the site has and for the characters HTML escapes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load} from 'cheerio';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/data/prism';
import {codeTokens, highlightedHtml} from '../../src/plugins/python-cells/theme/PythonCell/highlighted-html';
import {tokensHtml, type CodeLines} from '../../src/plugins/python-cells/theme/PythonCell/code-tokens';

/** What <Highlight> draws: each token a span, lines joined by "\n", an empty line's lone token left out. */
function drawnByHighlight(code: string, theme: PrismTheme): string {
  return renderToStaticMarkup(
    React.createElement(Highlight, {
      theme,
      code,
      language: 'python',
      children: ({tokens, getTokenProps}) =>
        tokens.map((line, lineIndex) =>
          React.createElement(
            React.Fragment,
            {key: lineIndex},
            ...line
              .filter((token) => !token.empty)
              .map((token, index) => React.createElement('span', {key: index, ...getTokenProps({token})})),
            lineIndex < tokens.length - 1 ? '\n' : null,
          ),
        ),
    }),
  );
}

/** The spans as a reader's browser sees them: text, classes, declared styles. */
function spans(html: string): {text: string; spans: string[]} {
  const $ = load(`<pre>${html}</pre>`, null, false);
  return {
    text: $('pre').text(),
    spans: $('span')
      .toArray()
      .map((span) => `${$(span).attr('class')} | ${$(span).attr('style') ?? ''} | ${$(span).text()}`),
  };
}

const contentFiles = ['docs', 'blog'].flatMap((directory) =>
  readdirSync(directory, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join(directory, file)),
);
const cells = contentFiles.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^```python cell[^\n]*\n([\s\S]*?)\n```$/gm)].map((match) => ({file, code: match[1]!})),
);

test("each cell's code, and code with characters HTML escapes, is drawn as <Highlight> draws it in both modes, from Prism and from the build's tokens", () => {
  assert.ok(cells.length > 0, 'no Python cell found in the content');
  const samples = [
    ...cells.map(({code}) => code),
    'if a < b and c > d & e:\n\n    s = "<b>" + \'&amp;\'  # a "comment" <i>\n',
    '',
    'x = 1\n\n\ny = f"{x!r:>8}"',
  ];
  for (const theme of [lightCodeTheme, darkCodeTheme]) {
    for (const code of samples) {
      const drawn = spans(highlightedHtml(code, theme));
      assert.deepEqual(drawn, spans(drawnByHighlight(code, theme)), code);
      assert.equal(drawn.text, code, 'the text is the code');
      // As the page draws it without Prism: from the tokens the build wrote into the cell's props, as JSON.
      const tokens = JSON.parse(JSON.stringify(codeTokens(code))) as CodeLines;
      assert.deepEqual(spans(tokensHtml(tokens, theme)), drawn, code);
    }
  }
});
