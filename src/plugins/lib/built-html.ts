/** The pages of a build, as files. */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every .html file under a build's folder, as a path. */
export function builtHtmlFiles(outDir: string): string[] {
  return readdirSync(outDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
