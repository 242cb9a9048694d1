import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './tests/browser/chromium';

/**
 * The dev-server scenario (tests/dev): one `docusaurus start` on a copy of the site, which the
 * spec starts itself on $DEV_PORT, and one browser.
 */
export default defineConfig({
  testDir: './tests/dev',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Starting the dev server takes most of a minute on a busy machine; each step waits for a reload.
  timeout: 600_000,
  expect: {timeout: 60_000},
  use: {
    colorScheme: 'light',
    launchOptions: {executablePath: chromiumPath(), args: chromiumArgs},
    trace: 'off',
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
});
