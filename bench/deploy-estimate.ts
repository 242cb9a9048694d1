/**
 * `npm run bench:deploy`: how long the deploy (.github/workflows/deploy.yml) takes from push to
 * live, estimated from the last `npm test` on this machine. The deploy cannot run here; its jobs run
 * the same stages as `npm test`, so the estimate takes each stage's measured time and each browser
 * test's, and adds what only GitHub's runners do (starting a job, checking out, restoring Node and
 * npm's cache, moving the build between jobs) as the constants below, which are not measured here.
 *
 * The critical path: the build job (install, build with the PDFs), then the slowest browser shard
 * (install, its share of the tests: Playwright's own split for `--shard=k/n`, asked with `--list`,
 * run by the config's workers, timed with the durations of the last run), then publishing. Beside
 * them from the start: typecheck, lint and unit tests; the owner's scenario; the dev-server
 * scenario; after the build, the checks on it. Each is shown with its own path's length.
 *
 * Inputs, written by `npm test` (tests/run-all.sh, playwright.config.ts) under
 * node_modules/.cache/npm-test/: stages.json (each stage's seconds) and browser.json (Playwright's
 * JSON report).
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import playwrightConfig from '../playwright.config';

const cache = 'node_modules/.cache/npm-test';
type BrowserJob = {strategy: {matrix: {shard: number[]}}; steps: {env?: Record<string, string>}[]};
const browserJob = (load(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {jobs: {browser: BrowserJob}}).jobs.browser;
/** The shards the deploy runs the browser tests in (its matrix). */
const shards = browserJob.strategy.matrix.shard.length;
/** The deploy's shard weights (PWTEST_SHARD_WEIGHTS in its browser job), if any. */
const weights = browserJob.steps.find((step) => step.env?.['PWTEST_SHARD_WEIGHTS'])?.env?.['PWTEST_SHARD_WEIGHTS'];
/** Workers per shard: the config's (a CommonJS module to this ES module: its exports come as the default). */
const configuredWorkers = ((playwrightConfig as {default?: typeof playwrightConfig}).default ?? playwrightConfig).workers;
if (typeof configuredWorkers !== 'number') {
  throw new Error('playwright.config.ts sets no number of workers: the shards cannot be timed.');
}
const workers: number = configuredWorkers;

/**
 * Seconds a job spends before its first command of ours, and moving the build: assumptions, not
 * measurements (GitHub's runners cannot be timed from here).
 */
const assumed = {
  /** Queueing, checkout and setup-node with npm's cache restored. */
  jobStart: 20,
  /** `npm ci` from npm's cache: the fresh clone's `npm ci` here took 31-46 s. */
  npmCi: 40,
  /** Uploading the build as an artifact (and the Pages artifact), or downloading it. */
  artifact: 10,
  /** The deploy job: start, and actions/deploy-pages. */
  publish: 30,
  /** Starting the test runner and its web server, per shard. */
  playwrightStart: 5,
};

type Stages = Record<string, number>;
type Result = {duration: number; status: string};
type Spec = {id: string; title: string; tests: {results: Result[]}[]};
type Suite = {specs?: Spec[]; suites?: Suite[]; file?: string};
type Report = {suites: Suite[]};

function specsOf(suites: Suite[]): Spec[] {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites ?? [])]);
}

function readJson<T>(file: string, what: string): T {
  try {
    return JSON.parse(readFileSync(path.join(cache, file), 'utf8')) as T;
  } catch {
    throw new Error(`No ${what} in ${cache}/${file}: run \`npm test\` (or its browser stage) first.`);
  }
}

/**
 * How long `workers` workers take for tests started in this order, each on the first worker free:
 * after the first test, the first two, … (so the last is the whole run's).
 */
function makespans(durations: number[]): number[] {
  const free = Array.from({length: workers}, () => 0);
  return durations.map((duration) => {
    free[free.indexOf(Math.min(...free))]! += duration;
    return Math.max(...free);
  });
}
const makespan = (durations: number[]) => makespans(durations).at(-1) ?? 0;

const stages = readJson<Stages>('stages.json', 'stage times');
const report = readJson<Report>('browser.json', 'browser test report');
const seconds = new Map(
  specsOf(report.suites).map((spec) => [
    spec.id,
    // A retried test costs every attempt.
    spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0) / 1000,
  ]),
);

/** The tests' ids, in Playwright's order, of one shard (or of all), as the deploy's job would run them. */
function listed(shard?: number): string[] {
  const report = JSON.parse(
    execFileSync('npx', ['playwright', 'test', '--list', '--reporter=json', ...(shard ? [`--shard=${shard}/${shards}`] : [])], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {...process.env, ...(weights ? {PWTEST_SHARD_WEIGHTS: weights} : {})},
    }),
  ) as Report;
  return specsOf(report.suites).map((spec) => spec.id);
}

/** A spec's id is its file's id, a dash, and its own: the median duration of the last report's tests of each file. */
const fileOf = (id: string) => id.split('-')[0]!;
const byFile = new Map<string, number[]>();
for (const [id, duration] of seconds) {
  byFile.set(fileOf(id), [...(byFile.get(fileOf(id)) ?? []), duration]);
}
const medianOfFile = new Map(
  [...byFile].map(([file, durations]) => [file, durations.sort((a, b) => a - b)[Math.floor(durations.length / 2)]!]),
);
/** Tests timed by their file's median (see durationsOf), counted once per id. */
const estimated = new Set<string>();

