import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { viteAliases } from './scripts/path-aliases.mjs';

/** tsconfig.json's paths (`@/`, `@mock/`, `@public/`), read the same way as vite.config.ts: scripts/path-aliases.mjs. */
const alias = viteAliases();

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

/** The unit project's files: the app's tests and the scripts' pure rules (scripts/*.test.mjs). */
const UNIT_FOLDERS = ['src', 'scripts'];
const isUnitFile = (file: string) =>
  /\.test\.(ts|tsx)$/.test(file) ? file.startsWith('src/') : file.endsWith('.test.mjs');
/**
 * What makes a unit test file need a DOM (happy-dom) or its own module graph: a browser global, a render, a
 * module mock, timers or sockets (a timer left running fires in the next file: seen with the downloads push's
 * authentication timeout). A file mentioning none of them tests pure functions; it runs in Node without per-file
 * isolation (`unit-pure`, like the node projects: ADR 057), which saves each file a DOM and the imports of its
 * modules. A file classified wrongly fails loudly (`document is not defined`); naming the global in a comment moves
 * it to `unit`.
 */
const NEEDS_DOM =
  /\b(document|window|globalThis|localStorage|sessionStorage|navigator|location|history|render|renderHook|act|screen|testing-library|happy-dom|HTMLElement|Element|Event|matchMedia|requestAnimationFrame|IntersectionObserver|ResizeObserver|MutationObserver|dom-in-node|vi\.(mock|doMock|stubGlobal|useFakeTimers)|setTimeout|setInterval|WebSocket)\b/;

/** A test file that asks for Node with `// @vitest-environment node` (a DOM of its own: src/testing/dom-in-node.ts). */
const IN_NODE = /^\/\/ @vitest-environment node$/m;

function unitFiles(): { dom: string[]; inNode: string[]; pure: string[] } {
  const files = UNIT_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  ).filter(isUnitFile);
  const needsDom = files.filter((file) => NEEDS_DOM.test(readFileSync(file, 'utf8')));
  const inNode = needsDom.filter((file) => IN_NODE.test(readFileSync(file, 'utf8')));
  return {
    dom: needsDom.filter((file) => !inNode.includes(file)),
    inNode,
    pure: files.filter((file) => !needsDom.includes(file)),
  };
}
const unit = unitFiles();

/**
 * A timeout catches a hang, not slowness: the first test of a file pays its lazy imports, which took over the
 * default 5 s on a busy 2-core machine (the node projects have 30 s). Hooks start the mock's handlers in process
 * (setupMockApi): over the default 10 s at load 30 with the browser tests next to vitest (ADR 057).
 */
/** Resets the app's module-level state before each file of a project that shares modules. */
const SHARED_SETUP = 'src/testing/shared-modules-setup.ts';

const UNIT_TIMEOUTS = { testTimeout: 15_000, hookTimeout: 60_000 };

/**
 * The app's tests share their imported modules between the files of a worker (`isolate: false`, issue 21), as the
 * node projects do: React, react-aria, the mock's handlers and contracts are imported once per worker instead of
 * once per file, which was most of the unit project's time (239 s isolated, 72 s shared, 81 files on 2 cores).
 * What a file leaves behind is cleaned up after it: Testing Library unmounts its renders, setupMockApi closes its
 * server and reseeds on the next start. A file that replaces a module (`vi.mock`) runs isolated in a sibling
 * project; so do the two environments, each in a project of its own (happy-dom, and Node with dom-in-node.ts).
 */
function sharedModuleProjects({
  name,
  files,
  test,
}: {
  name: string;
  files: string[];
  test: Record<string, unknown>;
}) {
  const mocksModules = (file: string) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'));
  const isolated = files.filter(mocksModules);
  const shared = files.filter((file) => !isolated.includes(file));
  return [
    { resolve: { alias }, test: { ...test, name, include: shared, isolate: false } },
    ...(isolated.length > 0
      ? [{ resolve: { alias }, test: { ...test, name: `${name}-isolated`, include: isolated } }]
      : []),
  ];
}

/**
 * Four kinds of tests: `unit` (the app, happy-dom; its DOM-free files in `unit-pure`, node), `mock` (the mock server's own tests, node),
 * `contract` (the contract tests, node; they start the mock server unless pointed at real services) and
 * `drift` (node: the app's zod parsers against the specs' examples and generated payloads; no server).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      ...sharedModuleProjects({
        name: 'unit',
        // The app's components and hooks in happy-dom; the scripts' pure rules and the app's pure functions are in
        // `unit-pure` below.
        files: unit.dom,
        test: {
          environment: 'happy-dom',
          setupFiles: ['src/testing/dom-setup.ts', SHARED_SETUP],
          ...UNIT_TIMEOUTS,
        },
      }),
      ...sharedModuleProjects({
        name: 'unit-node',
        // Page and component tests with the mock's handlers in process: Node, with a happy-dom document of their own
        // (src/testing/dom-in-node.ts).
        files: unit.inNode,
        test: { environment: 'node', setupFiles: [SHARED_SETUP], ...UNIT_TIMEOUTS },
      }),
      {
        resolve: { alias },
        test: {
          name: 'unit-pure',
          include: unit.pure,
          environment: 'node',
          isolate: false,
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
      // The property tests take over the default 5 s on a busy machine (seen at load 30): a timeout catches a hang.
      ...nodeProjects({ name: 'drift', folder: 'tests/drift', test: { testTimeout: 30_000 } }),
      // scripts/*.test.ts: what runs in Node around the app (the dev server's guard and headers).
      ...nodeProjects({
        name: 'scripts',
        folder: 'scripts',
        test: { testTimeout: 60_000, hookTimeout: 60_000 },
      }),
    ],
  },
});
