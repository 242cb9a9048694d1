/**
 * The `key` that redraws highlighted code once React has hydrated a page, only when the reader's colour
 * mode is not the default one. The server draws code in the default mode's Prism colours (inline styles),
 * and hydration leaves what the server wrote as it is: in the other mode, the code is drawn again once;
 * in the default mode, never (redrawing re-created every token of the page: issue 32). Used by the code
 * blocks (src/theme/CodeBlock) and by the Python cells' code at rest (src/plugins/python-cells).
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';

export function useCodeColoursKey(): 'server' | 'client' {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  return isBrowser && colorMode !== defaultMode ? 'client' : 'server';
}
