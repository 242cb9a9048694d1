/**
 * Mathematics pipeline shared by docs, blog and pages: remark-math parses
 * `$...$` / `$$...$$`, rehype-katex typesets at build time, and the strict
 * wrapper turns any formula KaTeX cannot compile into a build error that
 * names the file and the formula.
 */
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {toText} from 'hast-util-to-text';
import type {Element, Root} from 'hast';
import type {VFile} from 'vfile';
import {katexMacros, katexOptions} from '../data/katex';

type KatexMessage = {
  source?: string;
  reason: string;
  line?: number;
  column?: number;
  cause?: unknown;
  ancestors?: Element[];
};

/** rehype-katex, failing the build on the first formula that does not compile. */
export function rehypeKatexStrict() {
  // rehype-katex mutates `macros` when a formula uses \gdef; give it a copy per file.
  return (tree: Root, file: VFile): void => {
    const transform = rehypeKatex({...katexOptions, macros: {...katexMacros}}) as (
      tree: Root,
      file: VFile,
    ) => void;
    transform(tree, file);
    const failures = (file.messages as KatexMessage[]).filter((message) => message.source === 'rehype-katex');
    if (failures.length > 0) {
      const details = failures
        .map((failure) => {
          const cause = failure.cause instanceof Error ? failure.cause.message : String(failure.cause);
          const element = failure.ancestors?.at(-1);
          const formula = element ? toText(element, {whitespace: 'pre'}).trim() : '';
          const place = failure.line === undefined ? '' : ` (line ${failure.line}:${failure.column ?? '?'})`;
          return `  formula${place}: ${formula}\n    ${cause}`;
        })
        .join('\n');
      throw new Error(`KaTeX could not compile ${failures.length} formula(s) in ${file.path}:\n${details}`);
    }
  };
}

export const remarkPlugins = [remarkMath];
export const rehypePlugins = [rehypeKatexStrict];
