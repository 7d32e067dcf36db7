#!/usr/bin/env node
// Lighthouse on the timeline (prints figures; not a test): mobile form factor with Lighthouse's default
// simulated throttling, performance category only, in the local Chromium, signed in as demo@example.com.
// Median of 9 runs (BENCH_RUNS); targets (issue "My photos: the timeline"): performance >= 95, CLS <= 0.01, TBT <= 100 ms.
//
//   npx vite build && node scripts/bench/lighthouse.mjs [--route /my-photos/photos]
//   npx vite build && BENCH_RUNS=3 node scripts/bench/lighthouse.mjs --all   (every list route, one table)
//
// Every batch also measures a trivial page (one HTML file, one 0.5 kB module, one image; written into a
// directory of its own and served by `vite preview` like the app), in runs alternating with the app's, and
// prints the ratio app / trivial of the medians of LCP (issue 11: at most 1.4). The machine is shared: absolute
// figures drift from batch to batch, the ratio within one batch is the figure to compare.
//
// Playwright signs in inside a persistent Chromium profile (the browser's default context, so the auth cookies
// are there for Lighthouse's own tab), then Lighthouse drives the same browser over its debugging port with
// storage reset off. Servers as in timeline.mjs (BENCH_BASE_URL to use a running app). BENCH_VERBOSE=1 prints,
// for each run, the tasks Lighthouse's simulation counts and the observed tasks they stand for (what the Total
// Blocking Time is made of), the LCP element with its phases, and the requests of Lantern's LCP graph (what the
// simulated LCP waits for); BENCH_DISTS=dist,/tmp/dist-b compares builds (`npx vite build --outDir /tmp/dist-b`)
// in alternating runs, so that the machine's slower minutes weigh on each alike: single runs vary 2-3x.
// BENCH_CACHE=cold empties the HTTP cache before every run (cookies kept): a first visit's downloads, where the
// default measures a returning customer's visit, whose browser has the build's files (ADR 075).
// BENCH_CONSENT=11 measures with a cookie-consent decision (the `cookie_consent` cookie the consent script reads):
// 11 loads every third-party script (consent, chat, analytics, session tracking, survey, A/B tag; the mock's
// stand-ins); the warm-up visit checks that they all loaded and prints them. Without it only the consent script
// loads (no decision).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { NetworkAnalysis } from 'lighthouse/core/computed/network-analysis.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { freePort, servers, signIn, stopServers } from './servers.mjs';
import { describeTaskParts } from './trace-events.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
/**
 * The list routes `--all` measures in one batch (issue 25), each alternating with the trivial page: the timeline,
 * the overview, orders, albums, an album, saved projects, the online photo books, downloads and settings as
 * demo@example.com. `$album` is replaced after the sign-in by the id of the account's first album with photos.
 */
const LIST_ROUTES = [
  '/my-photos/photos',
  '/',
  '/orders',
  '/my-photos/albums',
  '/my-photos/albums/$album',
  '/saved-projects',
  '/online-products',
  '/downloads',
  '/settings',
];
const routeArg = process.argv.indexOf('--route');
const ALL = process.argv.includes('--all');
const ROUTES = ALL
  ? (process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? LIST_ROUTES)
  : [routeArg > 0 ? process.argv[routeArg + 1] : '/my-photos/photos'];
const ROUTE = ROUTES[0];
if (!ROUTES.every((route) => route?.startsWith('/')))
  throw new Error('--route takes a path, e.g. --route /my-photos/photos');
/** LCP of the app at most this many times the trivial page's (issue 11). */
const LCP_RATIO_TARGET = 1.4;

/** A 300 px thumbnail as the mock draws them (its image cache), else a plain 300 x 300 JPEG. */
async function thumbnailJpeg() {
  const cache = '.mock-cache/images/r1';
  const cached = existsSync(cache) && readdirSync(cache).find((name) => /_300x300\.jpg$/.test(name));
  if (cached) return readFileSync(path.join(cache, cached));
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 300, height: 300, channels: 3, background: '#6a8caf' } })
    .jpeg()
    .toBuffer();
}

