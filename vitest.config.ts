import { defineConfig } from 'vitest/config';

/** The app's `@/` and, for tests, `@mock/` (the mock server) and `@public/` (the app's static files): tsconfig.json. */
const alias = {
  '@': new URL('./src', import.meta.url).pathname,
  '@mock': new URL('./mock-server', import.meta.url).pathname,
  '@public': new URL('./public', import.meta.url).pathname,
};

/**
 * Four projects: `unit` (the app, happy-dom), `mock` (the mock server's own tests, node),
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
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'mock',
          include: ['mock-server/**/*.test.ts'],
          environment: 'node',
          // The mock checks its own responses against the contracts (mock-server/openapi/response-validator.ts).
          env: { MOCK_VALIDATE_RESPONSES: '1' },
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          env: { MOCK_VALIDATE_RESPONSES: '1' },
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'drift', include: ['tests/drift/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
