import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/helpers/chromium';
import { failureTrace } from './tests/helpers/failure-trace';

/**
 * End-to-end tests in Chromium against the built app (vite preview) and the mock server, both on loopback.
 * CHROMIUM_PATH selects the browser (default: Debian's /usr/bin/chromium); set it to '' to use Playwright's own.
 */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 9191);
/** The built app to serve (`vite build --outDir <dir>`): lets several checkouts' builds be tested side by side. */
const DIST = process.env.E2E_DIST ?? 'dist';
const WORKERS_AT_LEAST = 4;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Tests spend part of their time waiting (for the mock's jobs, for the page): more workers than cores pay off.
  // On 2 cores, interleaved whole runs: 2 workers 336 s, 3 workers 292 and 280 s, 4 workers 258 s (docs/benchmarks.md
  // "Test loop, fifth session"). E2E_WORKERS overrides.
  workers:
    Number(process.env.E2E_WORKERS) || Math.max(WORKERS_AT_LEAST, Math.ceil(availableParallelism() / 2)),
  forbidOnly: !!process.env.CI,
  // No retries: a test that needs one is a bug to fix (ADR 013), not a flake to live with.
  retries: 0,
  // Timeouts catch hangs, not slowness: on a busy 2-core machine (eight checkouts testing at once) a sound test
  // took over 30 s. A passing test costs no more with a longer timeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: failureTrace,
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Signs every demo account in once and keeps its cookies for the tests (tests/e2e/auth.setup.ts, ADR 013).
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  webServer: [
    {
      // The mock's console (issue 26) is built first: tests/e2e/console.spec.ts drives it.
      command:
        'node_modules/.bin/vite build -c vite.console.config.ts && node_modules/.bin/tsx mock-server/main.ts',
      url: `http://localhost:${MOCK_PORT}/__mock/health`,
      // Access tokens outlive the run (the mock's default is 10 minutes): every test of an account starts from the
      // setup's stored cookies, and two of them refreshing with the same refresh token would be refresh-token
      // reuse, which ends the session (ADR 045). shortlived@ keeps its 20 s tokens (the token expiry test).
      env: {
        MOCK_PORT: String(MOCK_PORT),
        MOCK_APP_URL: `http://localhost:${APP_PORT}`,
        MOCK_QUIET: '1',
        MOCK_VALIDATE_RESPONSES: '1',
        MOCK_ACCESS_TOKEN_TTL_SECONDS: '3600',
      },
      reuseExistingServer: !process.env.CI,
      // npm test starts the suite next to vitest (ADR 057): on a busy machine the mock took over 60 s to start.
      timeout: 120_000,
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
