#!/usr/bin/env node
// A signed-in customer on a slow network (issue 23 "Slow network", issue 25 "no chain of calls that could run side
// by side"; prints figures). Every call to the services answers after BENCH_LATENCY_MS (default 2,500 ms: the mock's
// latency fault on every path, `POST /__mock/faults`, and a Playwright route delay on the identity provider's
// endpoints); the app's own files (preview server) are not slowed. For each
// route, BENCH_RUNS cold loads (default 3) in a context that holds a valid session (signed in once, before the
// fault), each in a fresh page, measuring from navigation start:
//   - when the page's heading (h1) and its first item (BENCH_ROUTES' selector) are visible;
//   - whether "Signing you in…" was ever shown, and for how long;
//   - the services' calls made until then, and the sequential round trips among them: the longest chain of calls
//     each starting after the one before it answered (with a fixed latency per call, the floor of the time).
//
//   npx vite build && node scripts/bench/slow-network.mjs
//   BENCH_LATENCY_MS=2500 BENCH_RUNS=3 BENCH_APP_PORT=4441 BENCH_MOCK_PORT=9441 node scripts/bench/slow-network.mjs
//
// BENCH_DIST=<dir>: another build (e.g. of an earlier commit) instead of dist/.
// Servers: its own mock and `vite preview` of dist/ on free ports (or BENCH_APP_PORT / BENCH_MOCK_PORT), as the
// other browser benchmarks (servers.mjs).
import { chromium } from '@playwright/test';
import { servers, signIn, stopServers } from './servers.mjs';

const EMAIL = process.env.BENCH_EMAIL ?? 'demo@example.com';
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 2500);
/** Route -> its first item and, on the photo area's pages, the tab's count (CSS selectors). */
const ROUTES = {
  '/my-photos/albums': {
    item: 'main ul li a[href*="/my-photos/albums/"]',
    count: 'main nav a[href="/my-photos/albums"] span',
  },
  '/my-photos/photos': {
    item: '[role="grid"] [role="gridcell"] img',
    count: 'main nav a[href^="/my-photos/photos"] span',
  },
  '/': { item: 'main h2' },
  '/orders': { item: 'main a[href*="/orders/"]' },
};
/**
 * `valid`: the access token is valid (the start script and the app use it at once); `refresh`: it has expired and
 * the refresh token is valid (a customer back after the access token's lifetime: the app renews it first).
 */
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'valid,refresh').split(',');
const SIGNING_IN = 'Signing you in';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);

/** The longest chain of calls each starting after the previous one answered (and that chain, for the log). */
function sequentialRoundTrips(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depth = new Map();
  const previous = new Map();
  for (const call of sorted) {
    let best = 0;
    for (const before of sorted) {
      if (before.end <= call.start && (depth.get(before) ?? 0) > best) {
        best = depth.get(before);
        previous.set(call, before);
      }
    }
    depth.set(call, best + 1);
  }
  let last;
  for (const call of sorted) if (!last || depth.get(call) > depth.get(last)) last = call;
  const chain = [];
  for (let call = last; call; call = previous.get(call)) chain.unshift(call);
  return { count: chain.length, chain };
}

