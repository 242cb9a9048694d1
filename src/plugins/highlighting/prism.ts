/**
 * The grammars of `prism.additionalLanguages` added to prism-react-renderer's Prism, as theme-classic's
 * client module did on every page (./index.ts). Imported for this effect by ./theme/HighlightedCode.tsx,
 * so before any code block is highlighted.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
