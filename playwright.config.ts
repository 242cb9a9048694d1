import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './tests/browser/chromium';

/** Browser tests run against the production build, served as a static host would. */
const port = Number(process.env.TEST_PORT ?? 3210);

export default defineConfig({
  testDir: './tests/browser',
  fullyParallel: true,
  workers: 2,
  // One retry, reported as "flaky" in the summary (a test that fails and then passes is named there, never hidden):
  // a safety net for a loaded machine. The one known race, a loaded address inside a collapsed solution that
  // Chromium opened without scrolling to it, is fixed in src/plugins/cross-references/client/solutions.ts.
  retries: 1,
  // The JSON report's test durations feed `npm run bench:deploy` (bench/deploy-estimate.ts): the deploy's shards.
  reporter: [['list'], ['json', {outputFile: 'node_modules/.cache/npm-test/browser.json'}]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    colorScheme: 'light',
    launchOptions: {executablePath: chromiumPath(), args: chromiumArgs},
    trace: 'off',
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `npx docusaurus serve --dir build --port ${port} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
