import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {load} from 'js-yaml';

/**
 * The first major release of each action the workflows use whose action.yml declares
 * `runs.using: node24` (GitHub removed Node 20 from its runners in September 2026; an action on
 * it no longer starts). A composite action counts by the actions it bundles. To use another
 * action, read its action.yml at the tag you pin and add it here.
 */
const firstNode24Major: Record<string, {major: number; why: string}> = {
  'actions/checkout': {major: 5, why: 'node24 since v5'},
  'actions/setup-node': {major: 5, why: 'node24 since v5'},
  'actions/cache': {major: 5, why: 'node24 since v5'},
  'actions/upload-artifact': {major: 6, why: 'node24 since v6 (v5 still declares node20)'},
  'actions/download-artifact': {major: 7, why: 'node24 since v7 (v5 and v6 still declare node20)'},
  'actions/upload-pages-artifact': {major: 5, why: 'composite; v5 bundles upload-artifact v7 (v4 bundled v4, on node20)'},
  'actions/deploy-pages': {major: 5, why: 'node24 since v5'},
};

const execFileAsync = promisify(execFile);

const workflowsDir = path.resolve(import.meta.dirname, '../../.github/workflows');

type Step = {uses?: string; run?: string; env?: Record<string, string>};
type Workflow = {jobs: Record<string, {steps?: Step[]; strategy?: {matrix?: Record<string, unknown[]>}}>};

const workflows = readdirSync(workflowsDir)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => ({file, workflow: load(readFileSync(path.join(workflowsDir, file), 'utf8')) as Workflow}));

const steps = workflows.flatMap(({file, workflow}) =>
  Object.entries(workflow.jobs).flatMap(([job, {steps: jobSteps = []}]) =>
    jobSteps.map((step) => ({where: `${file} › ${job}`, ...step})),
  ),
);

test('every action the workflows use runs on Node 24', () => {
  const uses = steps.filter((step) => step.uses);
  assert.ok(uses.length > 0, 'the workflows use actions');
  for (const {where, uses: action} of uses) {
    const [name, ref = ''] = action!.split('@');
    const known = firstNode24Major[name!];
    assert.ok(known, `${where}: ${action} is not in the table above; check its action.yml's runs.using at that tag`);
    const major = Number(/^v(\d+)/.exec(ref)?.[1]);
    assert.ok(major >= known.major, `${where}: ${action} runs on Node 20; use v${known.major} or later (${known.why})`);
  }
});

test('the deploy workflow runs every stage of `npm test` before it publishes', () => {
  const runAll = readFileSync(path.resolve(import.meta.dirname, '../run-all.sh'), 'utf8');
  const allStages = /^\s*set -- (.+)$/m.exec(runAll)?.[1]?.trim().split(/\s+/);
  assert.ok(allStages && allStages.length > 0, 'tests/run-all.sh names its stages');
  const run = steps
    .filter((step) => step.where.startsWith('deploy.yml'))
    .map((step) => step.run ?? '')
    .join('\n');
  // A stage that runs others side by side ("static", "scenarios") counts as those others, run apart or together.
  const groups = new Map(
    [...runAll.matchAll(/\[ "\$name" = ([a-z-]+) \]; then\s+run_together ([a-z -]+)/g)].map((match) => [
      match[1]!,
      match[2]!.trim().split(/\s+/),
    ]),
  );
  assert.ok(groups.size > 0, 'tests/run-all.sh names the stages it runs side by side');
  const leaves = (stages: string[]) => stages.flatMap((stage) => groups.get(stage) ?? [stage]);
  const staged = [...run.matchAll(/tests\/run-all\.sh ([a-z -]+)/g)].flatMap((match) => match[1]!.trim().split(/\s+/));
  const shardsBrowser = /npx playwright test --shard=/.test(run);
  const deployed = new Set(leaves([...staged, ...(shardsBrowser ? ['browser'] : [])]));
  assert.deepEqual(
    leaves(allStages).filter((stage) => !deployed.has(stage)),
    [],
    'stages of `npm test` the deploy does not run',
  );
  // `npm test` runs the checks on build/ in the owner's copy; the deploy also runs them on the build it publishes.
  assert.ok(deployed.has('build-checks'), 'the deploy checks the build it publishes');
});

