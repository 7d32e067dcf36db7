#!/usr/bin/env node
// What a landing asks for before and after its first screen's largest paint (issue 25; prints figures, not a test).
// For each route: the LCP candidates the browser reports (time, element) and every script, fetch and image request
// with its start time, marked "before LCP" when it started before the last candidate. Lighthouse's simulated LCP
// counts every request that finished before the observed paint (docs/benchmarks.md "Side pieces after the first
// screen, the account layout as one chunk"), so a side piece requested before it lengthens the figure.
//
//   npx vite build && node scripts/bench/first-screen-order.mjs [/my-photos/photos ...]
import { chromium } from '@playwright/test';
import { servers, signIn, stopServers } from './servers.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/my-photos/photos'];
const base = await servers();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await signIn(page, base, 'demo@example.com');
  for (const route of routes) {
    await page.goto('about:blank');
    await page.goto(`${base}${route}`);
    await page.waitForLoadState('networkidle');
    const report = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const candidates = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              candidates.push({
                at: Math.round(entry.startTime),
                element: entry.element?.tagName ?? '?',
                text: (entry.element?.textContent ?? '').slice(0, 40),
              });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => {
            const requests = performance.getEntriesByType('resource').map((entry) => ({
              at: Math.round(entry.startTime),
              end: Math.round(entry.responseEnd),
              name: entry.name.replace(location.origin, ''),
            }));
            resolve({ candidates, requests });
          }, 200);
        }),
    );
    const lcp = report.candidates.at(-1)?.at ?? Infinity;
    console.log(
      `\n${route}: LCP candidates ${report.candidates.map((c) => `${c.at} ms <${c.element}> ${c.text}`).join(' | ')}`,
    );
    const before = report.requests.filter((r) => r.at < lcp);
    console.log(
      `  ${before.length} requests started before the LCP, ${report.requests.length - before.length} after`,
    );
    for (const r of report.requests)
      console.log(
        `  ${r.at < lcp ? 'before' : 'after '} ${String(r.at).padStart(5)}-${String(r.end).padStart(5)} ${r.name}`,
      );
  }
} finally {
  await browser.close();
  stopServers();
}
