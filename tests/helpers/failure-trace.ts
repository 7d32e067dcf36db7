/**
 * What both Playwright configurations keep of a test (playwright.config.ts, playwright.dev-server.config.ts): a
 * failed test keeps its trace (actions, network, console, sources) beside its screenshot. Without the screencast
 * (the frames Chromium encodes while every test runs, kept only for the failed ones): it was a sixth of the suite's
 * CPU (ADR 057). Without the DOM snapshots either (a copy of the page before and after every action, taken in every
 * test and thrown away when it passes): the suite is CPU-bound on 2 cores, and they were 15% of its CPU (four specs:
 * 225 -> 187 CPU s, docs/benchmarks.md "Test loop"). `E2E_TRACE=full` takes them again for a run that needs them;
 * `E2E_TRACE=0` keeps no trace.
 */
export const failureTrace =
  process.env.E2E_TRACE === '0'
    ? ('off' as const)
    : {
        mode: 'retain-on-failure' as const,
        screenshots: false,
        snapshots: process.env.E2E_TRACE === 'full',
        sources: true,
      };
