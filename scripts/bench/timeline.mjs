#!/usr/bin/env node
// Timeline benchmark (prints figures; not a test). Signs in as large@example.com (100,000 photos over 20 years)
// in Chromium and measures:
//   - time from navigation start until the first month's photos are visible (median of 3 cold page loads);
//   - scrolling newest to oldest: the largest DOM element count, the JS heap after it, the month requests;
//   - a scrubber jump 15 years back: from the click until that month's photos are visible.
//
//   npx vite build && node scripts/bench/timeline.mjs
//
// It starts the mock server and `vite preview` on free ports of its own, unless BENCH_BASE_URL points at an
// app that is already running (with its mock). CHROMIUM_PATH selects the browser (default /usr/bin/chromium).
import { chromium } from '@playwright/test';
import { servers, signIn, stopServers } from './servers.mjs';

const EMAIL = 'large@example.com';
const MONTH_REQUEST = /\/photo\/photos\/timeline\/(\d{4})\/(\d{1,2})(?:\?|$)/;

/** Milliseconds since navigation start when the first grid's first image has loaded and is on screen. */
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  const base = await servers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--enable-precise-memory-info',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, base, EMAIL);
  await page.getByRole('grid').first().getByRole('img').first().waitFor();
  // First visit done: the welcome banner stays away (as for a returning user); storage keeps no scroll place.
  await page.getByRole('button', { name: 'Got it' }).click();
  const figures = [];

  // 1. Time to the first month's photos, cold page loads (signed in: tokens are in cookies).
  const loads = [];
  for (let run = 0; run < 3; run++) {
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/my-photos/photos`);
    loads.push(await firstPhotosVisible(page));
  }
  figures.push([
    'first month photos visible (navigation start, median of 3)',
    ms(median(loads)),
    loads.map(ms).join(', '),
  ]);

  // 2. Scroll from the newest month to the oldest, a screen at a time.
  const requests = [];
  const onRequest = (request) => {
    const match = MONTH_REQUEST.exec(request.url());
    if (match) requests.push(`${match[1]}/${match[2]}`);
  };
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${base}/my-photos/photos`);
  await firstPhotosVisible(page);
  page.on('request', onRequest);
  const months = Number(
    await page.getByRole('slider', { name: 'Jump to a month' }).getAttribute('aria-valuemax'),
  );
  const scroll = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let maxElements = 0;
    const started = performance.now();
    let longestFrame = 0;
    for (;;) {
      const before = performance.now();
      window.scrollBy(0, window.innerHeight * 0.9);
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 50));
      longestFrame = Math.max(longestFrame, performance.now() - before - 50);
      maxElements = Math.max(maxElements, document.getElementsByTagName('*').length);
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break;
    }
    return {
      maxElements,
      duration: performance.now() - started,
      height: document.documentElement.scrollHeight,
      longestFrame,
    };
  });
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  page.off('request', onRequest);
  figures.push([
    'timeline height (virtual px) / months',
    `${scroll.height.toLocaleString('en-GB')} px / ${months}`,
    '',
  ]);
  figures.push([
    'scroll newest -> oldest, a screen per 50 ms',
    ms(scroll.duration),
    `longest step ${ms(scroll.longestFrame)}`,
  ]);
  figures.push(['largest DOM element count while scrolling', String(scroll.maxElements), 'limit 1,500']);
  figures.push(['JS heap after scrolling (after GC)', `${(usedSize / 1e6).toFixed(1)} MB`, '']);
  figures.push([
    'timeline month requests while scrolling',
    String(requests.length),
    `${new Set(requests).size} months of ${months}`,
  ]);

  // 3. Scrubber: where is 15 years back? (keyboard: PageDown moves a year), then a click there from the top.
  await page.evaluate(() => {
    sessionStorage.clear();
    window.scrollTo(0, 0);
  });
  await page.goto(`${base}/my-photos/photos`);
  await firstPhotosVisible(page);
  const scrubber = page.getByRole('slider', { name: 'Jump to a month' });
  await scrubber.focus();
  for (let year = 0; year < 15; year++) await scrubber.press('PageDown');
  const target = await scrubber.getAttribute('aria-valuetext');
  const box = await scrubber.boundingBox();
  const thumbY = await page
    .locator('[role="slider"] [aria-hidden="true"][style*="top"]')
    .evaluateAll((nodes) => {
      const thumb = nodes.find((node) => node.className.includes('Thumb'));
      return thumb ? thumb.getBoundingClientRect().top + thumb.getBoundingClientRect().height / 2 : undefined;
    });
  await scrubber.press('Home');
  await page.waitForTimeout(1500);
  requests.length = 0;
  page.on('request', onRequest);
  const clickY = (thumbY ?? box.y + box.height * 0.75) + 2;
  const jumpStart = await page.evaluate(() => performance.now());
  await page.mouse.click(box.x + box.width / 2, clickY);
  const reached = await scrubber.getAttribute('aria-valuetext');
  const jumpEnd = await page
    .waitForFunction(
      (label) => {
        const grid = [...document.querySelectorAll('[role="grid"]')].find(
          (element) =>
            document.getElementById(element.getAttribute('aria-labelledby'))?.textContent === label,
        );
        const image = grid?.querySelector('img');
        return image?.complete && image.naturalWidth > 0 ? performance.now() : false;
      },
      reached,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  page.off('request', onRequest);
  figures.push([
    `scrubber jump 15 years back (${target}; click reached ${reached})`,
    ms(jumpEnd - jumpStart),
    `${new Set(requests).size} months requested`,
  ]);

  await browser.close();
  const width = Math.max(...figures.map(([label]) => label.length));
  console.log(
    `\nTimeline benchmark, ${EMAIL}, Chromium 1280x800, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  for (const [label, value, note] of figures)
    console.log(`  ${label.padEnd(width)}  ${value.padStart(14)}  ${note}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopServers();
  });
