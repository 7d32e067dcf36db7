/**
 * The contract coverage report: for every operation in the specs, whether the mock handles it and whether a
 * contract test called it (with a 2xx and with a 4xx answer).
 */
import type { Operation } from './specs';

export interface Route {
  method: string;
  /** msw-style path, e.g. `*\/photo/photos/timeline/:year/:month`. */
  path: string;
}

/** The operation a handler route serves, matched on method, server path and path template. */
export function routeMatches(op: Operation, route: Route): boolean {
  if (route.method.toUpperCase() !== op.method) return false;
  const expected = `${op.serverPath}${op.pathTemplate}`.replace(/\{[^}]+\}/g, ':param');
  const actual = route.path
    .replace(/^\*/, '')
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/:[A-Za-z0-9_]+/g, ':param');
  return expected === actual;
}

export interface CoverageRow {
  operationId: string;
  handled: boolean;
  success: boolean;
  error: boolean;
}

export function coverageRows(
  operations: Operation[],
  calls: { operationId: string; status: number }[],
  routes: Route[] | undefined,
): CoverageRow[] {
  return operations.map((op) => {
    const statuses = calls.filter((c) => c.operationId === op.operationId).map((c) => c.status);
    return {
      operationId: op.operationId,
      // Operations of the app's own origin (config.json, locales) are served by Vite, not by the mock.
      handled: op.service === 'app' || (routes ?? []).some((route) => routeMatches(op, route)),
      success: statuses.some((s) => s >= 200 && s < 400),
      // An anonymous operation without input (e.g. GET /config.json) has no error a client can provoke.
      error: statuses.some((s) => s >= 400 && s < 500) || (op.anonymous && !op.hasInput),
    };
  });
}

/**
 * Prints the report; false when an operation lacks a handler or a success and an error case. Against real
 * services (`mock: false`) there are no handlers to count: only the cases are reported.
 */
export function reportCoverage(
  rows: CoverageRow[],
  log: (line: string) => void = console.log,
  { mock = true }: { mock?: boolean } = {},
): boolean {
  const total = rows.length;
  const handled = rows.filter((r) => r.handled).length;
  const tested = rows.filter((r) => r.success && r.error).length;
  const pct = (n: number) => `${total ? Math.round((n / total) * 100) : 100}%`;
  log('');
  log(mock ? 'Contract coverage' : 'Contract coverage (real services)');
  log(`  operations in the specs:         ${total}`);
  if (mock) log(`  operations with a mock handler:  ${handled} (${pct(handled)})`);
  log(`  operations with contract tests:  ${tested} (${pct(tested)}) [a success and an error case each]`);
  const missing = rows.filter((r) => (mock && !r.handled) || !r.success || !r.error);
  for (const r of missing) {
    const lacks = [
      mock && !r.handled && 'handler',
      !r.success && 'success case',
      !r.error && 'error case',
    ].filter(Boolean);
    log(`  - ${r.operationId}: no ${lacks.join(', no ')}`);
  }
  return missing.length === 0;
}
