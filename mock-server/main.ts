/**
 * Entry point of the mock backend: `npm run dev:mock` (tsx mock-server/main.ts).
 *   MOCK_PORT  port (default 9090)
 *   MOCK_URL   public URL the browser uses (default http://localhost:<MOCK_PORT>)
 *   MOCK_HOST  interface to listen on (default 127.0.0.1)
 *   MOCK_QUIET=1  no per-request log lines
 *   MOCK_APP_URL  the app the console opens as an account (default http://localhost:<PORT or 5173>)
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { startMockServer } from './server';

const port = Number(process.env.MOCK_PORT ?? 9090);
const server = await startMockServer({
  port,
  host: process.env.MOCK_HOST,
  publicUrl: process.env.MOCK_URL ?? `http://localhost:${port}`,
  quiet: process.env.MOCK_QUIET === '1',
  appUrl: process.env.MOCK_APP_URL ?? `http://localhost:${process.env.PORT ?? 5173}`,
});

const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
console.log(
  `Mock server ready at ${server.url}, ${Math.round(process.uptime() * 1000)}ms after process start`,
);
console.log(`  console: ${server.url}/__mock/console/ (the mock's state, faults, requests, mailbox)`);
console.log(`  seeded in ${server.seedMs}ms, ${rssMb} MB RSS; health: ${server.url}/__mock/health`);
console.log(`  demo accounts (password "${DEMO_PASSWORD}"):`);
for (const account of DEMO_ACCOUNTS) {
  console.log(`    ${account.email.padEnd(22)} ${account.description}`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
