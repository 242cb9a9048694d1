/**
 * Compares the HTML of two builds page by page, byte for byte, once the names of hashed assets are
 * put aside: a refactoring that should change nothing a reader gets shows here what it did change.
 * Usage: node --import tsx/esm scripts/compare-builds.ts <build before> <build after>
 * Prints each page that differs with its first differing lines, and each page only one build has;
 * exits 1 if any.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

/** A script, stylesheet or other bundled asset whose name carries a hash of its content (and chunks are named by hashes too). */
const hashedAsset = /(\/assets\/(?:js|css)\/)[^"'\s),]+?\.(js|css)\b/g;

const normalise = (html: string) => html.replace(hashedAsset, '$1…$2');

async function htmlPages(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return new Set(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))),
  );
}

/** The first lines that differ (the HTML is minified: split at tags to see where). */
function firstDifferences(before: string, after: string, count = 3): string[] {
  const split = (html: string) => html.split(/(?=<)/);
  const a = split(before);
  const b = split(after);
  const lines: string[] = [];
  for (let index = 0; index < Math.max(a.length, b.length) && lines.length < count * 2; index += 1) {
    if (a[index] !== b[index]) {
      lines.push(`  - ${a[index]?.slice(0, 200) ?? '(nothing)'}`, `  + ${b[index]?.slice(0, 200) ?? '(nothing)'}`);
    }
  }
  return lines;
}

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('Usage: node --import tsx/esm scripts/compare-builds.ts <build before> <build after>');
  process.exit(2);
}
const before = await htmlPages(beforeDir);
const after = await htmlPages(afterDir);
let differing = 0;
for (const page of [...before].filter((page) => !after.has(page)).sort()) {
  console.log(`only before: ${page}`);
  differing += 1;
}
for (const page of [...after].filter((page) => !before.has(page)).sort()) {
  console.log(`only after: ${page}`);
  differing += 1;
}
const common = [...before].filter((page) => after.has(page)).sort();
for (const page of common) {
  const a = normalise(await readFile(path.join(beforeDir, page), 'utf8'));
  const b = normalise(await readFile(path.join(afterDir, page), 'utf8'));
  if (a !== b) {
    differing += 1;
    console.log(`differs: ${page}`);
    console.log(firstDifferences(a, b).join('\n'));
  }
}
console.log(`${common.length} pages in both builds; ${differing} differ or are in one build only.`);
process.exit(differing > 0 ? 1 : 0);
