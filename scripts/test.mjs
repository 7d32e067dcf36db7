#!/usr/bin/env node
// `npm test`: everything CI runs, in order, with one closing line "tests: N passed, N failed".
//   static checks (incl. import boundaries) -> unit, mock and contract tests (vitest) -> build + size budget -> e2e (Playwright, Chromium)
// Set SKIP_E2E=1 to leave out the browser tests locally (CI never does).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const out = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
const vitestJson = path.join(out, 'vitest.json');
const playwrightJson = path.join(out, 'playwright.json');

const steps = [
  ['generated API types are fresh', 'node', ['scripts/generate.mjs', '--check']],
  [
    'OpenAPI lint (Redocly)',
    bin('redocly'),
    ['lint', '--config', 'openapi/redocly.yaml', '--format', 'stylish'],
  ],
  ...(existsSync('scripts/check-contracts.mjs')
    ? [['AsyncAPI, GraphQL and examples', 'node', ['scripts/check-contracts.mjs']]]
    : []),
  ['lint (oxlint)', bin('oxlint'), ['--deny-warnings', 'src', 'mock-server', 'tests', 'scripts']],
  ['import boundaries', 'node', ['scripts/check-boundaries.mjs']],
  ['format (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['types (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  [
    'unit, mock and contract tests (vitest)',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  ],
  ['build (vite)', bin('vite'), ['build', '--logLevel', 'warn']],
  ['size budget', 'node', ['scripts/size-budget.mjs']],
  ...(process.env.SKIP_E2E === '1'
    ? []
    : [
        [
          'end-to-end tests (Playwright)',
          bin('playwright'),
          ['test'],
          { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
        ],
      ]),
];

const failed = [];
const started = Date.now();
for (const [name, command, args, env] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else {
    console.log(`✘ ${name} failed (${seconds} s)`);
    failed.push(name);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
const vitest = readJson(vitestJson);
const playwright = readJson(playwrightJson);
const passed =
  (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failedTests = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failed.length > 0) console.log(`Failed steps: ${failed.join('; ')}`);
// Playwright retries once; a test that needed the retry is named here so a flake is not forgotten.
const flaky = (playwright?.stats?.flaky ?? 0) > 0;
if (flaky)
  console.log(`Flaky (passed on retry): ${playwright.stats.flaky} end-to-end test(s), see the list above`);
// A failed step that is not a test runner counts as one failure, so the closing line never reads green.
const failures = failedTests + (failed.length > 0 && failedTests === 0 ? failed.length : 0);
console.log(`tests: ${passed} passed, ${failures} failed, ${skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
