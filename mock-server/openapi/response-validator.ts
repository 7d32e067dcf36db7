/**
 * Validates the mock's own responses against the contract (status declared, content type declared for it, JSON
 * body valid against its schema). On in tests (MOCK_VALIDATE_RESPONSES=1: the contract tests, the mock's own
 * tests and the e2e mock server), so a handler that drifts from its spec fails loudly instead of teaching the
 * app a shape the real service never sends.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ResolvedOperation } from './spec';

// Responses are validated as sent: no coercion, no defaults.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

export function responseValidationEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MOCK_VALIDATE_RESPONSES === '1';
}

// A parsed YAML document is untyped JSON.
type Json = any;

/** Returns a list of what is wrong with `response` (empty when it conforms). Reads a clone of the body. */
export type ResponseValidator = (response: Response) => Promise<string[]>;

export function createResponseValidator({ operation }: ResolvedOperation): ResponseValidator {
  const responses: Record<string, Json> = (operation as Json).responses ?? {};
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: Json) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };

  return async (response) => {
    const status = String(response.status);
    const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!declared)
      return [`status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`];
    const content: Record<string, Json> | undefined = declared.content;
    if (!content) return [];
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    const media = content[contentType];
    if (!media) {
      return [
        `content type "${contentType}" is not declared for ${status} (${Object.keys(content).join(', ')})`,
      ];
    }
    if (!/json$/.test(contentType) || !media.schema) return [];
    const text = await response.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`body is not JSON: ${text.slice(0, 80)}`];
    }
    const validate = validatorFor(`${status} ${contentType}`, media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `body${e.instancePath ? ` ${e.instancePath}` : ''} ${e.message ?? 'is not valid'}`,
    );
  };
}
