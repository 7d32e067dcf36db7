/**
 * Benchmark of the mock server (prints figures; not a test). Run: `npx tsx scripts/bench/mock-server.ts`
 *  1. start-up: spawn the server with every demo account seeded, time until /__mock/health answers, RSS then.
 *  2. timeline month pages: the busiest month of demo@example.com (~2,000 photos) and of large@example.com
 *     (100,000 photos), REQUESTS requests each over CONCURRENCY connections with autocannon, on loopback:
 *     p50, p99 (autocannon reports whole milliseconds), throughput.
 * Figures go into docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { signInOverHttp } from '../../tests/helpers/sign-in';

const PORT = Number(process.env.BENCH_MOCK_PORT ?? 9393);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

async function waitForHealth(timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${BASE}/__mock/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('mock server did not start');
}

async function busiestMonth(token: string): Promise<string> {
  const timeline = (await (
    await fetch(`${BASE}/photo/users/timeline`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Record<string, Record<string, number>>;
  let best = ['', '', -1] as [string, string, number];
  for (const [year, months] of Object.entries(timeline))
    for (const [month, count] of Object.entries(months)) if (count > best[2]) best = [year, month, count];
  return `${best[0]}/${best[1]}`;
}

async function load(label: string, email: string) {
  const { accessToken } = await signInOverHttp(`${BASE}/oidc`, email);
  const month = await busiestMonth(accessToken);
  const url = `${BASE}/photo/photos/timeline/${month}?limit=24&sortKey=dateTaken&sortOrder=desc`;
  const headers = { Authorization: `Bearer ${accessToken}` };
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const result = await autocannon({ url, headers, connections: CONCURRENCY, amount: REQUESTS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors from ${url}`);
  }
  const row = {
    label,
    month,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
  };
  console.log(
    `${label.padEnd(6)} month ${month.padEnd(8)} p50 ${row.p50} ms  p99 ${row.p99} ms  ${row.rps.toFixed(0)} req/s`,
  );
  return row;
}

const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
  env: { ...process.env, MOCK_PORT: String(PORT), MOCK_QUIET: '1' },
  stdio: 'ignore',
});
try {
  await waitForHealth();
  const startSeconds = (performance.now() - started) / 1000;
  console.log(
    `start-up with every demo account seeded: ${startSeconds.toFixed(2)} s, RSS ${rssMb(child.pid!).toFixed(0)} MB`,
  );
  console.log(`timeline month page, ${REQUESTS} requests, ${CONCURRENCY} in flight:`);
  const demo = await load('demo', 'demo@example.com');
  const large = await load('large', 'large@example.com');
  console.log(`p50 ratio large/demo: ${(large.p50 / demo.p50).toFixed(2)} (target <= 1.5)`);
  console.log(`RSS after the load: ${rssMb(child.pid!).toFixed(0)} MB`);
} finally {
  child.kill('SIGTERM');
}
