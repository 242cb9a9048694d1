import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Copies of docs/ added beside the original, so the generated site has four times the docs. */
const extraCopies = 3;

/** The cross-reference labels the docs define: theorem-style blocks' ids and equations' \\label{eq:…}. */
function docsLabels(files: readonly string[]): Set<string> {
  const labels = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, label] of text.matchAll(/\bid="([^"]+)"/g)) {
      labels.add(label!);
    }
    for (const [, label] of text.matchAll(/\\label\{(eq:[^}]+)\}/g)) {
      labels.add(label!);
    }
  }
  return labels;
}

/**
 * `text` with each of `labels` renamed (definitions, a proof's statement, references, same-page anchors):
 * `x` → `prefix`x, `eq:x` → `eq:prefix`x.
 */
function relabel(text: string, labels: ReadonlySet<string>, prefix: string): string {
  const renamed = (label: string) =>
    labels.has(label) ? (label.startsWith('eq:') ? `eq:${prefix}${label.slice(3)}` : `${prefix}${label}`) : label;
  return text
    .replace(/\b(id|of)="([^"]+)"/g, (_, attribute: string, label: string) => `${attribute}="${renamed(label)}"`)
    .replace(/\\label\{(eq:[^}]+)\}/g, (_, label: string) => `\\label{${renamed(label)}}`)
    .replace(/\]\((ref:|#)([^)\s]+)\)/g, (_, kind: string, label: string) => `](${kind}${renamed(label)})`);
}

/**
 * Generates `workDir/quadruple`: this site's committed files with docs/ four
 * times over (docs/copy-2 … copy-4 hold copies of every doc, with their own
 * routes), sharing this site's node_modules. Its build time per page, against
 * the site's, shows whether building grows faster than the content. Returns
 * the directory.
 */
export function generateQuadrupleSite(workDir: string): string {
  const siteDir = path.join(workDir, 'quadruple');
  rmSync(siteDir, {recursive: true, force: true});
  const tracked = execFileSync('git', ['ls-files', '-z'], {encoding: 'utf8'})
    .split('\0')
    .filter((file) => file !== '' && !file.startsWith('bench/') && !file.startsWith('tests/'));
  for (const file of tracked) {
    mkdirSync(path.join(siteDir, path.dirname(file)), {recursive: true});
    cpSync(file, path.join(siteDir, file));
  }
  const labels = docsLabels(tracked.filter((name) => /^docs\/.*\.mdx?$/.test(name)));
  for (let copy = 2; copy <= extraCopies + 1; copy += 1) {
    const copyDir = path.join(siteDir, 'docs', `copy-${copy}`);
    for (const file of tracked.filter((name) => name.startsWith('docs/'))) {
      const target = path.join(copyDir, path.relative('docs', file));
      mkdirSync(path.dirname(target), {recursive: true});
      const text = readFileSync(file, 'utf8');
      if (file.endsWith('.mdx') || file.endsWith('.md')) {
        // An explicit slug (the notes' home is /docs/home) would give every copy the same route, and
        // cross-reference labels are unique across the site: each copy gets its own.
        // A notation declaration may name the macro its symbols are marked by, once in the site (src/plugins/notation):
        // the copies declare the notation without it.
        writeFileSync(
          target,
          relabel(text.replace(/^slug: .*\n/m, '').replace(/(<Notation\b[^>]*?)\s+macro="[^"]*"/g, '$1'), labels, `c${copy}-`),
        );
      } else if (path.basename(file) === '_category_.json') {
        // Sidebar labels are translation keys, which must be unique.
        const category = JSON.parse(text) as {label?: string};
        writeFileSync(
          target,
          `${JSON.stringify({...category, label: `${category.label ?? path.basename(path.dirname(file))} (copy ${copy})`})}\n`,
        );
      } else {
        writeFileSync(target, text);
      }
    }
    writeFileSync(path.join(copyDir, '_category_.json'), `${JSON.stringify({label: `Copy ${copy}`, position: 100 + copy})}\n`);
  }
  symlinkSync(path.resolve('node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  return siteDir;
}
