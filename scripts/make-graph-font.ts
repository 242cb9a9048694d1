/**
 * Writes the font of the dependency graphs' boxes (src/plugins/graphs/theme/DependencyGraph/fonts):
 * Liberation Sans cut down to the Latin letters and punctuation a title can hold, and its bold
 * to the ASCII of a box's name ("Theorem 12"). The graphs are laid out at build time with text measured in these very files
 * (src/plugins/graphs/text-metrics.ts), so the browser draws each title at the width
 * its box was made for, whatever fonts the reader's system has (a character left out here is
 * measured as a full em, and drawn in a system font). The source is the copy that
 * pdfjs-dist ships (SIL Open Font License 1.1, copied beside the fonts). Run it again only to
 * widen the character set: npx tsx scripts/make-graph-font.ts
 */
import {copyFile, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const source = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');
const target = new URL('../src/plugins/graphs/theme/DependencyGraph/fonts/', import.meta.url);

const ranges: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0x17f], // Latin-1 Supplement and Latin Extended-A
  [0x2010, 0x2027], // dashes, quotes, ellipsis
  [0x2070, 0x209f], // superscripts and subscripts
  [0x2190, 0x22ff], // arrows and mathematical operators
];
const text = (from: number, to: number) =>
  Array.from({length: to - from + 1}, (_, index) => String.fromCodePoint(from + index)).join('');

for (const [weight, file, characters] of [
  ['regular', 'LiberationSans-Regular.ttf', ranges.map(([from, to]) => text(from, to)).join('')],
  ['bold', 'LiberationSans-Bold.ttf', text(0x20, 0x7e)],
] as const) {
  const subset = await subsetFont(await readFile(path.join(source, file)), characters, {targetFormat: 'woff2'});
  await writeFile(new URL(`graph-sans-${weight}.woff2`, target), subset);
  console.log(`graph-sans-${weight}.woff2: ${subset.length} bytes`);
}
await copyFile(path.join(source, 'LICENSE_LIBERATION'), new URL('LICENSE', target));
