import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Chromium against the built app (vite preview) and the mock server, both on loopback.
 * CHROMIUM_PATH selects the browser (default: Debian's /usr/bin/chromium); set it to '' to use Playwright's own.
 */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 9191);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The built app to serve (`vite build --outDir <dir>`): lets several checkouts' builds be tested side by side. */
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  // One retry: a test that passes only on its retry is reported as flaky (listed, and counted in the closing line
  // of `npm test`), so a timing flake on a busy 2-core machine does not fail the build but stays visible.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: executablePath || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node_modules/.bin/tsx mock-server/main.ts',
      url: `http://localhost:${MOCK_PORT}/__mock/health`,
      env: { MOCK_PORT: String(MOCK_PORT), MOCK_QUIET: '1', MOCK_VALIDATE_RESPONSES: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite preview --port ${APP_PORT} --outDir ${DIST}`,
      url: `http://localhost:${APP_PORT}/config.json`,
      env: { MOCK_PORT: String(MOCK_PORT), PORT: String(APP_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
