import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/lib/config/app-config';
import { createApiClients } from './clients';
import { createApiMiddleware } from './middleware';
import { RequestFailureError } from './request-failure-error';

const config = {
  services: { photo: 'https://photo.example/photo' },
} as AppConfig;

function setup(
  respond: (request: Request) => Response = () => Response.json({ photosCount: 1, albumsCount: 0 }),
) {
  const requests: Request[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request);
    return respond(request);
  }) as unknown as typeof fetch;
  const onUnauthorized = vi.fn();
  const middleware = createApiMiddleware({ getAccessToken: async () => 'token-1', onUnauthorized });
  const api = createApiClients(config, { middleware, fetch: fakeFetch });
  return { api, requests, onUnauthorized };
}

describe('the API middleware', () => {
  it('sends the bearer token, a correlation id and no-cache to the service base URL', async () => {
    const { api, requests } = setup();
    const { data } = await api.photo.GET('/users');
    expect(data).toEqual({ photosCount: 1, albumsCount: 0 });
    const [request] = requests;
    expect(request?.url).toBe('https://photo.example/photo/users');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request?.headers.get('Cache-Control')).toBe('no-cache');
    expect(request?.headers.get('X-CorrelationId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every request its own correlation id', async () => {
    const { api, requests } = setup();
    await api.photo.GET('/users');
    await api.photo.GET('/users');
    const ids = requests.map((request) => request.headers.get('X-CorrelationId'));
    expect(new Set(ids).size).toBe(2);
  });

  it('sends no Authorization header without a token', async () => {
    const requests: Request[] = [];
    const middleware = createApiMiddleware({ getAccessToken: () => undefined, onUnauthorized: () => {} });
    const fakeFetch = (async (request: Request) => {
      requests.push(request);
      return Response.json({});
    }) as unknown as typeof fetch;
    await createApiClients(config, { middleware, fetch: fakeFetch }).photo.GET('/users');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('throws a RequestFailureError with the status, correlation id and problem of a non-OK response', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'limit must be <= 500',
    };
    const { api, requests } = setup(() => Response.json(problem, { status: 400 }));
    const error = await api.photo
      .GET('/photos/timeline/{year}/{month}', {
        params: { path: { year: 2025, month: 11 }, query: { limit: 501 } },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailureError);
    expect(error).toMatchObject({
      message: 'Request failure',
      status: 400,
      method: 'GET',
      url: 'https://photo.example/photo/photos/timeline/2025/11?limit=501',
      correlationId: requests[0]?.headers.get('X-CorrelationId'),
      problem,
    });
  });

  it('keeps going when the error body is not a problem document', async () => {
    const { api } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(api.photo.GET('/users')).rejects.toMatchObject({ status: 502, problem: undefined });
  });

  it('starts sign-in again on 401', async () => {
    const { api, onUnauthorized } = setup(() => new Response(null, { status: 401 }));
    await expect(api.photo.GET('/users')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
