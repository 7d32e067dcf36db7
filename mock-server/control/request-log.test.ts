import { describe, expect, it } from 'vitest';
import { BODY_LIMIT, createRequestLog, truncateBody } from './request-log';

const call = (path: string, extra: { responseBody?: string } = {}) => ({
  at: '2026-11-27T22:00:00.000Z',
  method: 'GET',
  path,
  status: 200,
  durationMs: 1,
  ...extra,
});

describe('the request log', () => {
  it('keeps the newest entries up to its capacity, oldest first, numbered in order', () => {
    const log = createRequestLog(3);
    for (let i = 1; i <= 5; i += 1) log.add(call(`/p/${i}`));
    expect(log.list().map((e) => [e.seq, e.path])).toEqual([
      [3, '/p/3'],
      [4, '/p/4'],
      [5, '/p/5'],
    ]);
    expect(log.find(2)).toBeUndefined();
    expect(log.find(4)?.path).toBe('/p/4');
  });

  it('cuts bodies over the limit and says how much it left out', () => {
    const log = createRequestLog(2);
    const entry = log.add(call('/big', { responseBody: 'x'.repeat(BODY_LIMIT + 10) }));
    expect(entry.responseBody?.startsWith('x'.repeat(BODY_LIMIT))).toBe(true);
    expect(entry.responseBody).toContain('10 more characters not kept');
    expect(truncateBody('short')).toBe('short');
    expect(truncateBody(undefined)).toBeUndefined();
  });

  it('pushes each new entry to its subscribers until they unsubscribe', () => {
    const log = createRequestLog(2);
    const seen: string[] = [];
    const unsubscribe = log.subscribe((e) => seen.push(e.path));
    log.add(call('/a'));
    unsubscribe();
    log.add(call('/b'));
    expect(seen).toEqual(['/a']);
  });

  it('stays bounded however many calls it sees', () => {
    const log = createRequestLog(500);
    for (let i = 0; i < 5_000; i += 1) log.add(call(`/p/${i}`, { responseBody: 'y'.repeat(100) }));
    expect(log.list()).toHaveLength(500);
    expect(log.list()[0]?.path).toBe('/p/4500');
  });
});
