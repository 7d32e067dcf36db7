import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/helpers/chromium';
import { failureTrace } from './tests/helpers/failure-trace';

/**
 * The first README command as a frontend developer meets it (issue 21): `npm start` (the mock and the Vite dev
 * server, not the built app) on free ports, and every route of the route tree visited in Chromium, signed in.
 * `npm test` runs it (scripts/test.mjs); alone: `npx playwright test -c playwright.dev-server.config.ts`.
 * The rest of the end-to-end suite runs on the built app (playwright.config.ts).
 */

/** A free loopback port, chosen once by the runner; its workers inherit it through the environment. */
function freePort(variable: string): number {
  if (!process.env[variable]) {
    const script =
      "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
    process.env[variable] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
  }
  return Number(process.env[variable]);
}

const APP_PORT = freePort('DEV_E2E_APP_PORT');
const MOCK_PORT = freePort('DEV_E2E_MOCK_PORT');

export default defineConfig({
  testDir: 'tests/dev-server',
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The dev server transforms each module on its first request: the first visits are slow on a busy machine.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${APP_PORT}`,
    trace: failureTrace,
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // Exactly the README's command.
    command: 'npm start',
    env: { PORT: String(APP_PORT), MOCK_PORT: String(MOCK_PORT) },
    // npm start prints "Ready in" once the app and the mock both answer (a `url` here would race it: the app alone
    // answers first).
    wait: { stdout: /Ready in/ },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
