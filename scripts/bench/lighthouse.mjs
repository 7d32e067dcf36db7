#!/usr/bin/env node
// Lighthouse on the timeline (prints figures; not a test): mobile form factor with Lighthouse's default
// simulated throttling, performance category only, in the local Chromium, signed in as demo@example.com.
// Median of 5 runs (BENCH_RUNS); targets (issue "My photos: the timeline"): performance >= 95, CLS <= 0.01, TBT <= 100 ms.
//
//   npx vite build && node scripts/bench/lighthouse.mjs
//
// Playwright signs in inside a persistent Chromium profile (the browser's default context, so the auth cookies
// are there for Lighthouse's own tab), then Lighthouse drives the same browser over its debugging port with
// storage reset off. Servers as in timeline.mjs (BENCH_BASE_URL to use a running app). BENCH_VERBOSE=1 prints
// the layout shifts and long tasks of each run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, servers, signIn, stopServers } from './servers.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const base = await servers();
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, base, 'demo@example.com');
    await page.getByRole('grid').first().getByRole('img').first().waitFor();
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}/my-photos/photos`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      const { categories, audits } = result.lhr;
      if (process.env.BENCH_VERBOSE)
        for (const id of ['layout-shifts', 'long-tasks'])
          console.log(id, JSON.stringify(audits[id]?.details?.items ?? [], null, 1).slice(0, 3000));
      runs.push({
        score: Math.round(categories.performance.score * 100),
        cls: audits['cumulative-layout-shift'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        finalUrl: result.lhr.finalDisplayedUrl,
      });
    }
    const signedOut = runs.find((run) => run.finalUrl.includes('/oidc/'));
    if (signedOut) throw new Error(`Lighthouse ended on the sign-in page: ${signedOut.finalUrl}`);
    const figure = (key) => median(runs.map((run) => run[key]));
    const rows = [
      ['performance score', String(figure('score')), '>= 95', figure('score') >= 95],
      ['cumulative layout shift', figure('cls').toFixed(3), '<= 0.01', figure('cls') <= 0.01],
      ['total blocking time', `${Math.round(figure('tbt'))} ms`, '<= 100 ms', figure('tbt') <= 100],
      ['largest contentful paint', `${Math.round(figure('lcp'))} ms`, '', true],
      ['first contentful paint', `${Math.round(figure('fcp'))} ms`, '', true],
    ];
    console.log(`\nLighthouse ${RUNS} runs (median), mobile, ${base}/my-photos/photos as demo@example.com\n`);
    for (const [label, value, target, ok] of rows)
      console.log(`  ${target ? (ok ? '✔' : '✘') : ' '} ${label.padEnd(26)} ${value.padStart(9)}  ${target}`);
    console.log(
      `\n  runs (score / TBT ms): ${runs.map((run) => `${run.score} / ${Math.round(run.tbt)}`).join(', ')}`,
    );
    if (rows.some(([, , target, ok]) => target && !ok)) process.exitCode = 1;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopServers());
