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
