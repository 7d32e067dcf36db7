#!/usr/bin/env node
// Orders list benchmark (prints figures; exits 1 when the budget is missed). In one run, cold page loads of:
//   - the timeline (large@example.com): navigation start until the first month's photos are visible;
//   - My orders (orders300@example.com, 300 orders): navigation start until the first page's orders are visible;
// interleaved, BENCH_RUNS each (default 5), medians compared: the orders page must be within 1.2x the timeline.
// It also counts the superorders requests: the first page asks for that page only (Offset 0, Limit 10), and
// page 2 for its own page only.
//
//   npx vite build && node scripts/bench/orders.mjs
//
// Servers: as scripts/bench/timeline.mjs (its own mock and `vite preview` on free ports, or BENCH_BASE_URL).
import { chromium } from '@playwright/test';
import { servers, signIn, stopServers } from './servers.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const BUDGET = 1.2;
const SUPERORDERS = /\/orders-api\/v2\/superorders\/me\?(.*)$/;

const firstPhotosVisible = (page) =>
  page
    .waitForFunction(
      () => {
        const image = document.querySelector('[role="grid"] img');
        if (!image || !image.complete || image.naturalWidth === 0) return false;
        const { top, bottom } = image.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());

/** Milliseconds since navigation start when the page's orders are on screen (the first card's link). */
const firstOrdersVisible = (page) =>
  page
    .waitForFunction(
      () => {
        const link = document.querySelector('main a[aria-label^="View details of order"]');
        if (!link) return false;
        const { top, bottom } = link.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  const base = await servers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const timelineContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const timeline = await timelineContext.newPage();
  await signIn(timeline, base, 'large@example.com');
  await timeline.getByRole('grid').first().getByRole('img').first().waitFor();
  await timeline.getByRole('button', { name: 'Got it' }).click();

  const ordersContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const orders = await ordersContext.newPage();
  await signIn(orders, base, 'orders300@example.com');
  const requests = [];
  orders.on('request', (request) => {
    const match = SUPERORDERS.exec(request.url());
    if (match) requests.push(match[1]);
  });

  const timelineLoads = [];
  const ordersLoads = [];
  for (let run = 0; run < RUNS; run++) {
    await timeline.evaluate(() => sessionStorage.clear());
    await timeline.goto(`${base}/my-photos/photos`);
    timelineLoads.push(await firstPhotosVisible(timeline));
    requests.length = 0;
    await orders.goto(`${base}/orders`);
    ordersLoads.push(await firstOrdersVisible(orders));
  }
  const firstPageRequests = [...requests];
  requests.length = 0;
  await orders.getByRole('link', { name: 'Page 2' }).click();
  await orders.waitForURL(/page=2/);
  await orders.locator('main a[aria-label^="View details of order"]').first().waitFor();
  const secondPageRequests = [...requests];

  const ratio = median(ordersLoads) / median(timelineLoads);
  const rows = [
    ['timeline first photos (large@, median)', ms(median(timelineLoads)), timelineLoads.map(ms).join(', ')],
    ['My orders first page (orders300@, median)', ms(median(ordersLoads)), ordersLoads.map(ms).join(', ')],
    ['ratio orders / timeline', ratio.toFixed(2), `budget ${BUDGET}`],
    [
      'superorders requests, first page (last load)',
      String(firstPageRequests.length),
      firstPageRequests.join(' | '),
    ],
    ['superorders requests, page 2', String(secondPageRequests.length), secondPageRequests.join(' | ')],
  ];
  for (const [what, figure, note] of rows) console.log(`${what.padEnd(48)} ${figure.padStart(8)}  ${note}`);
  await browser.close();
  const onlyShownPages =
    firstPageRequests.every((q) => /Offset=0&Limit=10/.test(q)) &&
    secondPageRequests.every((q) => /Offset=10&Limit=10/.test(q)) &&
    secondPageRequests.length >= 1;
  if (ratio > BUDGET || !onlyShownPages) {
    console.error(
      `FAILED: ratio ${ratio.toFixed(2)} (budget ${BUDGET}), only the shown pages: ${onlyShownPages}`,
    );
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopServers);
