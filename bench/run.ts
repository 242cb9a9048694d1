/**
 * `npm run bench`: this site against a fresh Docusaurus classic TypeScript
 * template of the same version. Builds both (from a cold cache), serves each
 * build over loopback with gzip, runs Lighthouse (mobile) 3 times per page,
 * times the cold first Run of a Python cell, measures the search index, prints
 * a table of medians with the ratios ours/template and writes the figures to
 * bench/results/latest.json (HTML reports of every run beside it, not committed).
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {coldFirstRunMs, cellPage} from './cells';
import {runLighthouse, type PageFigures} from './lighthouse';
import {serveBuild} from './serve';
import {docusaurusVersion, scaffoldTemplate} from './template';

const runs = 3;
const workDir = 'bench/work';
const resultsDir = 'bench/results';

/** The pages compared, pairwise: ours[i] against template[i]. */
const pairs = [
  {kind: 'home', ours: '/', template: '/'},
  {kind: 'docs', ours: '/docs/mathematics/munkres-topology-self-study/chapt-2/notes/', template: '/docs/intro'},
  {kind: 'blog', ours: '/blog/prime-numbers-and-harmonic-series', template: '/blog/long-blog-post'},
] as const;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function medianFigures(all: readonly PageFigures[]): PageFigures {
  const pick = (get: (figures: PageFigures) => number) => median(all.map(get));
  return {
    performance: pick((f) => f.performance),
    accessibility: pick((f) => f.accessibility),
    bestPractices: pick((f) => f.bestPractices),
    seo: pick((f) => f.seo),
    lcpMs: pick((f) => f.lcpMs),
    tbtMs: pick((f) => f.tbtMs),
    cls: pick((f) => f.cls),
    bytes: {
      js: pick((f) => f.bytes.js),
      css: pick((f) => f.bytes.css),
      fonts: pick((f) => f.bytes.fonts),
      html: pick((f) => f.bytes.html),
      images: pick((f) => f.bytes.images),
      other: pick((f) => f.bytes.other),
      total: pick((f) => f.bytes.total),
    },
  };
}

