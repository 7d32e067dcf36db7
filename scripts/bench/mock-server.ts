/**
 * Benchmark of the mock server (prints figures; not a test). Run: `npx tsx scripts/bench/mock-server.ts`
 *  1. start-up: spawn the server (`node --import tsx mock-server/main.ts`) with every demo account seeded, time
 *     until /__mock/health answers with all of them, resident memory (VmRSS) then;
 *  2. timeline month pages: the busiest month of demo@example.com (~2,000 photos) and of large@example.com
 *     (100,000 photos), REQUESTS requests each over CONCURRENCY connections with autocannon, on loopback:
 *     p50, p99 (autocannon's latency histogram, milliseconds), throughput; then the p50 ratio large/demo;
 *  3. resident memory after the load.
 * Each figure is printed with its target (start < 5 s, RSS < 600 MB, ratio <= 1.5) and ✔ or ✘; the exit code is
 * 1 when a target is missed. Figures go into docs/benchmarks.md.
 *
 * Environment: BENCH_MOCK_PORT (or MOCK_PORT; default 9393) the port of the spawned server, BENCH_REQUESTS
 * (default 2000), BENCH_CONCURRENCY (default 10). The server's own response validation is off, as for users.
 * Linux only (reads /proc/<pid>/status).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '../../mock-server/accounts';
import { signInOverHttp } from '../../tests/helpers/sign-in';

const PORT = Number(process.env.BENCH_MOCK_PORT ?? process.env.MOCK_PORT ?? 9393);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const TARGETS = { startSeconds: 5, rssMb: 600, p50Ratio: 1.5 };

let missed = 0;
/** "✔" when the figure meets its target, else "✘" (and the run exits 1). */
function verdict(ok: boolean): string {
  if (!ok) missed++;
  return ok ? '✔' : '✘';
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** Fails fast when something already answers on the port (the figures would be another server's). */
async function assertPortFree(): Promise<void> {
  const answered = await fetch(`${BASE}/__mock/health`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${BASE} already answers: choose another BENCH_MOCK_PORT`);
}

/** Until /__mock/health answers with every demo account seeded; rejects when the server exits first. */
async function waitForHealth(exited: Promise<never>, timeoutMs = 60_000): Promise<{ photos: number }> {
  const started = Date.now();
  const poll = async () => {
    while (Date.now() - started < timeoutMs) {
      try {
        const response = await fetch(`${BASE}/__mock/health`);
        const health = (await response.json()) as { accounts: number; photos: number };
        if (response.ok && health.accounts === DEMO_ACCOUNTS.length) return health;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`the mock server did not answer within ${timeoutMs} ms`);
  };
  return Promise.race([poll(), exited]);
}

async function busiestMonth(token: string): Promise<string> {
  const timeline = (await (
    await fetch(`${BASE}/photo/users/timeline`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Record<string, Record<string, number>>;
  let best = ['', '', -1] as [string, string, number];
  for (const [year, months] of Object.entries(timeline))
    for (const [month, count] of Object.entries(months)) if (count > best[2]) best = [year, month, count];
  return `${best[0]}/${best[1]} (${best[2]} photos)`;
}

async function load(label: string, email: string) {
  const { accessToken } = await signInOverHttp(`${BASE}/oidc`, email);
  const month = await busiestMonth(accessToken);
  const url = `${BASE}/photo/photos/timeline/${month.split(' ')[0]}?limit=24&sortKey=dateTaken&sortOrder=desc`;
  const headers = { Authorization: `Bearer ${accessToken}` };
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const result = await autocannon({ url, headers, connections: CONCURRENCY, amount: REQUESTS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors from ${url}`);
  }
  // Throughput over the whole run (autocannon's per-second average is coarse for a run of a few seconds).
  const row = {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.total / result.duration,
  };
  console.log(
    `  ${label.padEnd(18)} month ${month.padEnd(22)} p50 ${row.p50} ms  p99 ${row.p99} ms  ${row.rps.toFixed(0)} req/s`,
  );
  return row;
}

await assertPortFree();
const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
  env: { ...process.env, MOCK_PORT: String(PORT), MOCK_QUIET: '1', MOCK_VALIDATE_RESPONSES: '0' },
  stdio: 'ignore',
});
const exited = new Promise<never>((_, reject) =>
  child.once('exit', (code) => reject(new Error(`the mock server exited (${code}) before it answered`))),
);
exited.catch(() => {}); // observed by waitForHealth; after that the exit is ours
try {
  const health = await waitForHealth(exited);
  const startSeconds = (performance.now() - started) / 1000;
  const rssStart = rssMb(child.pid!);
  console.log(
    `start-up, ${DEMO_ACCOUNTS.length} demo accounts seeded (${health.photos} photos): ${startSeconds.toFixed(2)} s ` +
      `(target < ${TARGETS.startSeconds} s) ${verdict(startSeconds < TARGETS.startSeconds)}`,
  );
  console.log(
    `resident memory after start: ${rssStart.toFixed(0)} MB (target < ${TARGETS.rssMb} MB) ${verdict(rssStart < TARGETS.rssMb)}`,
  );
  console.log(`timeline month page (limit 24), ${REQUESTS} requests, ${CONCURRENCY} in flight, loopback:`);
  const demo = await load('demo@example.com', 'demo@example.com');
  const large = await load('large@example.com', 'large@example.com');
  const ratio = large.p50 / demo.p50;
  console.log(
    `p50 ratio large/demo: ${ratio.toFixed(2)} (target <= ${TARGETS.p50Ratio}) ${verdict(ratio <= TARGETS.p50Ratio)}`,
  );
  const rssEnd = rssMb(child.pid!);
  console.log(
    `resident memory after the load: ${rssEnd.toFixed(0)} MB (target < ${TARGETS.rssMb} MB) ${verdict(rssEnd < TARGETS.rssMb)}`,
  );
} finally {
  child.kill('SIGTERM');
}
process.exitCode = missed > 0 ? 1 : 0;
