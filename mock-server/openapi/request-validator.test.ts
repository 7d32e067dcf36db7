import { describe, expect, it } from 'vitest';
import { createRequestValidator } from './request-validator';
import { findOperation, loadServiceSpec } from './spec';

const request = (url: string, params: Record<string, string> = {}) => ({
  params,
  url: new URL(url, 'http://mock.test'),
  headers: new Headers(),
});

describe('the request validator', () => {
  it('coerces query parameters to their schema types and applies defaults', () => {
    const validate = createRequestValidator(
      findOperation(loadServiceSpec('photo'), 'get', '/photos/timeline/{year}/{month}'),
    );
    const result = validate(request('/photos/timeline/2025/3?limit=10', { year: '2025', month: '3' }));
    expect(result).toMatchObject({
      ok: true,
      value: { path: { year: 2025, month: 3 }, query: { limit: 10 } },
    });
  });

  it('splits a comma list (style form, explode false) into an array', () => {
    const validate = createRequestValidator(
      findOperation(loadServiceSpec('widgets'), 'get', '/v1/widget/all'),
    );
    const result = validate(request('/v1/widget/all?orderCodes=111-1,222-1'));
    expect(result).toMatchObject({ ok: true, value: { query: { orderCodes: ['111-1', '222-1'] } } });
  });

  it('names every field that is not valid', () => {
    const validate = createRequestValidator(
      findOperation(loadServiceSpec('photo'), 'get', '/photos/timeline/{year}/{month}'),
    );
    const result = validate(request('/x?limit=0&sortOrder=up', { year: '2025', month: '13' }));
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['path.month', 'query.limit', 'query.sortOrder']));
  });
});