/** The trivial page: one HTML file, one module of about 0.5 kB that shows one image. */
async function writeTrivialPage() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-trivial-'));
  mkdirSync(path.join(dir, 'assets'));
  // Named as the build names its files (a name, a dash, 8 characters of hash), so that `vite preview` sends them as
  // it sends the app's: cached for good (scripts/asset-caching.ts, ADR 075).
  writeFileSync(path.join(dir, 'assets/photo-Tr1v1a10.jpg'), await thumbnailJpeg());
  const module = `// The trivial page's one module: a heading, a line of text and the image.
const main = document.createElement('main');
const heading = document.createElement('h1');
heading.textContent = 'A trivial page';
const text = document.createElement('p');
text.textContent = 'One HTML file, one module of about half a kilobyte and one image, served like the app.';
const image = new Image(300, 300);
image.src = '/assets/photo-Tr1v1a10.jpg';
image.alt = 'A photo';
main.append(heading, text, image);
document.body.append(main);
`.padEnd(512, ' ');
  writeFileSync(path.join(dir, 'assets/index-Tr1v1a10.js'), module);
  // `vite preview` sends the security headers, with the inline scripts' hashes of the build (none here).
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/csp-hashes.json'), JSON.stringify({ 'script-src': [] }));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Trivial page</title>
    <script type="module" crossorigin src="/assets/index-Tr1v1a10.js"></script>
  </head>
  <body></body>
</html>
`,
  );
  return dir;
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What a Lantern metric's `request` takes for one Lighthouse result: its inputs and a fresh cache. */
function lanternInputs({ lhr, artifacts }) {
  return [
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator: null,
    },
    { computedCache: new Map() },
  ];
}

/**
 * What a run's Total Blocking Time is made of. Lighthouse simulates a slow phone (Lantern): it replays the
 * unthrottled trace's tasks four times as long (twice for tasks with a layout; tasks under 10 ms drop out) on a
 * simulated slow network, and sums what each task beyond 50 ms lasts between the simulated first contentful paint
 * (only the render-blocking scripts and styles count for that) and the simulated time to interactive. So every
 * task after the bundles' evaluation counts, in the order the simulated network gives, not the observed one.
 */
async function explainBlockingTime(result, label) {
  const { artifacts, lhr } = result;
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  console.log(
    `${label}: TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms; simulated FCP ${metrics.firstContentfulPaint} ms, interactive ${metrics.interactive} ms; observed FCP ${metrics.observedFirstContentfulPaint} ms`,
  );
  const tbt = await LanternTotalBlockingTime.request(...lanternInputs(result));
  const navigation = artifacts.Trace.traceEvents.find((event) => event.name === 'navigationStart');
  const rows = [...tbt.pessimisticEstimate.nodeTimings]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration >= 30)
    .sort(([, a], [, b]) => a.startTime - b.startTime);
  console.log('  simulated start + length | observed start + length | L: has a layout | inside');
  for (const [node, timing] of rows) {
    console.log(
      `  ${String(Math.round(timing.startTime)).padStart(5)} +${String(Math.round(timing.duration)).padStart(4)} | ${String(Math.round((node.event.ts - (navigation?.ts ?? 0)) / 1000)).padStart(5)} +${String(Math.round(node.event.dur / 1000)).padStart(3)} ${node.didPerformLayout() ? 'L' : ' '} | ${describeTaskParts(node.childEvents).slice(0, 140)}`,
    );
  }
}

/** With BENCH_VERBOSE: which element is the LCP and the phases of its simulated time. */
async function explainLcp({ lhr, artifacts }, label) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : details ? [details] : [];
  for (const table of tables) {
    for (const item of table.items ?? []) {
      if (item.node)
        console.log(`  ${label} LCP element: ${item.node.nodeLabel} | ${item.node.snippet?.slice(0, 160)}`);
      else if (item.phase) console.log(`  ${label} LCP phase ${item.phase}: ${Math.round(item.timing)} ms`);
    }
  }
  const lcp = await LanternLargestContentfulPaint.request(...lanternInputs({ lhr, artifacts }));
  const network = await NetworkAnalysis.request(artifacts.DevtoolsLog, { computedCache: new Map() });
  console.log(
    `  ${label} server response time by origin (Lantern's estimate from this run, added to every request): ${[...network.serverResponseTimeByOrigin].map(([origin, ms]) => `${origin} ${Math.round(ms)} ms`).join(', ')}`,
  );
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ]) {
    console.log(
      `  ${label} Lantern LCP ${name} ${Math.round(estimate.timeInMs)} ms; its requests (start-end ms):`,
    );
    const requests = [...estimate.nodeTimings]
      .filter(([node]) => node.type === 'network')
      .sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, timing] of requests) {
      console.log(
        `    ${String(Math.round(timing.startTime)).padStart(5)}-${String(Math.round(timing.endTime)).padEnd(5)} ${node.request.priority.padEnd(8)} ${String(Math.round(node.request.transferSize / 1000)).padStart(4)} kB ${node.request.url.slice(0, 100)}`,
      );
    }
  }
}

