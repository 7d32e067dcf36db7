/**
 * The handler factory of every mock service: openapi-msw typed against the generated `paths`, plus what
 * each real service does before its logic:
 *   1. bearer authentication (unless the contract marks the operation anonymous) -> 401 problem+json;
 *   2. request validation against the contract's parameters and JSON body -> 400 problem+json naming
 *      the fields (`errors: [{ field: 'query.limit', message }]`);
 *   3. in tests (MOCK_VALIDATE_RESPONSES=1), validation of the handler's own response against the contract:
 *      a mismatch is logged and answered 500, so the test that provoked it fails.
 * Resolvers receive `claims` (the token's) and `input` (coerced, defaults applied) on top of openapi-msw's info.
 *
 *   const api = createServiceHttp<paths>({ service: 'photo', verifier });
 *   api.get('/users', ({ claims, response }) => response(200).json({ ... }));
 */
import type { HttpHandler } from 'msw';
import {
  createOpenApiHttp,
  type AnyApiSpec,
  type HttpMethod,
  type ResponseResolver,
  type ResponseResolverInfo,
} from 'openapi-msw';
import { VIOLATION_HEADER } from '../control/capture';
import { createRequestValidator, describeErrors } from '../openapi/request-validator';
import { createResponseValidator, responseValidationEnabled } from '../openapi/response-validator';
import { findOperation, loadServiceSpec, type OpenApiDocument } from '../openapi/spec';
import { authenticate, type AccessClaims, type TokenVerifier } from './auth';
import { isBodyTooLarge } from './node-adapter';
import { payloadTooLarge, problemResponse, unauthorized } from './problem';

type PathsWith<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends Record<M, unknown> ? P : never;
}[keyof Paths];

type OperationOf<Paths, P extends keyof Paths, M extends HttpMethod> = M extends keyof Paths[P]
  ? Paths[P][M]
  : never;

type OrEmpty<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : T;

type ParametersIn<Op, L extends 'path' | 'query' | 'header'> = Op extends { parameters: infer Ps }
  ? L extends keyof Ps
    ? OrEmpty<NonNullable<Ps[L]>>
    : Record<string, never>
  : Record<string, never>;

type JsonBodyOf<Op> = Op extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { 'application/json': infer J } }
    ? J
    : undefined
  : undefined;

/** The validated request: parameters coerced to their schema types, defaults applied. */
export interface ValidInput<Op> {
  path: ParametersIn<Op, 'path'>;
  query: ParametersIn<Op, 'query'>;
  header: ParametersIn<Op, 'header'>;
  body: JsonBodyOf<Op>;
}

export type ServiceResolverInfo<
  Paths extends AnyApiSpec,
  P extends keyof Paths,
  M extends HttpMethod,
> = ResponseResolverInfo<Paths, P, M> & { input: ValidInput<OperationOf<Paths, P, M>> };

export type SecuredResolver<Paths extends AnyApiSpec, P extends keyof Paths, M extends HttpMethod> = (
  info: ServiceResolverInfo<Paths, P, M> & { claims: AccessClaims },
) => ReturnType<ResponseResolver<Paths, P, M>>;

export type AnonymousResolver<Paths extends AnyApiSpec, P extends keyof Paths, M extends HttpMethod> = (
  info: ServiceResolverInfo<Paths, P, M>,
) => ReturnType<ResponseResolver<Paths, P, M>>;

type Register<Paths extends AnyApiSpec, M extends HttpMethod, R extends 'secured' | 'anonymous'> = <
  P extends PathsWith<Paths, M>,
>(
  path: P,
  resolver: R extends 'secured' ? SecuredResolver<Paths, P, M> : AnonymousResolver<Paths, P, M>,
) => HttpHandler;

type Methods<Paths extends AnyApiSpec, R extends 'secured' | 'anonymous'> = {
  [M in Exclude<HttpMethod, 'head' | 'options'>]: Register<Paths, M, R>;
};

export type ServiceHttp<Paths extends AnyApiSpec> = Methods<Paths, 'secured'> & {
  /** For operations the contract marks anonymous (`security: []`): no token needed, no claims. */
  anonymous: Methods<Paths, 'anonymous'>;
};

