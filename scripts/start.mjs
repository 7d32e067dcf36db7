#!/usr/bin/env node
// `npm start`: the mock backend and the app (Vite dev server) together, on loopback.
//   PORT       the app's port (default 5173)
//   MOCK_PORT  the mock server's port (default 9090)
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '5173';
const mockPort = process.env.MOCK_PORT ?? '9090';
const env = { ...process.env, PORT: port, MOCK_PORT: mockPort, MOCK_QUIET: process.env.MOCK_QUIET ?? '1' };
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => (line ? `[${name}] ${line}` : line);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => process.stdout.write(chunk.split('\n').map(prefix).join('\n')));
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

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const started = Date.now();
run('mock', 'node_modules/.bin/tsx', ['mock-server/main.ts']);
run('app', 'node_modules/.bin/vite', ['--port', port]);
await Promise.all([
  waitFor(`http://localhost:${mockPort}/__mock/health`),
  waitFor(`http://localhost:${port}/`),
]);
console.log(`
  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s

  App            http://localhost:${port}
  A channel      http://albelli-at.localhost:${port}  (any {channel}.localhost, see README)
  Mock backend   http://localhost:${mockPort}  (identity provider at /oidc)

  Sign in as demo@example.com, password demo
  (also empty@example.com and large@example.com; the README lists every demo account)

  Ctrl+C stops both.
`);
