import {execFileSync} from 'node:child_process';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** The Docusaurus version this site builds with (from its installed @docusaurus/core). */
export function docusaurusVersion(): string {
  return (JSON.parse(readFileSync('node_modules/@docusaurus/core/package.json', 'utf8')) as {version: string}).version;
}

/**
 * Scaffolds a fresh classic TypeScript template of `version` in `workDir/template`
 * with create-docusaurus of the same version, untouched but for the `overrides`
 * this site needs on this registry, and installs it. Returns its directory.
 */
export function scaffoldTemplate(workDir: string, version: string): string {
  const siteDir = path.join(workDir, 'template');
  rmSync(siteDir, {recursive: true, force: true});
  const generatorVersion = (require('create-docusaurus/package.json') as {version: string}).version;
  if (generatorVersion !== version) {
    throw new Error(
      `bench/package.json has create-docusaurus ${generatorVersion}, but the site builds with Docusaurus ${version}: align them.`,
    );
  }
  execFileSync(
    process.execPath,
    [require.resolve('create-docusaurus/bin/index.js'), 'template', 'classic', workDir, '--typescript', '--skip-install'],
    {stdio: 'ignore'},
  );
  const manifestPath = path.join(siteDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  manifest.overrides = (JSON.parse(readFileSync('package.json', 'utf8')) as {overrides?: unknown}).overrides;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: siteDir, stdio: 'inherit'});
  return siteDir;
}
