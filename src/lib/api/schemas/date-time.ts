import { z } from 'zod/mini';

/**
 * A `format: date-time` string of the contracts (RFC 3339, with `Z` or an offset, as every service sends them),
 * parsed into a Date. A string that is not such a date-time is rejected, never turned into an Invalid Date.
 */
export const dateTimeSchema = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((value) => new Date(value)),
);
