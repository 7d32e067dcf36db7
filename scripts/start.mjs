#!/usr/bin/env node
// `npm start`: the mock backend and the app (Vite dev server) together, on loopback. The app's URL is printed once
// both answer (Vite's own banner is not printed: it came before the mock was up, issue 21); an app opened earlier
// waits for the sign-in service ("The sign-in service is starting", src/lib/auth/auth-service.ts).
//   PORT       the app's port (default 5173)
//   MOCK_PORT  the mock server's port (default 9090)
// The mock's console (issue 26, /__mock/console/ on the mock) is built here, while the mock seeds (about 2 s).
import { spawn } from 'node:child_process';
import { build, createServer } from 'vite';

const port = process.env.PORT ?? '5173';
const mockPort = process.env.MOCK_PORT ?? '9090';
const env = {
  ...process.env,
  PORT: port,
  MOCK_PORT: mockPort,
  MOCK_QUIET: process.env.MOCK_QUIET ?? '1',
  MOCK_APP_URL: process.env.MOCK_APP_URL ?? `http://localhost:${port}`,
};
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => process.stdout.write(chunk.split('\n').map(prefix(name)).join('\n')));
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const prefix = (name) => (line) => (line ? `[${name}] ${line}` : line);

let stopping = false;
let vite;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  void vite?.close();
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const started = Date.now();
run('mock', 'node_modules/.bin/tsx', ['mock-server/main.ts']);
try {
  await build({ configFile: 'vite.console.config.ts', logLevel: 'error' });
} catch (error) {
  console.error(prefix('console')(`the mock's console did not build: ${String(error?.message ?? error)}`));
}
// The Vite dev server in this process, without its URL banner (printed below, once everything answers).
Object.assign(process.env, env);
try {
  vite = await createServer({ server: { port: Number(port) }, clearScreen: false });
  await vite.listen();
} catch (error) {
  console.error(prefix('app')(String(error?.stack ?? error)));
  shutdown(1);
}
// Vite is listening once listen() resolved; the mock answers once it has seeded.
await waitFor(`http://localhost:${mockPort}/__mock/health`);
console.log(`
  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s

  App            http://localhost:${port}
  A channel      http://albelli-at.localhost:${port}  (any {channel}.localhost, see README)
  Mock backend   http://localhost:${mockPort}  (identity provider at /oidc)
  Mock console   http://localhost:${mockPort}/__mock/console/  (accounts, mailbox, faults, requests, time)

  Sign in as demo@example.com, password demo
  (also empty@example.com and large@example.com; the README lists every demo account)

  Ctrl+C stops both.
`);
