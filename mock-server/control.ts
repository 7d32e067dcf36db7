/**
 * Control endpoints for developers and tests (not part of any contract):
 *   GET    /__mock/health -> 200 {status: 'ok', accounts, photos}
 *   POST   /__mock/reset  -> 204, every store back to its seeded state, fault rules cleared
 *   GET    /__mock/faults -> 200 [rules]
 *   POST   /__mock/faults {method?, path, account?, times?, fault} -> 201 rule (see http/faults.ts)
 *   DELETE /__mock/faults -> 204, every rule removed
 *   GET    /__mock/error-reports[?correlationId=] -> 200 [reports the app sent to the error-reporting service]
 */
import { findErrorReports, type ErrorReportState } from './db/error-reports';
import type { FaultRegistry } from './http/faults';
import { faultRuleSchema } from './http/faults';
import { problemResponse } from './http/problem';

export interface ControlOptions {
  health(): { accounts: number; photos: number };
  reset(): void | Promise<void>;
  faults: FaultRegistry;
  errorReports: ErrorReportState;
}

const noStore = { 'Cache-Control': 'no-store' };

export function createControlRoute({
  health,
  reset,
  faults,
  errorReports,
}: ControlOptions): (request: Request) => Promise<Response> {
  const routes: Record<string, Record<string, (request: Request) => Promise<Response>>> = {
    '/__mock/health': {
      GET: async () => Response.json({ status: 'ok', ...health() }, { headers: noStore }),
    },
    '/__mock/reset': {
      POST: async () => {
        await reset();
        return new Response(null, { status: 204 });
      },
    },
    '/__mock/error-reports': {
      GET: async (request) =>
        Response.json(
          findErrorReports(errorReports, new URL(request.url).searchParams.get('correlationId')),
          { headers: noStore },
        ),
    },
    '/__mock/faults': {
      GET: async () => Response.json(faults.list(), { headers: noStore }),
      POST: async (request) => {
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          return problemResponse(400, 'The body must be a JSON fault rule.');
        }
        const parsed = faultRuleSchema.safeParse(body);
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => ({
            field: ['body', ...issue.path].join('.'),
            message: issue.message,
          }));
          return problemResponse(400, 'The fault rule is not valid.', errors);
        }
        return Response.json(faults.add(parsed.data), { status: 201 });
      },
      DELETE: async () => {
        faults.clear();
        return new Response(null, { status: 204 });
      },
    },
  };
  return async (request) => {
    const methods = routes[new URL(request.url).pathname];
    if (!methods) return problemResponse(404, 'No such control endpoint.');
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const run = methods[method];
    if (!run) {
      const allow = Object.keys(methods).join(', ');
      return problemResponse(405, `Use ${allow}.`, undefined, { Allow: allow });
    }
    return run(request);
  };
}
