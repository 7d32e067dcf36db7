/**
 * The mock's handler tests' one setup: a service's handlers in process under msw/node (listen before all, reset
 * after each, close after all), and one way to call them as a demo account.
 *
 *   const deps = testHandlerDeps({ accounts: [demo] });
 *   const api = setupHandlerServer(createSavedProjectsHandlers(deps), { base: 'http://api.test/saved-projects', deps });
 *   const { status, body } = await api.call('GET', '/projects', { as: demo.email });
 */
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { fakeToken } from './fake-identity';

export interface CallOptions {
  /** The demo account whose token is sent; null: no Authorization header. */
  as?: string | null;
  /** Sent as JSON (unless a string or FormData, sent as it is). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  contentType: string | null;
  headers: Headers;
  /** The body parsed as JSON when it is JSON, else the text; undefined when empty. */
  body: any; // oxlint-disable-line no-explicit-any -- a test reads the answer's fields it expects
}

/** One request to `base + path`, as the app sends it. */
export async function callService(
  base: string,
  method: string,
  path: string,
  { as, body, headers = {} }: CallOptions = {},
): Promise<CallResult> {
  const raw = typeof body === 'string' || body instanceof FormData;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(as ? { Authorization: `Bearer ${fakeToken(as)}` } : {}),
      ...(body === undefined || raw ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  let parsed: unknown = text || undefined;
  if (text && contentType?.includes('json')) parsed = JSON.parse(text);
  return { status: response.status, contentType, headers: response.headers, body: parsed };
}

/** Starts `handlers` for this test file; `deps.reset()` (when given) puts the stores back after each test. */
export function setupHandlerServer(
  handlers: readonly RequestHandler[],
  { base, deps, as: defaultAs }: { base: string; deps?: { reset(): void }; as?: string | null },
) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    deps?.reset();
  });
  afterAll(() => server.close());
  return {
    server,
    /** `method base+path` as `options.as` (default: the account given to setupHandlerServer). */
    call: (method: string, path: string, options: CallOptions = {}) =>
      callService(base, method, path, { as: defaultAs, ...options }),
  };
}