async function setLatency(mock, latencyMs) {
  await fetch(`${mock}/__mock/faults`, { method: 'DELETE' });
  if (latencyMs <= 0) return;
  const response = await fetch(`${mock}/__mock/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/*', fault: { latencyMs } }),
  });
  if (!response.ok) throw new Error(`fault rule: ${response.status} ${await response.text()}`);
}

async function measure(context, base, route, scenario, mockOrigin) {
  if (scenario === 'refresh') {
    const cookies = await context.cookies();
    await context.clearCookies({ name: 'auth_access_token' });
    if (!cookies.some((cookie) => cookie.name === 'auth_refresh_token')) throw new Error('no refresh token');
  }
  const { item: itemSelector, count: countSelector } = ROUTES[route];
  const page = await context.newPage();
  const calls = [];
  const started = new Map();
  const t0 = { value: 0 };
  page.on('request', (request) => {
    // The services' calls (fetch), not the images and the third-party stand-ins the mock also serves.
    if (request.url().startsWith(mockOrigin) && ['fetch', 'xhr'].includes(request.resourceType()))
      started.set(request, Date.now());
  });
  const done = (request) => {
    const start = started.get(request);
    if (start === undefined) return;
    const url = new URL(request.url());
    calls.push({ path: `${url.pathname}${url.search}`, start: start - t0.value, end: Date.now() - t0.value });
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // When "Signing you in…" first and last showed (a MutationObserver from the first byte of the document).
  await page.addInitScript((text) => {
    const seen = { first: undefined, last: undefined };
    window.benchSigningIn = seen;
    new MutationObserver(() => {
      if (document.body?.innerText.includes(text)) {
        seen.first ??= performance.now();
        seen.last = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, SIGNING_IN);
  t0.value = Date.now();
  await page.goto(`${base}${route}`, { waitUntil: 'commit' });
  const visibleAt = (selector) =>
    page
      .waitForFunction(
        (css) => {
          const element = document.querySelector(css);
          if (!element) return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.top < window.innerHeight ? performance.now() : false;
        },
        selector,
        { polling: 'raf', timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue());
  const [heading, item, count] = await Promise.all([
    visibleAt('main h1'),
    visibleAt(itemSelector),
    countSelector ? visibleAt(countSelector) : undefined,
  ]);
  const signingIn = await page.evaluate(() => window.benchSigningIn);
  // Navigation start -> t0 offset: performance.now() counts from the navigation's start (timeOrigin).
  const origin = await page.evaluate(() => performance.timeOrigin);
  const shift = origin - t0.value;
  const ready = Math.max(heading, item, count ?? 0);
  const madeBefore = calls
    .map((call) => ({ ...call, start: call.start - shift, end: call.end - shift }))
    .filter((call) => call.start < ready);
  await page.close();
  return {
    heading,
    item,
    count,
    signingInMs: signingIn.first === undefined ? 0 : signingIn.last - signingIn.first,
    calls: madeBefore,
    trips: sequentialRoundTrips(madeBefore),
  };
}

async function main() {
  const base = await servers(...(process.env.BENCH_DIST ? [process.env.BENCH_DIST] : []));
  const config = await (await fetch(`${base}/config.json`)).json();
  const mockOrigin = new URL(config.services.photo).origin;
  const mockControl = mockOrigin;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const first = await context.newPage();
    await setLatency(mockControl, 0);
    await signIn(first, base, EMAIL);
    // A returning customer: the start script remembers the services, the app has its messages cached.
    await first.waitForSelector('[role="grid"] img', { timeout: 60_000 });
    await first.close();
    await setLatency(mockControl, LATENCY_MS);
    // The identity provider (served by the mock outside its fault rules) answers as slowly as the services.
    await context.route(`${mockOrigin}/oidc/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue();
    });
    const routes = (process.env.BENCH_ROUTES ?? '/my-photos/albums').split(',');
    console.log(
      `Slow network: every service call answers after ${LATENCY_MS} ms; ${RUNS} cold loads per route, ${EMAIL}`,
    );
    for (const scenario of SCENARIOS)
      for (const route of routes) {
        const results = [];
        for (let run = 0; run < RUNS; run++)
          results.push(await measure(context, base, route, scenario, mockOrigin));
        const mid = results.map((r) => Math.max(r.heading, r.item, r.count ?? 0));
        const typical = results[mid.indexOf(median(mid))];
        console.log(
          `\n${route} (${scenario === 'valid' ? 'valid access token' : 'expired access token, valid refresh token'})`,
        );
        console.log(`  heading visible       ${ms(median(results.map((r) => r.heading)))}`);
        console.log(`  first item visible    ${ms(median(results.map((r) => r.item)))}`);
        if (ROUTES[route].count)
          console.log(`  tab count visible     ${ms(median(results.map((r) => r.count)))}`);
        console.log(`  "Signing you in…"     ${ms(median(results.map((r) => r.signingInMs)))} shown`);
        console.log(`  service calls         ${median(results.map((r) => r.calls.length))}`);
        console.log(`  sequential round trips ${median(results.map((r) => r.trips.count))}`);
        console.log('  calls of the median run (ms from navigation start):');
        for (const call of [...typical.calls].sort((a, b) => a.start - b.start))
          console.log(
            `    ${String(Math.round(call.start)).padStart(6)} -> ${String(Math.round(call.end)).padStart(6)}  ${call.path}${typical.trips.chain.includes(call) ? '  (chain)' : ''}`,
          );
      }
    await setLatency(mockControl, 0);
  } finally {
    await browser.close();
    stopServers();
  }
}

await main();
