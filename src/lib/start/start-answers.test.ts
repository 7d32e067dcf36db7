import { describe, expect, it, vi } from 'vitest';
import { answerFirst, readStartAnswers, START_ANSWER_MAX_AGE_MS } from './start-answers';

const handoff = (overrides: Record<string, unknown> = {}) => ({
  __appStart: {
    version: 1,
    path: '/my-photos/photos',
    search: '',
    startedAt: 1_000,
    config: Promise.resolve({ environment: 'test' }),
    photoService: Promise.resolve('https://photo.test/api'),
    token: 'token-a',
    answers: { timeline: Promise.resolve({ '2025': { '1': 2 } }) },
    ...overrides,
  },
});

describe('the app takes the start script’s answers', () => {
  it('hands an answer once, to the account it was requested for', async () => {
    const start = readStartAnswers(handoff(), () => 2_000);
    start.confirmPhotoService('https://photo.test/api/');
    expect(start.take('timeline', 'token-b')).toBeUndefined();
    await expect(start.take('timeline', 'token-a')).resolves.toEqual({ '2025': { '1': 2 } });
    expect(start.take('timeline', 'token-a')).toBeUndefined();
  });

  it('does not use an answer of a photo service this visit’s configuration does not name', async () => {
    const start = readStartAnswers(handoff(), () => 2_000);
    start.confirmPhotoService('https://elsewhere.test/api');
    await expect(start.take('timeline', 'token-a')).rejects.toThrow('the configuration names');
  });

  it('does not hand out answers that are too old', () => {
    const start = readStartAnswers(handoff(), () => 1_000 + START_ANSWER_MAX_AGE_MS);
    expect(start.take('timeline', 'token-a')).toBeUndefined();
  });

  it('ignores a handoff of another shape', () => {
    const start = readStartAnswers(handoff({ version: 2 }), () => 2_000);
    expect(start.takeConfig()).toBeUndefined();
  });

  it('falls back to the query’s own request when the answer failed or does not parse, and on later runs', async () => {
    const fetch = vi.fn(() => Promise.resolve('fetched'));
    const parse = (json: unknown) => {
      if (typeof json !== 'string') throw new Error('not a string');
      return json;
    };
    const context = {};
    const fromAnswer = answerFirst(Promise.resolve('answered'), parse, fetch);
    await expect(fromAnswer(context as never)).resolves.toBe('answered');
    await expect(fromAnswer(context as never)).resolves.toBe('fetched');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(answerFirst(Promise.resolve(42), parse, fetch)(context as never)).resolves.toBe('fetched');
    await expect(answerFirst(Promise.reject(new Error('500')), parse, fetch)(context as never)).resolves.toBe(
      'fetched',
    );
  });

  it('hands a page’s first call to the API client once, for the same token, URL and service', async () => {
    const response = new Response('{"ok":true}');
    const start = readStartAnswers(
      handoff({
        calls: { 'orders /v2/superorders/me?Offset=0': Promise.resolve(response) },
        services: Promise.resolve({ orders: 'https://orders.test/api' }),
      }),
      () => 2_000,
    );
    const services = { orders: 'https://orders.test/api/' };
    const get = (token: string, url = 'https://orders.test/api/v2/superorders/me?Offset=0') =>
      new Request(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(start.takeCall(get('token-b'), services)).toBeUndefined();
    expect(
      start.takeCall(get('token-a', 'https://orders.test/api/v2/superorders/me?Offset=10'), services),
    ).toBe(undefined);
    await expect(start.takeCall(get('token-a'), services)).resolves.toBe(response);
    expect(start.takeCall(get('token-a'), services)).toBeUndefined();
  });

  it('does not hand a first call asked of a service this visit’s configuration does not name', async () => {
    const start = readStartAnswers(
      handoff({
        calls: { 'orders /orders': Promise.resolve(new Response('{}')) },
        services: Promise.resolve({ orders: 'https://old.test/api' }),
      }),
      () => 2_000,
    );
    const request = new Request('https://orders.test/api/orders', {
      headers: { Authorization: 'Bearer token-a' },
    });
    await expect(start.takeCall(request, { orders: 'https://orders.test/api' })).rejects.toThrow(
      'the configuration names',
    );
  });
});
