/**
 * `npm run bench`: this site against a fresh Docusaurus classic TypeScript
 * template of the same version. Builds both from a cold cache, and a generated
 * copy of this site with four times the docs; serves each build over loopback
 * with gzip; runs Lighthouse (mobile) on this site's home page, its three
 * pages with the most formulas and two lighter formula pages (for the growth
 * table), and the template's home and doc pages, BENCH_RUNS times each (5 by
 * default), the runs of all pages interleaved so that load on the machine
 * falls on every page alike; times the cold first Run of a Python cell and,
 * in `npm start` on a copy of the site, a text edit of a post to the open page;
 * prints medians with their spread, a table of TBT against formula count and
 * the build time per page; writes everything to bench/results/latest.json
 * (the reports of every run beside it, not committed).
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {coldFirstRunMs, cellPage} from './cells';
import {devEditToPageMs} from './dev-edit';
import {runLighthouse, type PageFigures} from './lighthouse';
import {formulaPages, indexOfTermsPage, isPrintEdition, nearest, pageCount} from './pages';
import {generateQuadrupleSite} from './quadruple';
import {serveBuild} from './serve';
import {docusaurusVersion, scaffoldTemplate} from './template';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const workDir = 'bench/work';
const resultsDir = 'bench/results';
/** Issue 14's targets, for the home page and the heaviest formula pages. */
const targets = {
  performance: 98,
  tbtMs: 150,
  totalOverTemplateDoc: 1.3,
  jsOverTemplateDocBytes: 40 * 1024,
  devEditToPageMs: 1000,
};