/**
 * Each test's duration in the last report. `npm test` runs the browser tests on the owner's copy of the
 * site (tests/run-all.sh), whose extra pages add tests and change the titles of some (those named by a
 * route the content decides): a test the report does not have takes its file's median.
 */
function durationsOf(ids: string[], where: string): number[] {
  return ids.map((id) => {
    if (seconds.has(id)) {
      return seconds.get(id)!;
    }
    const median = medianOfFile.get(fileOf(id));
    if (median === undefined) {
      throw new Error(`The tests of a file of ${where} are not in the last report: run the browser tests again.`);
    }
    estimated.add(id);
    return median;
  });
}

const shardTimes: {shard: number; tests: number; seconds: number}[] = [];
for (let shard = 1; shard <= shards; shard += 1) {
  const ids = listed(shard);
  shardTimes.push({shard, tests: ids.length, seconds: makespan(durationsOf(ids, `shard ${shard}`))});
}

/**
 * The weights that balance the shards by the last run's durations: Playwright cuts the list of tests
 * into consecutive runs, one per shard, of sizes proportional to the weights; the best cut (the one
 * whose slowest shard is fastest) found by dynamic programming over the cut points.
 */
function balancedWeights(durations: number[]): {weights: number[]; slowest: number} {
  const n = durations.length;
  // costs[i][j - i]: the makespan of tests i..j-1.
  const costs = durations.map((_, from) => [0, ...makespans(durations.slice(from))]);
  const cost = (from: number, to: number) => (from === n ? 0 : costs[from]![to - from]!);
  // best[k][j]: the slowest shard's time when the first j tests go into k shards; cut[k][j]: where the last begins.
  const best = Array.from({length: shards + 1}, () => new Array<number>(n + 1).fill(Infinity));
  const cut = Array.from({length: shards + 1}, () => new Array<number>(n + 1).fill(0));
  best[0]![0] = 0;
  for (let k = 1; k <= shards; k += 1) {
    for (let j = 0; j <= n; j += 1) {
      for (let i = 0; i <= j; i += 1) {
        if (best[k - 1]![i] === Infinity) {
          continue;
        }
        const time = Math.max(best[k - 1]![i]!, cost(i, j));
        if (time < best[k]![j]!) {
          best[k]![j] = time;
          cut[k]![j] = i;
        }
      }
    }
  }
  const sizes: number[] = [];
  for (let k = shards, j = n; k > 0; k -= 1) {
    sizes.unshift(j - cut[k]![j]!);
    j = cut[k]![j]!;
  }
  return {weights: sizes, slowest: best[shards]![n]!};
}

const need = (stage: string) => {
  const value = stages[stage];
  if (value === undefined) {
    // `npm test` builds the owner's copy (with its PDFs) in place of `build`, and times it as "owner-site".
    throw new Error(`No time recorded for the "${stage}" stage: \`bash tests/run-all.sh ${stage}\` times it.`);
  }
  return value;
};
const install = assumed.jobStart + assumed.npmCi;
const buildJob = install + need('build') + assumed.artifact;
const slowest = Math.max(...shardTimes.map(({seconds: time}) => time));
const browserShardJob = install + assumed.artifact + assumed.playwrightStart + slowest;
const paths: Record<string, number> = {
  'build, then the slowest browser shard': buildJob + browserShardJob,
  "the owner's scenario": install + need('owner'),
  'the dev-server scenario': install + need('dev'),
  'typecheck, lint and unit tests': install + need('static'),
};
// `npm test` runs the checks in the owner's copy; the deploy runs them on the build too.
if (stages['build-checks'] === undefined) {
  console.log('(The checks on build/ were never timed here: `bash tests/run-all.sh build-checks` times them.)');
} else {
  paths['build, then the checks on it'] = buildJob + install + assumed.artifact + stages['build-checks'];
}
const critical = Math.max(...Object.values(paths));
const minutes = (value: number) => `${Math.floor(value / 60)} min ${String(Math.round(value % 60)).padStart(2, '0')} s`;

console.log(`Browser shards (${shards}, ${workers} workers each), from the last run's test durations:`);
for (const {shard, tests, seconds: time} of shardTimes) {
  console.log(`  shard ${shard}: ${tests} tests, ${time.toFixed(0)} s`);
}
const mean = shardTimes.reduce((sum, {seconds: time}) => sum + time, 0) / shards;
console.log(`  slowest ${slowest.toFixed(0)} s, mean ${mean.toFixed(0)} s${weights ? ` (weights ${weights})` : ''}`);
const balanced = balancedWeights(durationsOf(listed(), 'the whole run'));
console.log(
  `  balanced by these durations: PWTEST_SHARD_WEIGHTS: "${balanced.weights.join(':')}" (slowest ${balanced.slowest.toFixed(0)} s)`,
);
if (estimated.size > 0) {
  console.log(`  (${estimated.size} tests not in the last report timed by their file's median)`);
}
console.log('Paths to the deploy job (measured stages + assumed job overheads):');
for (const [name, time] of Object.entries(paths)) {
  console.log(`  ${name}: ${minutes(time)}`);
}
console.log(`Estimated push to live: ${minutes(critical + assumed.publish)} (target: at most 6 min)`);
