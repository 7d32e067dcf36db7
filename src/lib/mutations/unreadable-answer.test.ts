import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { isUnreadableAnswer } from './unreadable-answer';

const zodError = () => {
  try {
    z.object({ albumId: z.string() }).parse({});
  } catch (error) {
    return error;
  }
  throw new Error('expected a zod error');
};

describe('an answer the app cannot read', () => {
  it('is a response that does not parse, or no response at all', () => {
    expect(isUnreadableAnswer(zodError())).toBe(true);
    expect(isUnreadableAnswer(new SyntaxError('Unexpected token < in JSON'))).toBe(true);
    expect(isUnreadableAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreadableAnswer(new TypeError('fetch failed'))).toBe(true);
    expect(isUnreadableAnswer(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
  });

  it('is found inside an error that wraps it', () => {
    const wrapped = new Error('Unable to parse response!', { cause: zodError() });
    expect(isUnreadableAnswer(new Error('outer', { cause: wrapped }))).toBe(true);
  });

  it('is not an error the service answered on purpose, nor a programming error', () => {
    const failure = new RequestFailureError({ status: 503, method: 'POST', url: '/x', correlationId: null });
    expect(isUnreadableAnswer(failure)).toBe(false);
    expect(isUnreadableAnswer(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isUnreadableAnswer(new Error('Photos not added'))).toBe(false);
    expect(isUnreadableAnswer('text')).toBe(false);
  });

  it('survives an error that is its own cause', () => {
    const loop = new Error('loop');
    (loop as { cause?: unknown }).cause = loop;
    expect(isUnreadableAnswer(loop)).toBe(false);
  });
});
