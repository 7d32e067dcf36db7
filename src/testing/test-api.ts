/**
 * The app's configuration and API clients for tests, built the way the app builds them (every service under one
 * origin, as the mock server serves them), so no test writes a partial config and casts it.
 *
 *   const api = testApiClients({ origin: TEST_PUBLIC_URL, token: fakeToken(email) });  // against setupMockApi
 *   const api = testApiClients({ fetch: async () => Response.json(payload) });          // a canned answer
 */
import { createApiClients, type ApiClients } from '@/lib/api/clients';
import { createApiMiddleware } from '@/lib/api/middleware';
import type { AppConfig } from '@/lib/config/app-config';
import { SERVICE_PREFIXES } from '@/shared/service-prefixes';

/** A complete configuration whose services, push sockets and identity provider are all under `origin`. */
export function testAppConfig(origin = 'http://api.test'): AppConfig {
  return {
    environment: 'test',
    services: Object.fromEntries(
      Object.entries(SERVICE_PREFIXES).map(([name, prefix]) => [name, `${origin}${prefix}`]),
    ) as AppConfig['services'],
    push: {
      activation: `${origin.replace(/^http/, 'ws')}/push/activation`,
      downloads: `${origin.replace(/^http/, 'ws')}/push/downloads`,
    },
    auth: { authority: `${origin}/oidc`, clientId: 'test', scope: 'openid' },
    featureFlags: {},
  };
}

export interface TestApiOptions {
  origin?: string;
  /** The access token the middleware sends (none: no Authorization header). */
  token?: string | null;
  /** Answers every request (default: the global fetch, looked up per call, which msw/node patches). */
  fetch?: typeof globalThis.fetch;
  config?: AppConfig;
  /** The X-CorrelationId of each request (default: a random UUID, as in the app). */
  createCorrelationId?: () => string;
}

/** The app's clients with the app's one middleware stack, as the app creates them. */
export function testApiClients({
  origin,
  token = 'token',
  fetch = (request) => globalThis.fetch(request),
  config = testAppConfig(origin),
  createCorrelationId,
}: TestApiOptions = {}): ApiClients {
  const middleware = createApiMiddleware({
    getAccessToken: () => token ?? undefined,
    onUnauthorized: () => {},
    createCorrelationId,
  });
  return createApiClients(config, { middleware, fetch });
}
