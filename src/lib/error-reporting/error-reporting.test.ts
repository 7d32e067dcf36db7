import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { testApiClients } from '@/testing/test-api';
import { createErrorReporter } from './error-reporting';

/** Clients whose photo calls answer `photo()`, recording every request; reports are accepted. */
function setup(photo: () => Promise<Response>) {
  const requests: Request[] = [];
  let id = 0;
  const api = testApiClients({
    origin: 'http://x.test',
    createCorrelationId: () => `id-${++id}`,
    fetch: async (input) => {
      const request = input as Request;
      requests.push(request);
      return request.url.includes('/error-reporting/') ? new Response(null, { status: 202 }) : photo();
    },
  });
  const reportError = createErrorReporter({
    api,
    channel: 'bonusprint-gb',
    page: () => '/my-photos/photos',
    now: () => new Date('2026-11-25T10:00:00Z'),
  });
  const reports = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sent = requests.filter((r) => r.url.endsWith('/error-reporting/reports'));
    return Promise.all(sent.map(async (r) => ({ headers: r.headers, body: await r.clone().json() })));
  };
  return { api, reportError, requests, reports };
}

describe('error reports', () => {
  it("a failed query is reported once, after its retries, with the failed call's correlation id", async () => {
    const { api, reportError, reports } = setup(async () => new Response('', { status: 503 }));
    const queryClient = createQueryClient({ reportError });
    await queryClient
      .fetchQuery({ queryKey: ['user-counts'], queryFn: () => api.photo.GET('/users'), retryDelay: 0 })
      .catch(() => {});
    const sent = await reports();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      message: 'Request failure',
      correlationId: 'id-3',
      status: 503,
      method: 'GET',
      url: 'http://x.test/photo/users',
      action: 'query user-counts',
      page: '/my-photos/photos',
      channel: 'bonusprint-gb',
      occurredAt: '2026-11-25T10:00:00.000Z',
    });
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
  });

  it('a call without an answer is reported with the correlation id it was sent with', async () => {
    const { api, reportError, reports } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const queryClient = createQueryClient({ reportError });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => api.photo.GET('/users'), mutationKey: ['delete'] })
      .execute(undefined)
      .catch(() => {});
    const [report] = await reports();
    expect(report?.body).toMatchObject({
      message: 'Failed to fetch',
      correlationId: 'id-1',
      action: 'mutation delete',
    });
  });

  it('cancelled work is not reported', async () => {
    const { reportError, reports } = setup(async () => new Response('', { status: 503 }));
    reportError(new DOMException('The operation was aborted.', 'AbortError'), 'query photos');
    expect(await reports()).toEqual([]);
  });
});
