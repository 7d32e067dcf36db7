/** RFC 9457 problem responses (`application/problem+json`), the error shape of every mock service. */
import { STATUS_CODES } from 'node:http';
import type { FieldError } from '../openapi/request-validator';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FieldError[];
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function problemBody(status: number, detail?: string, errors?: FieldError[]): Problem {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    ...(detail === undefined ? {} : { detail }),
    ...(errors === undefined ? {} : { errors }),
  };
}

export function problemResponse(
  status: number,
  detail?: string,
  errors?: FieldError[],
  headers?: Record<string, string>,
): Response {
  return new Response(JSON.stringify(problemBody(status, detail, errors)), {
    status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, ...headers },
  });
}

/** 401 with the bearer challenge. */
export function unauthorized(detail = 'A valid bearer token is required.'): Response {
  return problemResponse(401, detail, undefined, { 'WWW-Authenticate': 'Bearer' });
}

/** Request bodies the services accept (issue 12): JSON up to 1 MiB; multipart uploads up to 200 MiB in all. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const MULTIPART_BODY_LIMIT_BYTES = 200 * 1024 * 1024;

export function bodyLimitFor(contentType: string | undefined): number {
  return /^multipart\//i.test(contentType ?? '') ? MULTIPART_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES;
}

/** 413: the body is over the limit (answered before reading the rest; the connection closes). */
export function payloadTooLarge(limit = JSON_BODY_LIMIT_BYTES): Response {
  return problemResponse(413, `The request body is larger than ${limit} bytes.`, undefined, {
    Connection: 'close',
  });
}
