#!/usr/bin/env node
// Albums at scale benchmark (issue 13; prints figures, exits 1 when a target is missed). Signs in as
// bigalbums@example.com (10,400 photos; 200 albums, the newest "Family archive" of 10,000) in Chromium and, in one
// run:
//   1. cold page loads of its timeline and of the 10,000-photo album, interleaved, BENCH_RUNS each (default 5):
//      navigation start until the first photos are visible; the album's median within 1.2x the timeline's;
//   2. walks the timeline, then the album, from top to bottom a screen per 50 ms, then waits until the last
//      photos are in: the largest DOM element count (target < 1,500 on the album), the JS heap after the walk
//      (after GC; the album's within 1.25x the timeline's, the same account and about as many photos), the
//      main thread's busy seconds (CPU, comparable on a shared machine) and the album pages asked for;
//   3. the albums list of 200: the requests on opening (the first page only) and on each "Show more albums"
//      (one page by its cursor): pages requested = pages shown, never more than 50 albums a request.
//
//   npx vite build && node scripts/bench/albums.mjs
//
// Servers: as scripts/bench/timeline.mjs (its own mock and `vite preview` on free ports, or BENCH_BASE_URL).
import { chromium } from '@playwright/test';
import { servers, signIn, stopServers } from './servers.mjs';

const EMAIL = 'bigalbums@example.com';
const RUNS = Number(process.env.BENCH_RUNS) || 5;
const FLAGS = '?PhotoManagementAlbumViewEnabled=true';
const RATIO_BUDGET = 1.2;
const DOM_LIMIT = 1500;
const HEAP_BUDGET = 1.25;
const ALBUM_PAGE = /\/photo\/albums\/[^/?]+\/photos\?/;
const ALBUM_LIST = /\/photo\/albums\?/;

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
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue());

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Main-thread busy seconds of the page so far (Chromium's TaskDuration). */
async function busySeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

/**
 * Scrolls the window from top to bottom, a screen per 50 ms, then waits until the last photo on screen has
 * loaded (the album loads its pages one after the other: a cursor needs the page before it). Answers the largest
 * DOM element count seen, the walk's duration, and the heap after GC.
 */
async function walk(page, cdp) {
  const busyBefore = await busySeconds(cdp);
  const scroll = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const count = () => document.getElementsByTagName('*').length;
    let maxElements = count();
    const started = performance.now();
    for (let steps = 0; steps < 20_000; steps++) {
      window.scrollBy(0, window.innerHeight * 0.9);
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 50));
      maxElements = Math.max(maxElements, count());
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break;
    }
    const scrolled = performance.now() - started;
    // The end: every photo cell on screen has its image, loaded.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      maxElements = Math.max(maxElements, count());
      const cells = [...document.querySelectorAll('[role="grid"] [role="gridcell"]')].filter((cell) => {
        const { top, bottom } = cell.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      });
      const images = cells.map((cell) => cell.querySelector('img'));
      if (cells.length > 0 && images.every((image) => image?.complete && image.naturalWidth > 0)) break;
      if (performance.now() - started > 300_000) break;
    }
    return { maxElements, scrolled, total: performance.now() - started };
  });
  await page.waitForTimeout(1000);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { ...scroll, heap: usedSize, busy: (await busySeconds(cdp)) - busyBefore };
}

