/**
 * Starts what the contract tests talk to (mock mode): the mock server and a static server for the app's own
 * files (/config.json, /locales). After the run it prints the coverage report: operations in the specs,
 * operations the mock handles, operations with a contract test. Then the assumptions (x-assumed parts of the
 * specs): against real services which held and which did not (lib/assumptions.ts); against the mock, which is
 * built from the specs, only the list of assumed operations.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runtimeConfigHandler } from '../../scripts/runtime-config';
import { LOCAL_HOSTS } from '../../src/shared/channels';
import { REPO_ROOT, loadOperations } from './lib/specs';
import { coverageRows, reportCoverage, type Route } from './lib/coverage';
import {
  judgeAssumptions,
  listAssumedParts,
  reportAssumedOperations,
  reportAssumptions,
  type AssumptionCheck,
} from './lib/assumptions';
import { reportGenerated, type GeneratedRecord } from './lib/generated-report';
import { ASSUMPTION_CHECKS, CALLS, GENERATED, readRecords } from './lib/run-records';

const MOCK_PORT = Number(process.env.CONTRACT_MOCK_PORT ?? 9292);

function startStaticServer(mockUrl: string): Promise<Server> {
  const config = runtimeConfigHandler({ ...process.env, MOCK_URL: mockUrl }, LOCAL_HOSTS);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/config.json') return config(req, res);
    const locale = /^\/locales\/([a-z]{2}-[A-Z]{2})\.json$/.exec(url.pathname)?.[1];
    try {
      if (!locale) throw new Error('not found');
      const body = readFileSync(path.join(REPO_ROOT, 'public/locales', `${locale}.json`));
      res.setHeader('Content-Type', 'application/json');
      res.end(body);
    } catch {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/problem+json');
      res.end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404 }));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export default async function setup(project: TestProject) {
  const coverageDir = mkdtempSync(path.join(tmpdir(), 'contract-coverage-'));
  project.provide('coverageDir', coverageDir);
  let stop = async () => {};
  let routes: Route[] | undefined;
  if (process.env.CONTRACT_TARGET !== 'real') {
    // The mock checks its own responses against the contracts too: a drift answers 500 and fails the case.
    process.env.MOCK_VALIDATE_RESPONSES ??= '1';
    const { startMockServer } = await import('../../mock-server/server');
    // Background jobs (export, activation, downloads) move in fractions of a second here.
    const mock = await startMockServer({
      port: MOCK_PORT,
      quiet: true,
      timing: { exportStepMs: 150, activationStepMs: 150, downloadStepMs: 150 },
    });
    // The routes the mock serves, read off the handler list the server uses.
    routes = mock.handlers.map((h) => ({
      method: String(h.info.method),
      path: String(h.info.path),
    }));
    const statics = await startStaticServer(mock.url);
    const address = statics.address();
    project.provide('mockUrl', mock.url);
    project.provide(
      'appConfigOrigin',
      `http://localhost:${typeof address === 'object' && address ? address.port : 0}`,
    );
    stop = async () => {
      await new Promise((resolve) => statics.close(resolve));
      await mock.close();
    };
  } else {
    project.provide('mockUrl', '');
    project.provide('appConfigOrigin', process.env.CONTRACT_APP_URL ?? '');
  }

  return async () => {
    await stop();
    const calls = readRecords<{ operationId: string; status: number }>(coverageDir, CALLS);
    const checks = readRecords<AssumptionCheck>(coverageDir, ASSUMPTION_CHECKS);
    const generated = readRecords<GeneratedRecord>(coverageDir, GENERATED);
    rmSync(coverageDir, { recursive: true, force: true });
    const rows = coverageRows(loadOperations(), calls, routes);
    reportCoverage(rows, console.log, { mock: Boolean(routes) });
    reportGenerated(generated);
    if (routes) reportAssumedOperations(listAssumedParts());
    else reportAssumptions(judgeAssumptions(listAssumedParts(), checks));
    // Mock mode: every operation in the specs must have a handler, a success and an error case.
    // Against real services (no routes) the report is informational: services without a URL are skipped.
    const failing = rows.filter((r) => !(r.handled && r.success && r.error));
    if (routes && failing.length > 0 && process.env.CONTRACT_COVERAGE !== 'report') {
      // vitest reports an error thrown here ("error during close") but still exits 0: set the code too.
      process.exitCode = 1;
      throw new Error(`Contract coverage incomplete: ${failing.map((r) => r.operationId).join(', ')}`);
    }
  };
}
