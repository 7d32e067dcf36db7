import { describe, expect, it, vi } from 'vitest';
import { chunk, isRetryable, sendInChunks } from './batch';
import { RequestFailureError } from './request-failure-error';

const failure = (status: number) =>
  new RequestFailureError({ status, method: 'DELETE', url: 'http://mock.test/x', correlationId: null });
const noSleep = async () => {};

// Moved here from features/photo-actions/delete/delete-photos.test.ts (the helper moved to src/lib/api/batch.ts).
describe('chunks', () => {
  it('splits ids in order into chunks of at most the size', () => {
    expect(chunk(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(chunk(['a'], 500)).toEqual([['a']]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('refuses a chunk size that is not a positive integer', () => {
    expect(() => chunk(['a'], 0)).toThrow(RangeError);
    expect(() => chunk(['a'], 1.5)).toThrow(RangeError);
  });
});

describe('a request worth trying again', () => {
  it('is a network error, a 5xx, a 408 or a 429, not another 4xx', () => {
    expect(isRetryable(new TypeError('fetch failed'))).toBe(true);
    expect([500, 503, 408, 429].map((status) => isRetryable(failure(status)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([400, 403, 404].map((status) => isRetryable(failure(status)))).toEqual([false, false, false]);
  });
});

describe('sending in chunks', () => {
  it('sends each id once, chunk after chunk, and reports what each answer did', async () => {
    const send = vi.fn(async (_ids: string[]) => [] as string[]);
    const onDone = vi.fn();
    const outcomes = await sendInChunks({
      items: ['a', 'b', 'a', 'c'],
      chunkSize: 2,
      maxRetries: 2,
      retryDelayMs: 10,
      send,
      retryRefused: true,
      onDone,
      sleep: noSleep,
    });
    expect(send.mock.calls).toEqual([[['a', 'b']], [['c']]]);
    expect(onDone.mock.calls).toEqual([[['a', 'b']], [['c']]]);
    expect(outcomes).toEqual([
      { done: ['a', 'b'], notDone: [] },
      { done: ['c'], notDone: [] },
    ]);
  });

  it('tries a failing request again, waiting longer each time, until the retries are used up', async () => {
    const error = failure(503);
    const sleep = vi.fn(noSleep);
    const outcomes = await sendInChunks({
      items: ['a'],
      chunkSize: 5,
      maxRetries: 2,
      retryDelayMs: 100,
      send: () => Promise.reject(error),
      retryRefused: false,
      sleep,
    });
    expect(sleep.mock.calls).toEqual([[100], [200]]);
    expect(outcomes).toEqual([
      {
        done: [],
        notDone: ['a'],
        failure: { reason: 'retries-exceeded', lastError: error, errors: [error, error, error] },
      },
    ]);
  });

  it('does not try again a request the service refused on purpose, and goes on with the next chunk', async () => {
    const error = failure(403);
    const send = vi.fn(async (ids: string[]) => {
      if (ids.includes('a')) throw error;
      return [];
    });
    const outcomes = await sendInChunks({
      items: ['a', 'b'],
      chunkSize: 1,
      maxRetries: 3,
      retryDelayMs: 1,
      send,
      retryRefused: true,
      sleep: noSleep,
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(outcomes).toEqual([
      { done: [], notDone: ['a'], failure: { reason: 'request', lastError: error, errors: [error] } },
      { done: ['b'], notDone: [] },
    ]);
  });

  it('sends refused ids again only when asked to', async () => {
    const refuseOnce = () => {
      let first = true;
      return vi.fn(async (ids: string[]) => {
        const refused = first ? ids.filter((id) => id === 'b') : [];
        first = false;
        return refused;
      });
    };
    const options = { items: ['a', 'b'], chunkSize: 5, maxRetries: 1, retryDelayMs: 1, sleep: noSleep };
    const retried = refuseOnce();
    expect(await sendInChunks({ ...options, send: retried, retryRefused: true })).toEqual([
      { done: ['a', 'b'], notDone: [] },
    ]);
    expect(retried.mock.calls).toEqual([[['a', 'b']], [['b']]]);

    const kept = refuseOnce();
    expect(await sendInChunks({ ...options, send: kept, retryRefused: false })).toEqual([
      { done: ['a'], notDone: ['b'], failure: { reason: 'partial', errors: [] } },
    ]);
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
