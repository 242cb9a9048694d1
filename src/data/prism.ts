/**
 * Code highlighting themes: Prism's GitHub (light) and Dracula (dark), with
 * the token colours that fell below WCAG AA (4.5:1) on their own backgrounds
 * darkened (light) or lightened (dark) just enough to pass.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces token colours, keyed by the original colour. */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => ({
      ...style,
      style: {...style.style, color: colours[style.style.color ?? ''] ?? style.style.color},
    })),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#6b6b5e', // comments: 2.7:1 -> 5.1:1 on #f6f8fa
  '#e3116c': '#c90f5f', // strings
  '#36acaa': '#23716f', // numbers, constants
  '#00a4db': '#006f95', // keywords, attributes
  '#d73a49': '#bd3340', // functions
});

export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#8d9bd0', // comments: 3.0:1 -> 5.2:1 on #282a36
});