export interface ServiceHttpOptions {
  /** Contract file name in openapi/services without `.yaml`, e.g. `photo`. */
  service: string;
  verifier: TokenVerifier;
  /** msw base URL; default `*` plus the path of the contract's server URL (e.g. `* /photo`). */
  baseUrl?: string;
  /** The contract, when not loaded from openapi/services (tests). */
  spec?: OpenApiDocument;
}

/** `{origin}/photo` -> `/photo` */
export function serverPath(spec: OpenApiDocument): string {
  const url = spec.servers?.[0]?.url ?? '';
  return url
    .replace(/^\{origin\}/, '')
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .replace(/\/$/, '');
}

/**
 * Marks an answer that broke the contract for the request log (the console shows it; server.ts removes the
 * header before the answer leaves): the detail is the problem's own.
 */
function markViolation(response: Response, side: 'request' | 'response', detail: string): Response {
  response.headers.set(VIOLATION_HEADER, `${side}: ${encodeURIComponent(detail)}`);
  return response;
}

async function readJsonBody(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; tooLarge?: boolean }> {
  let text: string;
  try {
    text = await request.clone().text();
  } catch (error) {
    if (isBodyTooLarge(error)) return { ok: false, tooLarge: true };
    throw error;
  }
  if (text.trim() === '') return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function createServiceHttp<Paths extends AnyApiSpec>(options: ServiceHttpOptions): ServiceHttp<Paths> {
  const spec = options.spec ?? loadServiceSpec(options.service);
  const http = createOpenApiHttp<Paths>({ baseUrl: options.baseUrl ?? `*${serverPath(spec)}` });

  const register =
    (method: Exclude<HttpMethod, 'head' | 'options'>, kind: 'secured' | 'anonymous') =>
    (path: string, resolver: (info: never) => unknown): HttpHandler => {
      const resolved = findOperation(spec, method, path);
      if (resolved.anonymous !== (kind === 'anonymous')) {
        const expected = resolved.anonymous ? 'api.anonymous' : 'api';
        throw new Error(
          `${method.toUpperCase()} ${path}: the contract's security says to register it with ${expected}.${method}`,
        );
      }
      const validate = createRequestValidator(resolved);
      const checkResponse = responseValidationEnabled() ? createResponseValidator(resolved) : undefined;
      const hasBody = resolved.operation.requestBody !== undefined;

      const wrapped = async (info: ResponseResolverInfo<AnyApiSpec, never, typeof method>) => {
        const { request, params } = info;
        let claims: AccessClaims | null = null;
        if (kind === 'secured') {
          claims = await authenticate(request.headers, options.verifier);
          if (!claims) return unauthorized();
        }
        let body: unknown;
        if (hasBody) {
          const parsed = await readJsonBody(request);
          if (!parsed.ok && parsed.tooLarge) return payloadTooLarge();
          if (!parsed.ok) {
            const errors = [{ field: 'body', message: 'must be valid JSON' }];
            const detail = describeErrors(errors);
            return markViolation(problemResponse(400, detail, errors), 'request', detail);
          }
          body = parsed.body;
        }
        const result = validate({
          params: params as Record<string, string | readonly string[] | undefined>,
          url: new URL(request.url),
          headers: request.headers,
          body,
        });
        if (!result.ok)
          return markViolation(
            problemResponse(400, describeErrors(result.errors), result.errors),
            'request',
            describeErrors(result.errors),
          );
        const response = await (resolver as (info: unknown) => unknown)({
          ...info,
          claims,
          input: result.value,
        });
        if (!checkResponse || !(response instanceof Response)) return response;
        const problems = await checkResponse(response);
        if (problems.length === 0) return response;
        const detail = `The mock's ${response.status} response to ${method.toUpperCase()} ${path} does not match the contract: ${problems.join('; ')}`;
        console.error(`CONTRACT MISMATCH (${options.service}): ${detail}`);
        return markViolation(problemResponse(500, detail), 'response', detail);
      };
      const httpMethod = http[method] as unknown as (path: string, resolver: typeof wrapped) => HttpHandler;
      return httpMethod(path, wrapped);
    };

  const methods = (kind: 'secured' | 'anonymous') => ({
    get: register('get', kind),
    post: register('post', kind),
    put: register('put', kind),
    patch: register('patch', kind),
    delete: register('delete', kind),
  });
  return { ...methods('secured'), anonymous: methods('anonymous') } as unknown as ServiceHttp<Paths>;
}
