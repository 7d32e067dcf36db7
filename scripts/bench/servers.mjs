// Shared by the browser benchmarks: the built app (`vite preview`) and the mock server on free loopback ports,
// and signing in through the mock identity provider.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const children = [];

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function start(command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Stops the servers this module started. */
export function stopServers() {
  for (const child of children) child.kill('SIGTERM');
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The app's base URL: BENCH_BASE_URL, or a `vite preview` of `dist` (default dist/) with its own mock server.
 * With several build directories, one preview each, sharing one mock server: their base URLs in that order.
 */
export async function servers(...dists) {
  if (process.env.BENCH_BASE_URL) return process.env.BENCH_BASE_URL.replace(/\/$/, '');
  const outDirs = dists.length > 0 ? dists : ['dist'];
  for (const outDir of outDirs)
    if (!existsSync(`${outDir}/index.html`))
      throw new Error(`No build in ${outDir}: run \`npx vite build\` first.`);
  // BENCH_MOCK_PORT / BENCH_APP_PORT: fixed ports (the first app; further ones take free ports).
  const mockPort = Number(process.env.BENCH_MOCK_PORT) || (await freePort());
  start('node_modules/.bin/tsx', ['mock-server/main.ts'], { MOCK_PORT: String(mockPort), MOCK_QUIET: '1' });
  await waitFor(`http://localhost:${mockPort}/__mock/health`);
  const bases = [];
  for (const [index, outDir] of outDirs.entries()) {
    const appPort = (index === 0 && Number(process.env.BENCH_APP_PORT)) || (await freePort());
    start('node_modules/.bin/vite', ['preview', '--port', String(appPort), '--outDir', outDir], {
      MOCK_PORT: String(mockPort),
      PORT: String(appPort),
    });
    await waitFor(`http://localhost:${appPort}/config.json`);
    bases.push(`http://localhost:${appPort}`);
  }
  return dists.length > 1 ? bases : bases[0];
}

/**
 * Signs `page` in as `email` (password demo) through the mock identity provider; when the provider still has a
 * session (a second app on another port), it sends the browser straight back signed in.
 */
export async function signIn(page, base, email) {
  await page.goto(`${base}/my-photos/photos`);
  const field = page.getByLabel('E-mail address');
  await field.or(page.getByRole('grid').first()).first().waitFor();
  if (!(await field.isVisible())) return;
  await field.fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.href.includes('/oidc/'));
}