type Site = 'ours' | 'template';
type Role = 'home' | 'heaviest' | 'index' | 'growth' | 'template';
type Measured = {
  site: Site;
  role: Role;
  name: string;
  route: string;
  formulas: number;
  blockScripts: boolean;
  runs: PageFigures[];
};

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

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
/** "median (min–max)": the spread of the runs beside their median. */
const spread = (values: readonly number[], format: (n: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;

function printTable(header: string[], lines: string[][]): void {
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  for (const line of all) {
    console.log(
      line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
    );
  }
}

mkdirSync(resultsDir, {recursive: true});
mkdirSync(workDir, {recursive: true});
const version = docusaurusVersion();

console.log('Building this site (cold: docusaurus clear, then build)…');
const oursBuild = {seconds: coldBuild('.'), pages: pageCount('build')};
console.log('Generating and building a copy of this site with four times the docs…');
// A failure here is reported, not fatal: the page measurements do not depend on it.
let quadrupleBuild: {seconds: number; pages: number} | {error: string};
try {
  const quadrupleDir = generateQuadrupleSite(workDir);
  quadrupleBuild = {seconds: coldBuild(quadrupleDir), pages: pageCount(path.join(quadrupleDir, 'build'))};
} catch (error) {
  quadrupleBuild = {error: error instanceof Error ? error.message.slice(0, 2000) : String(error)};
  console.error(`The build with four times the docs failed: ${quadrupleBuild.error}`);
}
console.log(`Scaffolding and building a fresh classic TypeScript template of Docusaurus ${version}…`);
const templateDir = scaffoldTemplate(workDir, version);
const templateBuild = {seconds: coldBuild(templateDir), pages: pageCount(path.join(templateDir, 'build'))};

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

// The pages: chosen from the build by formula count, so the bench follows the content.
const byFormulas = formulaPages('build');
const heaviest = byFormulas.slice(0, 3);
// The heaviest pages are print editions (a chapter in one document); the page read on screen with the
// most formulas, and the index of terms (issue 47), are measured beside them.
const heaviestRead = byFormulas.find((page) => !isPrintEdition(page) && !heaviest.includes(page));
const indexPage = indexOfTermsPage(byFormulas);
const maxFormulas = heaviest[0]!.formulas;
const half = nearest(
  byFormulas,
  maxFormulas / 2,
  [...heaviest, ...(heaviestRead ? [heaviestRead] : [])].map((page) => page.route),
);
const eighth = nearest(
  byFormulas,
  maxFormulas / 8,
  [...heaviest, ...(heaviestRead ? [heaviestRead] : []), half].map((page) => page.route),
);
const measured: Measured[] = [
  {site: 'ours', role: 'home', name: 'ours-home', route: '/', formulas: 0, blockScripts: false, runs: []},
  ...heaviest.map((page, i) => ({
    site: 'ours' as const,
    role: 'heaviest' as const,
    name: `ours-heavy-${i + 1}`,
    ...page,
    blockScripts: false,
    runs: [],
  })),
  ...(heaviestRead
    ? [
        {
          site: 'ours' as const,
          role: 'heaviest' as const,
          name: 'ours-heaviest-read',
          ...heaviestRead,
          blockScripts: false,
          runs: [],
        },
      ]
    : []),
  ...(indexPage
    ? [{site: 'ours' as const, role: 'index' as const, name: 'ours-index-of-terms', ...indexPage, blockScripts: false, runs: []}]
    : []),
  ...[half, eighth].map((page, i) => ({
    site: 'ours' as const,
    role: 'growth' as const,
    name: `ours-growth-${i + 1}`,
    ...page,
    blockScripts: false,
    runs: [],
  })),
  {site: 'template', role: 'template', name: 'template-home', route: '/', formulas: 0, blockScripts: false, runs: []},
  {site: 'template', role: 'template', name: 'template-doc', route: '/docs/intro', formulas: 0, blockScripts: false, runs: []},
  // Diagnostic: the heaviest page with every script blocked, to separate the browser's own work
  // (parsing, style and layout of the typeset formulas) from JavaScript's.
  {site: 'ours', role: 'heaviest', name: 'ours-heavy-1-no-js', ...heaviest[0]!, blockScripts: true, runs: []},
];

const oursServer = await serveBuild('build');
const templateServer = await serveBuild(path.join(templateDir, 'build'));
const cellRuns: number[] = [];
try {
  process.stdout.write(`Lighthouse (mobile), ${runs} rounds over ${measured.length} pages `);
  for (let run = 1; run <= runs; run += 1) {
    for (const page of measured) {
      const origin = page.site === 'ours' ? oursServer.origin : templateServer.origin;
      const report = path.join(resultsDir, `${page.name}-${run}.html`);
      page.runs.push(await runLighthouse(`${origin}${page.route}`, report, {blockScripts: page.blockScripts}));
      process.stdout.write('.');
    }
  }
  console.log();
  for (let run = 0; run < 3; run += 1) {
    cellRuns.push(await coldFirstRunMs(oursServer.origin));
  }
} finally {
  await oursServer.close();
  await templateServer.close();
}

// Issue 21: the owner's loop, a one-word edit of a post in `npm start` to the open page showing it.
console.log('Timing text edits of a post in npm start…');
// Both places of an edit (the opening paragraph, the middle of the post) `runs` times each.
const devEdit = await devEditToPageMs('.', Number(process.env.DEV_PORT ?? 3211), 2 * runs);

const medians = new Map(measured.map((page) => [page.name, medianFigures(page.runs)]));
const figures = (name: string) => medians.get(name)!;
const templateHome = figures('template-home');
const templateDoc = figures('template-doc');

console.log(`\nMedians of ${runs} runs, (min–max) where runs differ; bytes transferred, gzip:`);
printTable(
  ['page', 'formulas', 'perf', 'TBT ms', 'LCP ms', 'CLS', 'a11y/BP/SEO', 'JS kB', 'total kB'],
  measured.map((page) => {
    const m = figures(page.name);
    return [
      `${page.name} ${page.route}`,
      String(page.formulas),
      spread(
        page.runs.map((f) => f.performance),
        String,
      ),
      spread(
        page.runs.map((f) => f.tbtMs),
        (n) => n.toFixed(0),
      ),
      spread(
        page.runs.map((f) => f.lcpMs),
        (n) => n.toFixed(0),
      ),
      m.cls.toFixed(3),
      `${m.accessibility}/${m.bestPractices}/${m.seo}`,
      kB(m.bytes.js),
      kB(m.bytes.total),
    ];
  }),
);

// The reader's question: does the cost of a page grow with its length? (The goal: flat.)
console.log('\nTBT against formula count (ours, median ms):');
const growth = measured
  .filter((page) => page.site === 'ours' && !page.blockScripts)
  .map((page) => ({
    route: page.route,
    formulas: page.formulas,
    tbtMs: figures(page.name).tbtMs,
    performance: figures(page.name).performance,
  }))
  .sort((a, b) => a.formulas - b.formulas);
printTable(
  ['formulas', 'TBT ms', 'perf', 'page'],
  growth.map((row) => [String(row.formulas), row.tbtMs.toFixed(0), String(row.performance), row.route]),
);
const withoutScripts = figures('ours-heavy-1-no-js');
console.log(
  `\nWith every script blocked, ${heaviest[0]!.route} (${maxFormulas} formulas): TBT ${spread(
    measured.at(-1)!.runs.map((f) => f.tbtMs),
    (n) => n.toFixed(0),
  )} ms, performance ${withoutScripts.performance}`,
);

const perPage = (build: {seconds: number; pages: number}) => (build.seconds / build.pages).toFixed(2);
console.log('\nBuild (cold):');
printTable(
  ['site', 'pages', 'seconds', 's/page'],
  [
    ['this site', String(oursBuild.pages), oursBuild.seconds.toFixed(1), perPage(oursBuild)],
    'error' in quadrupleBuild
      ? ['4× the docs', '–', 'failed', '–']
      : ['4× the docs', String(quadrupleBuild.pages), quadrupleBuild.seconds.toFixed(1), perPage(quadrupleBuild)],
    ['template', String(templateBuild.pages), templateBuild.seconds.toFixed(1), perPage(templateBuild)],
  ],
);
console.log(
  `Search index: ${kB(searchIndexBytes.raw)} kB (${kB(searchIndexBytes.gzip)} kB as sent), loaded in small parts as words are searched`,
);
console.log(`Cold first Run of a Python cell (${cellPage}): median ${median(cellRuns)} ms (runs ${cellRuns.join(', ')} ms)`);
console.log(`Text edit to the open page in npm start (${devEdit.route}):`);
console.log(`  a word of the opening paragraph (shown in the blog's lists too): ${spread(devEdit.opening, String)} ms`);
console.log(`  a word in the middle of the post: ${spread(devEdit.middle, String)} ms`);

const misses: string[] = [];
for (const page of measured.filter(
  (candidate) => candidate.site === 'ours' && candidate.role !== 'growth' && !candidate.blockScripts,
)) {
  const m = figures(page.name);
  const label = `${page.name} ${page.route}`;
  if (m.performance < targets.performance) misses.push(`${label}: performance ${m.performance} < ${targets.performance}`);
  if (m.tbtMs > targets.tbtMs) misses.push(`${label}: TBT ${m.tbtMs.toFixed(0)} ms > ${targets.tbtMs} ms`);
  for (const [name, value] of [
    ['accessibility', m.accessibility],
    ['best practices', m.bestPractices],
    ['SEO', m.seo],
  ] as const) {
    if (value < 100) misses.push(`${label}: ${name} ${value} < 100`);
  }
  if (page.role === 'home') {
    if (m.bytes.js > templateHome.bytes.js)
      misses.push(`${label}: JS ${kB(m.bytes.js)} kB > template home ${kB(templateHome.bytes.js)} kB`);
    if (m.bytes.total > targets.totalOverTemplateDoc * templateHome.bytes.total) {
      misses.push(
        `${label}: total ${kB(m.bytes.total)} kB > ${targets.totalOverTemplateDoc} × template home ${kB(templateHome.bytes.total)} kB`,
      );
    }
  } else {
    if (m.bytes.js > templateDoc.bytes.js + targets.jsOverTemplateDocBytes) {
      misses.push(`${label}: JS ${kB(m.bytes.js)} kB > template doc ${kB(templateDoc.bytes.js)} kB + 40 kB`);
    }
    if (m.bytes.total > targets.totalOverTemplateDoc * templateDoc.bytes.total) {
      misses.push(
        `${label}: total ${kB(m.bytes.total)} kB > ${targets.totalOverTemplateDoc} × template doc ${kB(templateDoc.bytes.total)} kB`,
      );
    }
  }
}
for (const [place, times] of [
  ['the opening paragraph', devEdit.opening],
  ['the middle of the post', devEdit.middle],
] as const) {
  if (median(times) > targets.devEditToPageMs) {
    misses.push(`npm start: an edit of ${place} reaches the open page in ${median(times)} ms > ${targets.devEditToPageMs} ms`);
  }
}
console.log(misses.length === 0 ? 'Targets: all met.' : `Targets missed:\n  ${misses.join('\n  ')}`);

const result = {
  measuredAt: new Date().toISOString(),
  docusaurusVersion: version,
  lighthouse: {
    preset: 'mobile (Lighthouse default: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)',
    runsPerPage: runs,
    order: 'interleaved: each round runs every page once',
  },
  targets,
  pages: measured.map((page) => ({
    name: page.name,
    site: page.site,
    role: page.role,
    route: page.route,
    formulas: page.formulas,
    blockScripts: page.blockScripts,
    median: figures(page.name),
    runs: page.runs,
  })),
  tbtAgainstFormulas: growth,
  build: {ours: oursBuild, quadrupleDocs: quadrupleBuild, template: templateBuild},
  searchIndexBytes,
  pythonCellColdFirstRunMs: {page: cellPage, median: median(cellRuns), runs: cellRuns},
  devEditToPageMs: {
    route: devEdit.route,
    opening: {median: median(devEdit.opening), runs: devEdit.opening},
    middle: {median: median(devEdit.middle), runs: devEdit.middle},
  },
  targetsMissed: misses,
};
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`Written to ${resultsDir}/latest.json`);