/** With BENCH_CACHE=cold: empties the browser's HTTP cache (the sign-in's cookies stay) before each run. */
let emptyCache;

/** One Lighthouse run of `url`; with BENCH_VERBOSE, what made up its blocking time. */
async function runLighthouse(url, port, label) {
  await emptyCache?.();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  const { categories, audits } = result.lhr;
  if (process.env.BENCH_VERBOSE) {
    await explainBlockingTime(result, label);
    await explainLcp(result, label);
  }
  if (result.lhr.finalDisplayedUrl.includes('/oidc/'))
    throw new Error(`Lighthouse ended on the sign-in page: ${result.lhr.finalDisplayedUrl}`);
  return {
    score: Math.round(categories.performance.score * 100),
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
  };
}

/** Prints the medians of `runs` against the targets; false when a target is missed. */
function report(title, runs) {
  const figure = (key) => median(runs.map((run) => run[key]));
  const rows = [
    ['performance score', String(figure('score')), '>= 95', figure('score') >= 95],
    ['cumulative layout shift', figure('cls').toFixed(3), '<= 0.01', figure('cls') <= 0.01],
    ['total blocking time', `${Math.round(figure('tbt'))} ms`, '<= 100 ms', figure('tbt') <= 100],
    ['largest contentful paint', `${Math.round(figure('lcp'))} ms`, '', true],
    ['first contentful paint', `${Math.round(figure('fcp'))} ms`, '', true],
  ];
  console.log(`\n${title}\n`);
  for (const [label, value, target, ok] of rows)
    console.log(`  ${target ? (ok ? '✔' : '✘') : ' '} ${label.padEnd(26)} ${value.padStart(9)}  ${target}`);
  console.log(
    `\n  runs (score / TBT ms / LCP ms): ${runs.map((run) => `${run.score} / ${Math.round(run.tbt)} / ${Math.round(run.lcp)}`).join(', ')}`,
  );
  return !rows.some(([, , target, ok]) => target && !ok);
}

/**
 * `--all`: every route of ROUTES in each run, each followed by the trivial page (so each route alternates with it),
 * then one table: route, LCP median / the trivial page's LCP median (the whole batch's), TBT median, score median,
 * CLS median; with BENCH_DISTS one column group per build. Targets of issue 25: LCP ratio <= 1.2, TBT <= 50 ms.
 */
async function measureAll(bases, dists, trivialBase, port, album) {
  const runs = new Map();
  const trivialRuns = [];
  for (let run = 0; run < RUNS; run++)
    for (const route of ROUTES)
      for (const [index, base] of bases.entries()) {
        const key = `${dists[index]} ${route}`;
        if (!runs.has(key)) runs.set(key, []);
        const url = `${base}${route.replace('$album', album ?? '$album')}`;
        runs.get(key).push(await runLighthouse(url, port, `${key} run ${run + 1}`));
        if (trivialBase)
          trivialRuns.push(await runLighthouse(`${trivialBase}/`, port, `trivial run ${run + 1}`));
      }
  const trivialLcp = trivialRuns.length ? median(trivialRuns.map((r) => r.lcp)) : NaN;
  console.log(
    `\nLighthouse, mobile, ${RUNS} runs per route (median), each run followed by the trivial page (LCP median ` +
      `${Math.round(trivialLcp)} ms over ${trivialRuns.length} runs)\n`,
  );
  console.log('| build | route | LCP ratio to the trivial page | TBT median | score | CLS |');
  console.log('|---|---|---|---|---|---|');
  let ok = true;
  for (const [index] of bases.entries())
    for (const route of ROUTES) {
      const list = runs.get(`${dists[index]} ${route}`);
      const ratio = median(list.map((r) => r.lcp)) / trivialLcp;
      const tbt = median(list.map((r) => r.tbt));
      ok = ok && ratio <= 1.2 && tbt <= 50;
      console.log(
        `| ${dists[index]} | ${route} | ${ratio.toFixed(2)} | ${Math.round(tbt)} ms | ${median(list.map((r) => r.score))} | ${median(list.map((r) => r.cls)).toFixed(3)} |`,
      );
    }
  return ok;
}

