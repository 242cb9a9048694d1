/**
 * The site's macro file (./katex.ts) as the owner reads it: where it lists each macro that typesets
 * notation, so that a problem with one is reported at its file:line:column.
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {notationMacros} from './katex';

/** ./katex.ts, where the site's macros are defined. */
const macroFile = fileURLToPath(new URL('./katex.ts', import.meta.url));

/** Each macro of `notationMacros` with the place it is listed (line and column from 1). */
export function notationMacroPlaces(): {macro: string; file: string; line: number; column: number}[] {
  const source = readFileSync(macroFile, 'utf8');
  const list = source.indexOf('notationMacros');
  return notationMacros.map((macro) => {
    const literal = `'${macro.replace(/\\/g, '\\\\')}'`;
    const at = source.indexOf(literal, list);
    const before = source.slice(0, Math.max(at, 0)).split('\n');
    return {macro, file: macroFile, line: at < 0 ? 1 : before.length, column: at < 0 ? 1 : before.at(-1)!.length + 1};
  });
}
