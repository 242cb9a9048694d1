import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './tests/browser/chromium';

/** Browser tests run against the production build, served as a static host would. */
const port = Number(process.env.TEST_PORT ?? 3210);

export default defineConfig({
  testDir: './tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
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
