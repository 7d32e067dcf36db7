import { describe, expect, it } from 'vitest';
import { orIfNotFound } from './not-found';
import { RequestFailureError } from './request-failure-error';

const failure = (status: number) =>
  new RequestFailureError({ status, method: 'GET', url: 'http://mock.test/x', correlationId: null });

describe('a read where not found is an answer', () => {
  it('gives what was read, or the fallback for a 404', async () => {
    await expect(orIfNotFound(async () => 'profile', null)).resolves.toBe('profile');
    await expect(orIfNotFound(() => Promise.reject(failure(404)), null)).resolves.toBeNull();
  });

  it('passes on every other failure', async () => {
    const error = failure(500);
    await expect(orIfNotFound(() => Promise.reject(error), null)).rejects.toBe(error);
    await expect(orIfNotFound(() => Promise.reject(new TypeError('fetch failed')), [])).rejects.toThrow(
      'fetch failed',
    );
  });
});
