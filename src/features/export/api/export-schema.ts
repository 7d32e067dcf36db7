/**
 * The export (backup) as the export service answers it (`Export` of openapi/services/export.yaml), parsed into
 * the shape the UI uses: dates become Date objects and the chunks are sorted by iteration (the spec says they
 * are; sorting here means a service that sends them in another order still shows "1 of n" first).
 * my-photos.md section 3: READY carries a non-empty backupId, at least one chunk, created and updated; a chunk
 * has an iteration (integer >= 0) and a size (number >= 1).
 */
import { z } from 'zod/mini';
import { dateTimeSchema } from '@/lib/api/schemas/date-time';

/** The errors of my-photos.md section 5 (thrown by the export API functions; the UI shows its own message). */
export const BACKUP_REQUEST_FAILED = 'Unable to generate backup request!';
export const UNPARSEABLE_RESPONSE = 'Unable to parse response!';

/** An export call that answered, but not with a usable export. */
export class ExportError extends Error {
  override name = 'ExportError';
}

export const exportChunkSchema = z.object({
  iteration: z.int().check(z.nonnegative()),
  size: z.number().check(z.gte(1)),
});
export type ExportChunk = z.infer<typeof exportChunkSchema>;

const byIteration = (a: ExportChunk, b: ExportChunk) => a.iteration - b.iteration;

const exportReadySchema = z.object({
  status: z.literal('READY'),
  backupId: z.string().check(z.minLength(1)),
  chunks: z.pipe(
    z.array(exportChunkSchema).check(z.minLength(1)),
    z.transform((chunks) => [...chunks].sort(byIteration)),
  ),
  created: dateTimeSchema,
  updated: dateTimeSchema,
});

const exportPendingSchema = z.object({
  status: z.enum(['REQUESTED', 'IN_PROGRESS', 'FAILED']),
  backupId: z.optional(z.string().check(z.minLength(1))),
  created: z.optional(dateTimeSchema),
  updated: z.optional(dateTimeSchema),
});

export const exportSchema = z.union([exportReadySchema, exportPendingSchema]);
export type Export = z.infer<typeof exportSchema>;
export type ExportReady = z.infer<typeof exportReadySchema>;

/** Parses an answer; anything that is not an export is the spec's "Unable to parse response!". */
export function parseExport(data: unknown): Export {
  const parsed = exportSchema.safeParse(data);
  if (!parsed.success) throw new ExportError(UNPARSEABLE_RESPONSE, { cause: parsed.error });
  return parsed.data;
}

/**
 * Runs an API call whose body must be JSON: a body that is not JSON (openapi-fetch's `response.json()` throws a
 * SyntaxError) is "Unable to parse response!" too. Request failures (RequestFailureError) pass through.
 */
export async function withUnparseableAsExportError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SyntaxError) throw new ExportError(UNPARSEABLE_RESPONSE, { cause: error });
    throw error;
  }
}
