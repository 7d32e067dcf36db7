/**
 * Error-reporting service (openapi/services/error-reporting.yaml): POST /reports keeps the app's report of a
 * failed action (anonymous, 202). The reports are shared with the control route GET /__mock/error-reports,
 * where a developer reads them (README "Error reports").
 */
import type { HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/error-reporting';
import { addErrorReport, createErrorReportState, takeReportRate } from '../db/error-reports';
import { sharedState } from '../db/state';
import type { HandlerDeps } from '../deps';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';

export function createErrorReportingHandlers(deps: HandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'error-reporting', verifier: deps.verifier });
  const state = sharedState(deps, createErrorReportState);

  return [
    api.anonymous.post('/reports', ({ input, response }) => {
      const { retryAfter } = takeReportRate(state);
      if (retryAfter !== undefined)
        return problemResponse(429, 'Too many error reports. Try again later.', undefined, {
          'Retry-After': String(retryAfter),
        });
      addErrorReport(state, input.body);
      return response(202).empty();
    }),
  ];
}
