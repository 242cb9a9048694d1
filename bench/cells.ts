import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../tests/browser/chromium';

/** The page of the benchmark's Python cell. */
export const cellPage = '/docs/mathematics/calculus-with-code/';

/**
 * The time a reader waits from the first Run click on a page of Python cells to
 * the cell's output, on a cold load: a fresh browser with an empty cache, so
 * Pyodide (about 13 MB) is fetched from the site, compiled and started.
 */
export async function coldFirstRunMs(origin: string): Promise<number> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${origin}${cellPage}`, {waitUntil: 'networkidle'});
    const cell = tab.locator('[data-python-cell="1"]');
    // Run is enabled once the page has hydrated; Stop is enabled while the cell is busy.
    const run = cell.getByRole('button', {name: 'Run cell 1 (Shift+Enter)'});
    const stop = cell.getByRole('button', {name: 'Stop cell 1'});
    await run.and(tab.locator(':enabled')).waitFor();
    const started = Date.now();
    await run.click();
    await stop.and(tab.locator(':enabled')).waitFor();
    await stop.and(tab.locator(':disabled')).waitFor({timeout: 120_000});
    // A run that ended well says when ("Ran at 5:18:41 PM.", as tests/browser/cells.spec.ts expects it);
    // a failure says what failed.
    const status = (await cell.locator('[role="status"]').textContent())?.trim() ?? '';
    if (!status.startsWith('Ran at ')) {
      throw new Error(`The cell did not run: ${status}`);
    }
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}
