import { isRequestFailure } from './request-failure-error';

/**
 * A read where "not found" is an answer: what `read` resolves with, or `fallback` when the service answers 404
 * (e.g. no profile yet: null; an address already gone: done). Every other failure rejects as before.
 */
export async function orIfNotFound<T, F>(read: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read();
  } catch (error) {
    if (isRequestFailure(error, 404)) return fallback;
    throw error;
  }
}
