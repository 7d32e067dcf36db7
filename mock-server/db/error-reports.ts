/**
 * State of the error-reporting service: the reports the app sent (account-area.md section 8), newest last,
 * at most MAX_REPORTS (the oldest are dropped). Not seeded; a reset empties it. A developer reads them at
 * GET /__mock/error-reports (control.ts), optionally `?correlationId=` to find the report of one failed call.
 */
import type { components } from '../../src/api/generated/error-reporting';
import type { ServiceState } from './state';

export type ErrorReport = components['schemas']['ErrorReport'];

export interface StoredErrorReport extends ErrorReport {
  /** When the mock received it. */
  receivedAt: string;
}

export interface ErrorReportState extends ServiceState {
  reports: StoredErrorReport[];
}

export const MAX_REPORTS = 1000;

export function createErrorReportState(): ErrorReportState {
  const state: ErrorReportState = {
    reports: [],
    reset: () => {
      state.reports.length = 0;
    },
  };
  return state;
}

export function addErrorReport(state: ErrorReportState, report: ErrorReport, now = Date.now()): void {
  state.reports.push({ ...report, receivedAt: new Date(now).toISOString() });
  if (state.reports.length > MAX_REPORTS) state.reports.splice(0, state.reports.length - MAX_REPORTS);
}

export function findErrorReports(
  state: ErrorReportState,
  correlationId?: string | null,
): StoredErrorReport[] {
  return correlationId ? state.reports.filter((r) => r.correlationId === correlationId) : [...state.reports];
}
