/**
 * Control endpoints for developers and tests (not part of any contract):
 *   GET  /__mock/health -> 200 {status: 'ok', accounts, photos}
 *   POST /__mock/reset  -> 204, every store back to its seeded state
 */
import { problemResponse } from './http/problem';

export interface ControlOptions {
  health(): { accounts: number; photos: number };
  reset(): void | Promise<void>;
}

export function createControlRoute({
  health,
  reset,
}: ControlOptions): (request: Request) => Promise<Response> {
  const routes: Record<string, { method: string; run(): Promise<Response> }> = {
    '/__mock/health': {
      method: 'GET',
      run: async () =>
        Response.json({ status: 'ok', ...health() }, { headers: { 'Cache-Control': 'no-store' } }),
    },
    '/__mock/reset': {
      method: 'POST',
      run: async () => {
        await reset();
        return new Response(null, { status: 204 });
      },
    },
  };
  return async (request) => {
    const route = routes[new URL(request.url).pathname];
    if (!route) return problemResponse(404, 'No such control endpoint.');
    if (request.method !== route.method && !(route.method === 'GET' && request.method === 'HEAD')) {
      return problemResponse(405, `Use ${route.method}.`, undefined, { Allow: route.method });
    }
    return route.run();
  };
}