/** Runs `docusaurus clear` then `docusaurus build` in `siteDir`; returns the build's wall time in seconds. */
function coldBuild(siteDir: string): number {
  const docusaurus = ['exec', '--', 'docusaurus'];
  execFileSync('npm', [...docusaurus, 'clear'], {cwd: siteDir, stdio: 'ignore'});
  const started = process.hrtime.bigint();
  execFileSync('npm', [...docusaurus, 'build'], {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function lighthouseMedians(
  origin: string,
  name: string,
  route: string,
  options: {blockScripts?: boolean} = {},
): Promise<{median: PageFigures; runs: PageFigures[]}> {
  const all: PageFigures[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const report = path.join(resultsDir, `${name}-${run}.html`);
    all.push(await runLighthouse(`${origin}${route}`, report, options));
    process.stdout.write('.');
  }
  return {median: medianFigures(all), runs: all};
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (ours: number, template: number) => (template === 0 ? '–' : (ours / template).toFixed(2));

function printTable(ours: PageFigures[], template: PageFigures[]): void {
  const rows: [string, (f: PageFigures) => number, (n: number) => string][] = [
    ['Performance', (f) => f.performance, String],
    ['Accessibility', (f) => f.accessibility, String],
    ['Best practices', (f) => f.bestPractices, String],
    ['SEO', (f) => f.seo, String],
    ['LCP (ms)', (f) => f.lcpMs, (n) => n.toFixed(0)],
    ['TBT (ms)', (f) => f.tbtMs, (n) => n.toFixed(0)],
    ['CLS', (f) => f.cls, (n) => n.toFixed(3)],
    ['JS (kB)', (f) => f.bytes.js, kB],
    ['CSS (kB)', (f) => f.bytes.css, kB],
    ['Fonts (kB)', (f) => f.bytes.fonts, kB],
    ['HTML (kB)', (f) => f.bytes.html, kB],
    ['Images (kB)', (f) => f.bytes.images, kB],
    ['Total (kB)', (f) => f.bytes.total, kB],
  ];
  const header = ['Median of 3', ...pairs.flatMap((pair) => [`ours ${pair.kind}`, `tmpl ${pair.kind}`, 'ratio'])];
  const lines = [header];
  for (const [label, get, format] of rows) {
    lines.push([
      label,
      ...pairs.flatMap((_, i) => [format(get(ours[i]!)), format(get(template[i]!)), ratio(get(ours[i]!), get(template[i]!))]),
    ]);
  }
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  for (const line of lines) {
    console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  }
}

mkdirSync(resultsDir, {recursive: true});
mkdirSync(workDir, {recursive: true});
const version = docusaurusVersion();

console.log(`Building this site (cold: docusaurus clear, then build)…`);
const oursBuildSeconds = coldBuild('.');
console.log(`Scaffolding and building a fresh classic TypeScript template of Docusaurus ${version}…`);
const templateDir = scaffoldTemplate(workDir, version);
const templateBuildSeconds = coldBuild(templateDir);

// Pagefind's whole index (src/plugins/search), as sent: its index files are gzipped already.
const searchIndexFiles = readdirSync('build/pagefind', {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
const searchIndexBytes = searchIndexFiles.reduce(
  (sum, entry) => {
    const content = readFileSync(path.join(entry.parentPath, entry.name));
    const sent = content[0] === 0x1f && content[1] === 0x8b ? content.length : gzipSync(content).length;
    return {raw: sum.raw + content.length, gzip: sum.gzip + sent};
  },
  {raw: 0, gzip: 0},
);

const oursServer = await serveBuild('build');
const templateServer = await serveBuild(path.join(templateDir, 'build'));
const oursPages: {median: PageFigures; runs: PageFigures[]}[] = [];
const templatePages: {median: PageFigures; runs: PageFigures[]}[] = [];
const cellRuns: number[] = [];
const withoutScripts: {kind: string; route: string; tbtMs: number; performance: number}[] = [];
try {
  process.stdout.write(`Lighthouse (mobile), ${runs} runs per page `);
  for (const pair of pairs) {
    oursPages.push(await lighthouseMedians(oursServer.origin, `ours-${pair.kind}`, pair.ours));
    templatePages.push(await lighthouseMedians(templateServer.origin, `template-${pair.kind}`, pair.template));
  }
  // Diagnostic: our formula pages with every script blocked, to separate the browser's own work
  // (parsing, style, layout of the typeset formulas) from JavaScript's.
  for (const pair of pairs.filter((candidate) => candidate.kind !== 'home')) {
    const {median: figures} = await lighthouseMedians(oursServer.origin, `ours-${pair.kind}-no-js`, pair.ours, {blockScripts: true});
    withoutScripts.push({kind: pair.kind, route: pair.ours, tbtMs: figures.tbtMs, performance: figures.performance});
  }
  console.log();
  for (let run = 0; run < runs; run += 1) {
    cellRuns.push(await coldFirstRunMs(oursServer.origin));
  }
} finally {
  await oursServer.close();
  await templateServer.close();
}

const ours = oursPages.map((page) => page.median);
const template = templatePages.map((page) => page.median);
console.log();
printTable(ours, template);
console.log();
for (const page of withoutScripts) {
  console.log(`With every script blocked, ours ${page.kind}: TBT ${page.tbtMs.toFixed(0)} ms, performance ${page.performance}`);
}
console.log(`Full build (cold): ours ${oursBuildSeconds.toFixed(1)} s, template ${templateBuildSeconds.toFixed(1)} s`);
console.log(`Search index: ${kB(searchIndexBytes.raw)} kB (${kB(searchIndexBytes.gzip)} kB as sent), loaded in small parts as words are searched`);
console.log(`Cold first Run of a Python cell (${cellPage}): median ${median(cellRuns)} ms (runs ${cellRuns.join(', ')} ms)`);

// The targets of issue 8, for this site's three pages.
const misses: string[] = [];
pairs.forEach((pair, i) => {
  const page = ours[i]!;
  const base = template[i]!;
  if (page.performance < 98) misses.push(`${pair.kind}: performance ${page.performance} < 98`);
  for (const [name, value] of [['accessibility', page.accessibility], ['best practices', page.bestPractices], ['SEO', page.seo]] as const) {
    if (value < 100) misses.push(`${pair.kind}: ${name} ${value} < 100`);
  }
  if (page.bytes.js > base.bytes.js) misses.push(`${pair.kind}: JS ${kB(page.bytes.js)} kB > template ${kB(base.bytes.js)} kB`);
  if (page.bytes.total > 1.3 * base.bytes.total) {
    misses.push(`${pair.kind}: total ${kB(page.bytes.total)} kB > 1.3 × template ${kB(base.bytes.total)} kB`);
  }
});
console.log(misses.length === 0 ? 'Targets: all met.' : `Targets missed:\n  ${misses.join('\n  ')}`);

const result = {
  measuredAt: new Date().toISOString(),
  docusaurusVersion: version,
  lighthouse: {preset: 'mobile (Lighthouse default: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)', runsPerPage: runs},
  pages: pairs.map((pair, i) => ({
    kind: pair.kind,
    ours: {route: pair.ours, median: ours[i], runs: oursPages[i]!.runs},
    template: {route: pair.template, median: template[i], runs: templatePages[i]!.runs},
    ratios: {
      lcp: ours[i]!.lcpMs / template[i]!.lcpMs,
      jsBytes: ours[i]!.bytes.js / template[i]!.bytes.js,
      totalBytes: ours[i]!.bytes.total / template[i]!.bytes.total,
    },
  })),
  withoutScripts,
  buildSeconds: {ours: oursBuildSeconds, template: templateBuildSeconds},
  searchIndexBytes,
  pythonCellColdFirstRunMs: {page: cellPage, median: median(cellRuns), runs: cellRuns},
  targetsMissed: misses,
};
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`Written to ${resultsDir}/latest.json`);
