/**
 * A code block given as a string, highlighted by Prism: theme-classic's own component, with the grammars
 * of `prism.additionalLanguages` registered first (../prism.ts). Imported only by the pages that show code
 * (../remark/code-pages.ts), and registered for src/theme/CodeBlock as it is evaluated, with the page's
 * module, before the page renders, on the server and in the browser alike.
 */
import CodeBlockString from '@theme/CodeBlock/Content/String';
import {registerHighlighter} from '../registry';
import '../prism';

registerHighlighter(CodeBlockString);

export default CodeBlockString;