async function dismissWelcome(page) {
  const gotIt = page.getByRole('button', { name: 'Got it' });
  if (await gotIt.isVisible()) await gotIt.click();
}

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
  const cpuStart = process.cpuUsage();
  await signIn(page, base, EMAIL);
  await page.getByRole('grid').first().getByRole('img').first().waitFor({ timeout: 60_000 });
  await dismissWelcome(page);

  // The album's address: the first tile of the list (the newest album).
  await page.goto(`${base}/my-photos/albums${FLAGS}`);
  const tile = page.getByRole('link', { name: 'Family archive' });
  await tile.waitFor({ timeout: 60_000 });
  const albumUrl = `${base}${new URL(await tile.evaluate((link) => link.href)).pathname}${FLAGS}`;
  await page.goto(albumUrl);
  await firstPhotosVisible(page);

  // 1. First photos: timeline and album, interleaved cold loads.
  const timelineLoads = [];
  const albumLoads = [];
  for (let run = 0; run < RUNS; run++) {
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/my-photos/photos`);
    timelineLoads.push(await firstPhotosVisible(page));
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(albumUrl);
    albumLoads.push(await firstPhotosVisible(page));
  }
  const ratio = median(albumLoads) / median(timelineLoads);

  // 2. Walks: a fresh page each, so each heap holds one list.
  const walkOf = async (url) => {
    const walker = await context.newPage();
    const cdp = await context.newCDPSession(walker);
    await cdp.send('Performance.enable');
    const pages = [];
    walker.on('request', (request) => {
      if (ALBUM_PAGE.test(request.url())) pages.push(new URL(request.url()).searchParams.get('cursor') ?? '');
    });
    await walker.goto(url);
    await firstPhotosVisible(walker);
    const result = await walk(walker, cdp);
    await walker.close();
    return { ...result, pages: pages.length, distinctPages: new Set(pages).size };
  };
  const timelineWalk = await walkOf(`${base}/my-photos/photos`);
  const albumWalk = await walkOf(albumUrl);
  const heapRatio = albumWalk.heap / timelineWalk.heap;

  // 3. The albums list of 200.
  const list = await context.newPage();
  const listRequests = [];
  list.on('request', (request) => {
    if (request.method() === 'GET' && ALBUM_LIST.test(request.url()))
      listRequests.push(new URL(request.url()).searchParams);
  });
  await list.goto(`${base}/my-photos/albums${FLAGS}`);
  const tiles = list.getByRole('region', { name: 'Your albums' }).getByRole('link');
  await tiles.first().waitFor();
  const onOpen = listRequests.length;
  const shownAfterOpen = await tiles.count();
  const more = list.getByRole('button', { name: 'Show more albums' });
  // Each press asks for one page; the address then says how many pages show (?pages=), which re-runs the loader
  // (from the cache): wait for the list to settle before the next press.
  let presses = 0;
  let shown = shownAfterOpen;
  while (shown < 200 && presses < 10) {
    await more.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await more.click();
    presses += 1;
    await list.waitForURL(new RegExp(`[?&]pages=${presses + 1}(&|$)`), { timeout: 30_000 });
    await list.waitForFunction(
      ([selector, count]) => document.querySelectorAll(selector).length > count,
      ['[aria-labelledby="own-albums-heading"] ul a', shown],
      { timeout: 30_000 },
    );
    shown = await tiles.count();
  }
  await more.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  shown = await tiles.count();
  const pagesShown = new URL(list.url()).searchParams.get('pages');
  const cursors = listRequests.map((query) => query.get('cursor'));
  const limits = listRequests.map((query) => Number(query.get('limit')));
  await list.close();
  await browser.close();
  const cpu = process.cpuUsage(cpuStart);

  const rows = [
    ['timeline first photos (median)', ms(median(timelineLoads)), timelineLoads.map(ms).join(', ')],
    ['10,000-photo album first photos (median)', ms(median(albumLoads)), albumLoads.map(ms).join(', ')],
    ['ratio album / timeline', ratio.toFixed(2), `target <= ${RATIO_BUDGET}`],
    [
      'timeline walk: largest DOM element count',
      String(timelineWalk.maxElements),
      `walk ${ms(timelineWalk.scrolled)} + last photos ${ms(timelineWalk.total - timelineWalk.scrolled)}`,
    ],
    [
      'album walk: largest DOM element count',
      String(albumWalk.maxElements),
      `target < ${DOM_LIMIT}; walk ${ms(albumWalk.scrolled)} + last photos ${ms(albumWalk.total - albumWalk.scrolled)}`,
    ],
    ['timeline walk: JS heap after (GC)', mb(timelineWalk.heap), ''],
    [
      'album walk: JS heap after (GC)',
      mb(albumWalk.heap),
      `ratio ${heapRatio.toFixed(2)}, target <= ${HEAP_BUDGET}`,
    ],
    ['timeline walk: main thread busy', `${timelineWalk.busy.toFixed(1)} s`, ''],
    [
      'album walk: main thread busy',
      `${albumWalk.busy.toFixed(1)} s`,
      `ratio ${(albumWalk.busy / timelineWalk.busy).toFixed(2)}`,
    ],
    [
      'album walk: photo pages requested',
      String(albumWalk.pages),
      `${albumWalk.distinctPages} distinct of ${Math.ceil(10_000 / 24)}`,
    ],
    ['albums list: requests on opening', String(onOpen), `${shownAfterOpen} albums shown`],
    [
      'albums list: requests after all pages',
      String(listRequests.length),
      `${presses} presses, ${shown} albums shown, ?pages=${pagesShown}, limits ${limits.join('/')}`,
    ],
    ['bench process CPU (user+system)', `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`, ''],
  ];
  console.log(`\nAlbums at scale, ${EMAIL}, Chromium 1280x800, ${new Date().toISOString().slice(0, 16)}Z\n`);
  for (const [what, figure, note] of rows) console.log(`  ${what.padEnd(42)} ${figure.padStart(9)}  ${note}`);

  const pagedByCursor =
    onOpen === 1 &&
    cursors[0] === null &&
    cursors.slice(1).every((cursor) => cursor && cursor.length > 0) &&
    new Set(cursors).size === cursors.length &&
    listRequests.length === presses + 1 &&
    String(listRequests.length) === pagesShown &&
    limits.every((limit) => limit <= 50) &&
    shown === 200;
  const missed = [
    ratio > RATIO_BUDGET && `first photos ratio ${ratio.toFixed(2)} > ${RATIO_BUDGET}`,
    albumWalk.maxElements >= DOM_LIMIT && `album DOM ${albumWalk.maxElements} >= ${DOM_LIMIT}`,
    heapRatio > HEAP_BUDGET && `album heap ${heapRatio.toFixed(2)}x the timeline's > ${HEAP_BUDGET}`,
    !pagedByCursor && 'the albums list did not page by cursor, one page a request',
  ].filter(Boolean);
  if (missed.length > 0) {
    console.error(`\nMISSED: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopServers);
