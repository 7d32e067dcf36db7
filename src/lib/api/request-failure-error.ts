import { z } from 'zod/mini';
import type { components } from '@/api/generated/app-static';

/** RFC 9457 problem details, as the services answer errors (`Problem` in openapi/components/common.yaml). */
export type Problem = components['schemas']['Problem'];

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
}) satisfies z.ZodMiniType<Problem>;

export interface RequestFailureDetails {
  status: number;
  method: string;
  url: string;
  /** The X-CorrelationId the request was sent with (for error reports). */
  correlationId: string | null;
  /** The parsed problem body, when the service sent one. */
  problem?: Problem;
}

/** Thrown for every non-OK response ("Request failure", my-photos.md section 8). */
export class RequestFailureError extends Error {
  override name = 'RequestFailureError';
  readonly status: number;
  readonly method: string;
  readonly url: string;
  readonly correlationId: string | null;
  readonly problem?: Problem;

  constructor({ status, method, url, correlationId, problem }: RequestFailureDetails) {
    super('Request failure');
    this.status = status;
    this.method = method;
    this.url = url;
    this.correlationId = correlationId;
    this.problem = problem;
  }
}

export const isRequestFailure = (error: unknown, status?: number): error is RequestFailureError =>
  error instanceof RequestFailureError && (status === undefined || error.status === status);
