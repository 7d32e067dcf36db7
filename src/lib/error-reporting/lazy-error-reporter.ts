/**
 * The error reporter the app starts with (src/app/bootstrap.tsx): the reporting code (error-reporting.ts) loads
 * with the first failure, not with the entry chunk. The page and the time are taken when the failure happens.
 */
import type { ErrorReporterOptions, ReportError } from './error-reporting';

export function createLazyErrorReporter({
  page = () => window.location.pathname,
  now = () => new Date(),
  ...options
}: ErrorReporterOptions): ReportError {
  return (error, action) => {
    const path = page();
    const at = now();
    void import('./error-reporting').then(({ createErrorReporter }) =>
      createErrorReporter({ ...options, page: () => path, now: () => at })(error, action),
    );
  };
}