/** The signed-in account's first album with photos, through the photo service the app uses (its token). */
function firstAlbumId(page) {
  return page.evaluate(async () => {
    const config = await (await fetch('/config.json')).json();
    const token = decodeURIComponent(/(?:^|; )auth_access_token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const answer = await fetch(`${config.services.photo}/albums`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { albums = [] } = answer.ok ? await answer.json() : {};
    return albums.find((album) => album.photosCount > 0)?.albumId;
  });
}

async function main() {
  // BENCH_DISTS=dist,/tmp/dist-b compares builds: their runs alternate, so a busier minute of the machine
  // weighs on each alike (single runs vary 2-3x). The trivial page runs alternate with them too.
  const dists = process.env.BENCH_DISTS?.split(',').filter(Boolean) ?? ['dist'];
  const trivial = process.env.BENCH_BASE_URL ? undefined : await writeTrivialPage();
  const started = await servers(...dists, ...(trivial ? [trivial] : []));
  const all = Array.isArray(started) ? started : [started];
  const bases = trivial ? all.slice(0, -1) : all;
  const trivialBase = trivial ? all.at(-1) : undefined;
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const consent = process.env.BENCH_CONSENT;
    for (const base of bases) {
      await signIn(page, base, 'demo@example.com');
      if (consent) await context.addCookies([{ name: 'cookie_consent', value: consent, url: base }]);
      await page.goto(`${base}${ROUTE}`);
      await page.getByRole('main').waitFor();
      await page.waitForFunction(() => window.vendorScripts?.consent, undefined, { timeout: 15_000 });
      if (consent) await page.waitForTimeout(3000);
      const loaded = await page.evaluate(() => Object.keys(window.vendorScripts ?? {}));
      console.log(`third-party scripts with consent ${consent ?? '(none)'}: ${loaded.join(', ')}`);
    }
    // The trivial page is visited once before the runs too, so both are measured with a warm HTTP cache (a
    // returning customer); BENCH_CACHE=cold measures a first visit's downloads instead, still signed in.
    if (trivialBase) await page.goto(trivialBase);
    if (process.env.BENCH_CACHE === 'cold') {
      const cdp = await context.newCDPSession(page);
      emptyCache = () => cdp.send('Network.clearBrowserCache');
    }
    let ok = true;
    if (ALL) {
      ok = await measureAll(bases, dists, trivialBase, port, await firstAlbumId(page));
    } else {
      const runs = bases.map(() => []);
      const trivialRuns = [];
      for (let run = 0; run < RUNS; run++) {
        for (const [index, base] of bases.entries())
          runs[index].push(await runLighthouse(`${base}${ROUTE}`, port, `${dists[index]} run ${run + 1}`));
        if (trivialBase)
          trivialRuns.push(await runLighthouse(`${trivialBase}/`, port, `trivial run ${run + 1}`));
      }
      for (const [index, base] of bases.entries())
        ok =
          report(
            `Lighthouse ${RUNS} runs (median), mobile, ${base}${ROUTE} as demo@example.com (${dists[index]})`,
            runs[index],
          ) && ok;
      if (trivialBase) {
        const trivialLcp = median(trivialRuns.map((run) => run.lcp));
        console.log(
          `\nTrivial page (one HTML file, one 0.5 kB module, one image), same batch: LCP ${Math.round(trivialLcp)} ms, FCP ${Math.round(median(trivialRuns.map((run) => run.fcp)))} ms`,
        );
        console.log(`  runs (LCP ms): ${trivialRuns.map((run) => Math.round(run.lcp)).join(', ')}`);
        for (const [index] of bases.entries()) {
          const ratio = median(runs[index].map((run) => run.lcp)) / trivialLcp;
          const met = ratio <= LCP_RATIO_TARGET;
          ok = ok && met;
          console.log(
            `  ${met ? '✔' : '✘'} LCP ratio ${ROUTE} (${dists[index]}) / trivial page: ${ratio.toFixed(2)}  <= ${LCP_RATIO_TARGET}`,
          );
        }
      }
    }
    if (!ok) process.exitCode = 1;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    if (trivial) rmSync(trivial, { recursive: true, force: true });
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopServers());
