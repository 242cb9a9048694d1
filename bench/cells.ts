/**
 * `npm run bench` (part 1 of the benchmark): the time a reader waits from the
 * first Run click on a page of Python cells to the cell's output, on a cold
 * load (empty browser cache, Pyodide fetched from the site). Runs against the
 * production build (run `npm run build` first), served on loopback, 3 times;
 * prints the median and writes bench/results/latest.json.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../tests/browser/chromium';

const port = Number(process.env.BENCH_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;
const page = '/docs/mathematics/calculus-with-code/';
const runs = 3;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The build was not served at ${origin}`);
}

async function coldFirstRunMs(): Promise<number> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${origin}${page}`, {waitUntil: 'networkidle'});
    const cell = tab.locator('[data-python-cell="1"]');
    const started = Date.now();
    await cell.getByRole('button', {name: 'Run cell 1 (Shift+Enter)'}).click();
    await cell.getByRole('button', {name: 'Stop cell 1'}).waitFor({state: 'visible'});
    await tab.waitForFunction(
      () => document.querySelector('[data-python-cell="1"] button[aria-label="Stop cell 1"]')?.hasAttribute('disabled'),
      undefined,
      {timeout: 120_000},
    );
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

const server = spawn('npx', ['docusaurus', 'serve', '--dir', 'build', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
  stdio: 'ignore',
  detached: true,
});
try {
  await waitForServer();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(await coldFirstRunMs());
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(`Cold first Run of a Python cell (${page}): median ${median} ms over ${runs} runs (${times.join(', ')} ms)`);
  await mkdir('bench/results', {recursive: true});
  const previous = await readFile('bench/results/latest.json', 'utf8').then(JSON.parse, () => ({}));
  await writeFile(
    'bench/results/latest.json',
    `${JSON.stringify({...previous, measuredAt: new Date().toISOString(), pythonCellColdFirstRunMs: {median, runs: times}}, null, 2)}\n`,
  );
} finally {
  process.kill(-server.pid!);
}
