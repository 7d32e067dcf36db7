import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** The app's `@/` and, for tests, `@mock/` (the mock server) and `@public/` (the app's static files): tsconfig.json. */
const alias = {
  '@': new URL('./src', import.meta.url).pathname,
  '@mock': new URL('./mock-server', import.meta.url).pathname,
  '@public': new URL('./public', import.meta.url).pathname,
};

/**
 * Node projects share their imported modules between test files (`isolate: false`): the mock server's modules
 * and the specs they load are imported once per worker instead of once per file, which was most of the mock
 * project's time (ADR 013, docs/benchmarks.md "Test loop"). A file that replaces a module with `vi.mock` needs
 * its own module graph, so such files are found here and run in an isolated sibling project (`<name>-isolated`).
 * The unit project (happy-dom, React) stays isolated: a DOM and React roots per file.
 */
function usesModuleMocks(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`)
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));
}

type NodeProject = { name: string; folder: string; test?: Record<string, unknown> };

/** A node project sharing modules between its files, and its isolated sibling for the files that mock modules. */
function nodeProjects({ name, folder, test = {} }: NodeProject) {
  const include = [`${folder}/**/*.test.ts`];
  const isolated = usesModuleMocks(folder);
  const base = { environment: 'node', ...test };
  return [
    { resolve: { alias }, test: { ...base, name, include, exclude: isolated, isolate: false } },
    ...(isolated.length > 0
      ? [{ resolve: { alias }, test: { ...base, name: `${name}-isolated`, include: isolated } }]
      : []),
  ];
}

/**
 * Four kinds of tests: `unit` (the app, happy-dom), `mock` (the mock server's own tests, node),
 * `contract` (the contract tests, node; they start the mock server unless pointed at real services) and
 * `drift` (node: the app's zod parsers against the specs' examples and generated payloads; no server).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // scripts/*.test.mjs: the scripts' pure rules (e.g. check-boundaries).
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          environment: 'happy-dom',
          // A timeout catches a hang, not slowness: the first test of a file pays its lazy imports, which took over
          // the default 5 s on a busy 2-core machine (the node projects have 30 s).
          testTimeout: 15_000,
        },
      },
      ...nodeProjects({
        name: 'mock',
        folder: 'mock-server',
        // The mock checks its own responses against the contracts (mock-server/openapi/response-validator.ts).
        test: { env: { MOCK_VALIDATE_RESPONSES: '1' }, testTimeout: 30_000 },
      }),
      ...nodeProjects({
        name: 'contract',
        folder: 'tests/contract',
        test: {
          env: { MOCK_VALIDATE_RESPONSES: '1' },
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      }),
      ...nodeProjects({ name: 'drift', folder: 'tests/drift' }),
      // scripts/*.test.ts: what runs in Node around the app (the dev server's guard and headers).
      ...nodeProjects({
        name: 'scripts',
        folder: 'scripts',
        test: { testTimeout: 60_000, hookTimeout: 60_000 },
      }),
    ],
  },
});
