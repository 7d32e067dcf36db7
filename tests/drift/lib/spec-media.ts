/**
 * What the specs say about the payloads the app parses: for a response (operationId + status) or a push message
 * (channel + message), its JSON schema ($refs resolved) and every example the spec gives for it.
 *   OpenAPI: the media type's `example` and `examples` (values), and `example`/`examples` on the body schema itself.
 *   AsyncAPI: the message's `examples` (payloads).
 * Read with the contract tests' loaders (tests/contract/lib), so both suites see the same documents.
 */
import { loadAsyncApi } from '../../contract/lib/asyncapi';
import { loadOperations, validateSchema, type Operation } from '../../contract/lib/specs';

type Json = any;

export interface SpecExample {
  name: string;
  value: unknown;
}

export interface SpecMedia {
  /** e.g. `getTimeline 200 application/json` or `activation push activationNotification`. */
  label: string;
  schema: Json;
  examples: SpecExample[];
  /** The HTTP status, for a response. */
  status?: number;
}

export interface ResponseRef {
  operationId: string;
  status: string;
  /** Default application/json. */
  mediaType?: string;
  /**
   * The part of the schema the app's request can get, when the request decides it (e.g. the oneOf branch of
   * the A/B test the app asks for); examples outside it are left out. `because` says why.
   */
  narrow?: { because: string; schema: (schema: Json) => Json };
}

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

let operations: Operation[] | undefined;
export function specOperations(): Operation[] {
  operations ??= loadOperations();
  return operations;
}

function mediaExamples(media: Json): SpecExample[] {
  const examples: SpecExample[] = [];
  if (media.example !== undefined) examples.push({ name: 'example', value: media.example });
  for (const [name, example] of Object.entries<Json>(media.examples ?? {})) {
    if (example && 'value' in example) examples.push({ name, value: example.value });
  }
  const schema = media.schema ?? {};
  if (schema.example !== undefined) examples.push({ name: 'schema example', value: schema.example });
  (Array.isArray(schema.examples) ? schema.examples : []).forEach((value: unknown, i: number) =>
    examples.push({ name: `schema examples[${i}]`, value }),
  );
  return examples;
}

/** The response's schema and examples; throws when the spec has no such operation, status or media type. */
export function responseMedia({
  operationId,
  status,
  mediaType = 'application/json',
  narrow,
}: ResponseRef): SpecMedia {
  const op = specOperations().find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId} in openapi/services`);
  const response = op.responses[status];
  if (!response) throw new Error(`${operationId} declares no ${status} response`);
  const media = response.content?.[mediaType];
  if (!media?.schema) throw new Error(`${operationId} ${status} has no ${mediaType} body`);
  const schema = narrow ? narrow.schema(media.schema) : media.schema;
  if (!schema) throw new Error(`${operationId} ${status}: the narrowing (${narrow?.because}) found nothing`);
  return {
    label: `${operationId} ${status} ${mediaType}${narrow ? ` (${narrow.because})` : ''}`,
    schema,
    examples: mediaExamples(media).filter((e) => !narrow || validateSchema(schema, e.value).length === 0),
    status: /^\d{3}$/.test(status) ? Number(status) : undefined,
  };
}

/** Every problem+json response of every operation (what the API middleware parses on a failure). */
export function problemResponses(): SpecMedia[] {
  return specOperations().flatMap((op) =>
    Object.entries<Json>(op.responses)
      .filter(([, response]) => response.content?.[PROBLEM_MEDIA_TYPE])
      .map(([status]) =>
        responseMedia({ operationId: op.operationId, status, mediaType: PROBLEM_MEDIA_TYPE }),
      ),
  );
}

/** A push message's payload schema and examples. */
export function messageMedia(channel: string, message: string): SpecMedia {
  const found = loadAsyncApi(channel).message(message);
  const raw = Object.values<Json>(loadAsyncApi(channel).document.channels ?? {})
    .flatMap((c) => Object.entries<Json>(c.messages ?? {}))
    .find(([key, m]) => key === found.key || m.name === found.name)?.[1];
  return {
    label: `${channel} push ${found.key}`,
    schema: found.payload,
    examples: (raw?.examples ?? []).map((example: Json, i: number) => ({
      name: example.name ?? `examples[${i}]`,
      value: example.payload,
    })),
  };
}

/** The operation a client call names: service (config.json spelling), method and path template. */
export function operationAt(service: string, method: string, pathTemplate: string): Operation | undefined {
  return specOperations().find(
    (o) => o.service === service && o.method === method.toUpperCase() && o.pathTemplate === pathTemplate,
  );
}

/** The 2xx responses of an operation that have a JSON body: what a fetcher of it must parse. */
export function jsonSuccessStatuses(op: Operation): string[] {
  return Object.entries<Json>(op.responses)
    .filter(([status, response]) => /^2/.test(status) && response.content?.['application/json']?.schema)
    .map(([status]) => status);
}
