/**
 * The highlighter a page's code blocks draw with, once a page that shows code has loaded it
 * (./theme/HighlightedCode.tsx registers itself as it is evaluated; ./remark/code-pages.ts imports it into
 * each such page). Until then src/theme/CodeBlock draws a block as plain text, which no built page
 * shows: the build's pages test fails on a code block left unhighlighted.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';

let highlighter: ComponentType<Props> | undefined;

export function registerHighlighter(component: ComponentType<Props>): void {
  highlighter = component;
}

export function registeredHighlighter(): ComponentType<Props> | undefined {
  return highlighter;
}
