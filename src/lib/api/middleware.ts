import type { Middleware } from 'openapi-fetch';
import { problemSchema, RequestFailureError, type Problem } from './request-failure-error';

export const CORRELATION_ID_HEADER = 'X-CorrelationId';

export interface ApiMiddlewareOptions {
  /** The current access token (refreshed when needed); no Authorization header when undefined. */
  getAccessToken: () => Promise<string | undefined> | string | undefined;
  /** Called on a 401 response: the auth module starts sign-in again. */
  onUnauthorized: () => void;
  /** A random unique id per request; crypto.randomUUID by default. */
  createCorrelationId?: () => string;
}

/** The correlation ids of calls that failed without an answer (network failure, abort): see `correlationIdOf`. */
const unansweredCalls = new WeakMap<object, string>();

/**
 * The X-CorrelationId a failed call was sent with: a RequestFailureError's, or that of a call that got no
 * answer (the fetch error itself, unchanged, is what callers see); null for any other error.
 */
export function correlationIdOf(error: unknown): string | null {
  if (error instanceof RequestFailureError) return error.correlationId;
  if (typeof error === 'object' && error !== null) return unansweredCalls.get(error) ?? null;
  return null;
}

async function readProblem(response: Response): Promise<Problem | undefined> {
  try {
    const parsed = problemSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one middleware stack of every API client: bearer token, a fresh X-CorrelationId, no-cache, and a
 * RequestFailureError for every non-OK response (so callers only ever see successful data).
 */
export function createApiMiddleware({
  getAccessToken,
  onUnauthorized,
  createCorrelationId = () => crypto.randomUUID(),
}: ApiMiddlewareOptions): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set(CORRELATION_ID_HEADER, createCorrelationId());
      request.headers.set('Cache-Control', 'no-cache');
      return request;
    },
    onError({ request, error }) {
      const correlationId = request.headers.get(CORRELATION_ID_HEADER);
      if (correlationId && typeof error === 'object' && error !== null)
        unansweredCalls.set(error, correlationId);
      // Undefined: the original error is thrown on.
    },
    async onResponse({ request, response }) {
      if (response.ok) return response;
      if (response.status === 401) onUnauthorized();
      throw new RequestFailureError({
        status: response.status,
        method: request.method,
        url: request.url,
        correlationId: request.headers.get(CORRELATION_ID_HEADER),
        problem: await readProblem(response.clone()),
      });
    },
  };
}

/**
 * A per-request middleware for the operations a contract marks anonymous (`security: []`) whose service must not
 * receive the user's token (the e-mail gateway: "No token header is sent"). It runs after `createApiMiddleware`'s
 * (openapi-fetch runs a request's own middleware last) and removes the Authorization header. Here, in the entry's
 * module, because the account layout and the route definitions both use it (ADR 046, addendum of issue 25).
 */
export const withoutAccessToken: Middleware = {
  onRequest({ request }) {
    request.headers.delete('Authorization');
    return request;
  },
};
