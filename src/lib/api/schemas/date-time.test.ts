import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { dateTimeSchema } from './date-time';

describe('a date-time of the contracts', () => {
  it('becomes the Date it names, in UTC or with an offset', () => {
    expect(dateTimeSchema.parse('2026-10-03T14:05:00Z')).toEqual(new Date(Date.UTC(2026, 9, 3, 14, 5)));
    expect(dateTimeSchema.parse('2026-10-03T16:05:00.250+02:00')).toEqual(
      new Date(Date.UTC(2026, 9, 3, 14, 5, 0, 250)),
    );
  });

  it.each(['2026-10-03', '2026-10-03T14:05:00', 'yesterday', '2026-13-40T00:00:00Z', ''])(
    'rejects %j',
    (value) => {
      expect(dateTimeSchema.safeParse(value).success).toBe(false);
    },
  );

  it('rejects what is not a string', () => {
    expect(dateTimeSchema.safeParse(1_760_000_000_000).success).toBe(false);
    expect(dateTimeSchema.safeParse(null).success).toBe(false);
  });

  it('composes: optional and nullable fields keep their absence', () => {
    const schema = z.object({ a: z.optional(dateTimeSchema), b: z.nullable(dateTimeSchema) });
    expect(schema.parse({ b: null })).toEqual({ b: null });
  });
});
