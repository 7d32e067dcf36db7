/**
 * Error reporting (account-area.md section 8: "Any action ending in a failed type is reported to an
 * error-reporting service with a correlation id"). Every query and mutation that ends in a failure (after its
 * retries) is reported once, from the query client's caches (src/lib/query-client.ts), to POST
 * {errorReporting}/reports (openapi/services/error-reporting.yaml) with the X-CorrelationId the failed call sent,
 * so the service's logs and the report meet. Cancelled work (navigation, unmount) is not a failure. Sending is
 * fire-and-forget: a report that cannot be sent is dropped, never reported again and never shown.
 */
import type { components } from '@/api/generated/error-reporting';
import type { ApiClients } from '@/lib/api/clients';
import { correlationIdOf, withoutAccessToken } from '@/lib/api/middleware';
import { RequestFailureError } from '@/lib/api/request-failure-error';

export type ErrorReport = components['schemas']['ErrorReport'];

/** Reports a failed action: `action` names it ("query downloads,list", "mutation"). */
export type ReportError = (error: unknown, action: string) => void;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_ACTION = 500;
const MAX_MESSAGE = 2000;

/** Cancelled, not failed: an aborted fetch or TanStack Query's CancelledError. */
export function isCancellation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = (error as { name?: unknown }).name;
  return name === 'AbortError' || name === 'CancelledError' || 'revert' in error;
}

const withoutQuery = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return undefined;
  }
};

export interface ReportContext {
  page: string;
  channel?: string;
  now: Date;
}

/** The report of a failure: its message, and for a failed call its correlation id, status, method and URL. */
export function buildErrorReport(error: unknown, action: string, context: ReportContext): ErrorReport {
  const message =
    (error instanceof Error ? error.message : String(error)).slice(0, MAX_MESSAGE) || 'Unknown error';
  const report: ErrorReport = {
    message,
    action: action.slice(0, MAX_ACTION) || 'unknown',
    page: context.page || '/',
    occurredAt: context.now.toISOString(),
  };
  const correlationId = correlationIdOf(error);
  if (correlationId) report.correlationId = correlationId;
  if (context.channel) report.channel = context.channel;
  if (error instanceof RequestFailureError) {
    report.status = error.status;
    if (METHODS.has(error.method)) report.method = error.method as NonNullable<ErrorReport['method']>;
    const url = withoutQuery(error.url);
    if (url) report.url = url;
  }
  return report;
}

export interface ErrorReporterOptions {
  api: ApiClients;
  channel?: string;
  /** The app's path now; the page's by default. */
  page?: () => string;
  now?: () => Date;
}

export function createErrorReporter({
  api,
  channel,
  page = () => window.location.pathname,
  now = () => new Date(),
}: ErrorReporterOptions): ReportError {
  return (error, action) => {
    if (isCancellation(error)) return;
    const body = buildErrorReport(error, action, { page: page(), channel, now: now() });
    // Anonymous (the contract's security: []); a report that fails is dropped.
    api.errorReporting
      .POST('/reports', { body, middleware: [withoutAccessToken] })
      .catch((failure: unknown) => console.warn('The error report could not be sent', failure));
  };
}
