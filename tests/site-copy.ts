/**
 * A temporary copy of the site to write content into (the owner's scenario, the dev-server
 * scenario, the edit-to-page benchmark): the repository's own content never changes.
 */
import {cp, mkdtemp, symlink} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** What a copy leaves out, relative to the site: installed or generated, never content. */
const notCopied = ['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'bench/work'];

/** Copies the site at `siteDir` into a new temporary directory, sharing its node_modules. */
export async function copySite(site: string): Promise<string> {
  // Absolute: the link to node_modules is resolved from the copy's directory (the benchmark passes ".").
  const siteDir = path.resolve(site);
  const copy = await mkdtemp(path.join(tmpdir(), 'notes-site-'));
  const excluded = new Set(notCopied.map((entry) => path.join(siteDir, entry)));
  await cp(siteDir, copy, {recursive: true, filter: (source) => !excluded.has(source)});
  await symlink(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}