test("the deploy's browser shards are cut by its weights, which Playwright still reads", async () => {
  // PWTEST_SHARD_WEIGHTS is Playwright's own (its tests' CI uses it) and not a documented option: if
  // Playwright stops reading it, the shards silently go back to equal counts of tests. README, internals.
  const deploy = workflows.find(({file}) => file === 'deploy.yml')!.workflow.jobs['browser']!;
  const weights = deploy.steps?.find((step) => step.env?.['PWTEST_SHARD_WEIGHTS'])?.env?.['PWTEST_SHARD_WEIGHTS'];
  assert.ok(weights, "the browser job's test step sets PWTEST_SHARD_WEIGHTS");
  const shards = deploy.strategy?.matrix?.['shard']?.length ?? 0;
  const parts = weights.split(':').map(Number);
  assert.equal(parts.length, shards, 'one weight per shard of the matrix');
  assert.ok(
    parts.every((part) => Number.isInteger(part) && part > 0),
    'each weight a positive whole number',
  );
  // Equal weights cut as Playwright does without them: the list below could not tell whether it reads them.
  assert.ok(new Set(parts).size > 1, 'the weights differ (equal weights balance nothing: drop the variable instead)');
  // A suite of as many empty tests as the weights add up to, so that each shard's share is its weight
  // exactly (the site's own specs need a build to be listed). Inside the project, to find Playwright.
  const root = path.resolve(import.meta.dirname, '../..');
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, {recursive: true});
  const fixture = mkdtempSync(path.join(cache, 'shard-weights-'));
  try {
    const total = parts.reduce((a, b) => a + b, 0);
    writeFileSync(path.join(fixture, 'playwright.config.mjs'), 'export default {testDir: ".", fullyParallel: true};\n');
    writeFileSync(
      path.join(fixture, 'tests.spec.mjs'),
      `import {test} from '@playwright/test';\nfor (let i = 0; i < ${total}; i += 1) test(\`test \${i}\`, () => {});\n`,
    );
    const listed = async (shard: number) =>
      Number(
        /^Total: (\d+) tests?/m.exec(
          (
            await execFileAsync(
              'npx',
              [
                'playwright',
                'test',
                '--list',
                '--reporter=list',
                '-c',
                path.join(fixture, 'playwright.config.mjs'),
                `--shard=${shard}/${shards}`,
              ],
              {cwd: root, encoding: 'utf8', env: {...process.env, PWTEST_SHARD_WEIGHTS: weights}},
            )
          ).stdout,
        )?.[1],
      );
    // Every shard: weights Playwright ignored give shares that differ from them (they are not all equal).
    const shares = await Promise.all(parts.map((_, index) => listed(index + 1)));
    assert.deepEqual(shares, parts, 'each shard holds its weighted share');
  } finally {
    rmSync(fixture, {recursive: true, force: true});
  }
});

test('a runner without Chrome fails the step that needs it, rather than running with an empty CHROMIUM_PATH', () => {
  // Each step that sets CHROMIUM_PATH, run as GitHub runs it (bash -eo pipefail), with the commands it
  // hands the path to (bash tests/run-all.sh, npm, npx) replaced by one that prints it: on a PATH without
  // google-chrome the step must fail before that; with one, it hands on its path.
  const setters = steps.filter((step) => step.run?.includes('CHROMIUM_PATH'));
  assert.ok(setters.length > 0, 'the workflows set CHROMIUM_PATH');
  const bin = mkdtempSync(path.join(tmpdir(), 'runner-'));
  try {
    for (const command of ['bash', 'npm', 'npx']) {
      writeFileSync(path.join(bin, command), '#!/bin/sh\necho "handed CHROMIUM_PATH=[$CHROMIUM_PATH]"\n', {mode: 0o755});
    }
    const runStep = (script: string) =>
      spawnSync('/bin/bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script.replace(/\$\{\{[^}]*\}\}/g, '1')], {
        encoding: 'utf8',
        env: {PATH: bin},
      });
    for (const {where, run: script} of setters) {
      const without = runStep(script!);
      assert.notEqual(without.status, 0, `${where}: runs on without Chrome`);
      assert.ok(
        !without.stdout.includes('handed'),
        `${where}: handed on CHROMIUM_PATH=[] without Chrome (${without.stdout.trim()})`,
      );
      writeFileSync(path.join(bin, 'google-chrome'), '#!/bin/sh\n', {mode: 0o755});
      const withChrome = runStep(script!);
      rmSync(path.join(bin, 'google-chrome'));
      assert.equal(withChrome.status, 0, `${where}: ${withChrome.stderr}`);
      assert.ok(
        withChrome.stdout.includes(`handed CHROMIUM_PATH=[${path.join(bin, 'google-chrome')}]`),
        `${where}: ${withChrome.stdout}`,
      );
    }
  } finally {
    rmSync(bin, {recursive: true, force: true});
  }
});
