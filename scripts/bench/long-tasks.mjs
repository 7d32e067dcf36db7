#!/usr/bin/env node
// The main thread's long tasks during a cold load of the timeline (prints figures; not a test): what Lighthouse's
// Total Blocking Time is made of, task by task, with what each task ran. A fresh browser context per run (no
// HTTP or code cache; the sign-in's cookies and session storage are copied in), 4x CPU slowdown as Lighthouse's
// mobile preset, demo@example.com, a mobile viewport.
//
//   npx vite build && node scripts/bench/long-tasks.mjs        (BENCH_RUNS=3; BENCH_MIN_TASK_MS=30)
//
// BENCH_CPU_RATE=1 traces without the slowdown: the trace Lighthouse's simulation replays (see lighthouse.mjs).
//
// Each line: the task's start from navigation, its length, and the trace events inside it longer than 2 ms
// (module evaluation, microtasks = promise continuations such as React renders after a fetch, timers,
// animation frames, style and layout).
import { chromium } from '@playwright/test';
import { servers, signIn, stopServers } from './servers.mjs';
import { describeTaskParts } from './trace-events.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MIN_TASK_US = Number(process.env.BENCH_MIN_TASK_MS ?? 30) * 1000;
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const device = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

async function main() {
  const base = await servers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const signedIn = await browser.newContext(device);
    const signInPage = await signedIn.newPage();
    await signIn(signInPage, base, 'demo@example.com');
    await signInPage.locator('[data-cell] img').first().waitFor();
    const storageState = await signedIn.storageState();
    const session = await signInPage.evaluate(() => JSON.stringify(sessionStorage));
    await signedIn.close();

    console.log(
      `Long tasks (>= ${MIN_TASK_US / 1000} ms at ${CPU_RATE}x CPU slowdown), cold load of ${base}/my-photos/photos\n`,
    );
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ ...device, storageState });
      await context.addInitScript((items) => {
        for (const [key, value] of Object.entries(JSON.parse(items))) sessionStorage.setItem(key, value);
      }, session);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      const events = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        categories:
          'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
        transferMode: 'ReportEvents',
      });
      await page.goto(`${base}/my-photos/photos`);
      await page.locator('[data-cell] img').first().waitFor();
      await page.waitForTimeout(2000);
      await cdp.send('Tracing.end');
      await complete;
      await context.close();

      const start = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
      const fcp = events.find((e) => e.name === 'firstContentfulPaint');
      const ms = (us) => `${Math.round(us / 1000)}`;
      const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur >= MIN_TASK_US);
      const blocking = tasks
        .filter((task) => fcp && task.ts >= fcp.ts)
        .reduce((sum, task) => sum + Math.max(0, task.dur - 50_000), 0);
      console.log(
        `run ${run}: first contentful paint ${fcp ? ms(fcp.ts - start) : '?'} ms, blocking time after it ${ms(blocking)} ms`,
      );
      let fcpShown = !fcp;
      for (const task of tasks) {
        if (!fcpShown && task.ts >= fcp.ts) {
          fcpShown = true;
          console.log(`  -- first contentful paint at ${ms(fcp.ts - start)} ms --`);
        }
        const inside = events.filter(
          (e) =>
            e.ph === 'X' &&
            e.pid === task.pid &&
            e.tid === task.tid &&
            e !== task &&
            e.ts >= task.ts &&
            e.ts + e.dur <= task.ts + task.dur,
        );
        console.log(
          `  at ${ms(task.ts - start).padStart(5)} ms  ${ms(task.dur).padStart(4)} ms  ${describeTaskParts(inside)}`,
        );
      }
    }
  } finally {
    await browser.close();
    stopServers();
  }
}

main().catch((error) => {
  console.error(error);
  stopServers();
  process.exit(1);
});
