/**
 * State of the error-reporting service: the reports the app sent (account-area.md section 8), newest last,
 * at most MAX_REPORTS (the oldest are dropped). Each report holds only the contract's fields (the request validator
 * drops the others), each with its maxLength, so the store stays under MAX_REPORTS reports of a few kB whatever is
 * sent; reports are accepted at REPORT_RATE at most (429 above it, issue 24). Not seeded; a reset empties it. A developer reads them at
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
  /** Report tokens left (of REPORT_RATE.burst) and when they were last counted (ms). */
  rate: { tokens: number; at: number };
}

export const MAX_REPORTS = 1000;
/** Reports accepted, from all clients together (error-reporting.yaml's 429). */
export const REPORT_RATE = { burst: 200, perSecond: 20 };

export function createErrorReportState(): ErrorReportState {
  const state: ErrorReportState = {
    reports: [],
    rate: { tokens: REPORT_RATE.burst, at: 0 },
    reset: () => {
      state.reports.length = 0;
      state.rate = { tokens: REPORT_RATE.burst, at: 0 };
    },
  };
  return state;
}

/** Takes one report from the rate; the seconds to wait when there is none left (then nothing is taken). */
export function takeReportRate(state: ErrorReportState, now = Date.now()): { retryAfter?: number } {
  const { rate } = state;
  rate.tokens = Math.min(REPORT_RATE.burst, rate.tokens + ((now - rate.at) / 1000) * REPORT_RATE.perSecond);
  rate.at = now;
  if (rate.tokens < 1)
    return { retryAfter: Math.max(1, Math.ceil((1 - rate.tokens) / REPORT_RATE.perSecond)) };
  rate.tokens -= 1;
  return {};
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
