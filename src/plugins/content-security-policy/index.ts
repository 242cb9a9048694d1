/**
 * Gives every built page a Content-Security-Policy meta tag. Static hosts
 * such as GitHub Pages cannot send headers, so the policy travels in the HTML:
 * scripts only from the site itself plus the exact inline scripts Docusaurus
 * writes (allowed by their SHA-256 hashes), no eval (WebAssembly only, for
 * search and Python cells), and nothing fetched from another origin.
 */
import {createHash} from 'node:crypto';
import {readFile, readdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import type {Plugin} from '@docusaurus/types';

/** Script types the browser executes; JSON-LD and other data blocks are not scripts. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export function inlineScriptHashes(html: string): string[] {
  const $ = load(html);
  const hashes = $('script:not([src])')
    .filter((_, script) => executableTypes.has(($(script).attr('type') ?? '').toLowerCase()))
    .map(
      (_, script) =>
        `'sha256-${createHash('sha256')
          .update($(script).html() ?? '', 'utf8')
          .digest('base64')}'`,
    )
    .get();
  return [...new Set(hashes)];
}

export function policyFor(html: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Every page may compile WebAssembly: the navbar's search runs Pagefind's WASM (and Python
    // cells run Pyodide). Compiling WebAssembly is all 'wasm-unsafe-eval' allows: no page may
    // eval JavaScript.
    'script-src': ["'self'", ...inlineScriptHashes(html), "'wasm-unsafe-eval'"],
    // KaTeX positions glyphs with style attributes, which hashes cannot allow.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Inserts the policy right after <meta charset>, before any script it governs. */
export function withPolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}">`;
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i;
  if (!charset.test(html)) {
    throw new Error('Cannot place the Content-Security-Policy: no <meta charset> in the page.');
  }
  return html.replace(charset, (tag) => `${tag}${meta}`);
}

/**
 * The built pages, listed without blocking (src/plugins/lib/built-html.ts lists them at once): the
 * policy is written only after this first wait, so a plugin that rewrites the pages synchronously in
 * its own postBuild (the maths plugin's font preloads) is done with them before any is read here,
 * whichever comes first in the config.
 */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({outDir}) {
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        if (!html.includes('http-equiv="Content-Security-Policy"')) {
          // Other plugins (search index, feeds) read these pages during postBuild too:
          // replace each file atomically so that no reader sees half a page.
          const temporary = `${file}.csp-tmp`;
          await writeFile(temporary, withPolicy(html));
          await rename(temporary, file);
        }
      }
    },
  };
}
