/**
 * What the request log keeps of one call (issue 26): headers (the bearer token and cookies left out), bodies of
 * text and JSON only (read from clones, cut at BODY_LIMIT), the account (the token's `sub`, read without
 * verifying: the services verified it), and the contract finding the service wrapper marked on the answer.
 */
import { redactTokens } from '../http/redact';
import { BODY_LIMIT } from './request-log';
import type { RequestLogEntry } from './schemas';

/** Set by http/service-http.ts on an answer that broke the contract ("request: …" or "response: …"); never sent. */
export const VIOLATION_HEADER = 'x-mock-contract-violation';

const TEXTUAL = /^(application\/([\w.+-]*\+)?json|text\/|application\/x-www-form-urlencoded)/i;
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie']);

export function loggedHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name === VIOLATION_HEADER) return;
    kept[name] = SECRET_HEADERS.has(name) ? '[not kept]' : value;
  });
  return kept;
}

/** A body's text when it is textual and small enough to read; a note otherwise. */
export async function loggedBody(message: Request | Response): Promise<string | undefined> {
  if (!message.body || message.headers.get('content-length') === '0') return undefined;
  const type = message.headers.get('content-type') ?? '';
  const length = Number(message.headers.get('content-length') ?? NaN);
  if (!TEXTUAL.test(type)) return `(${type || 'unknown type'} body not kept)`;
  if (message instanceof Request && !(length <= BODY_LIMIT * 4))
    return '(body not kept: no small Content-Length)';
  try {
    return await message.clone().text();
  } catch {
    return '(body could not be read)';
  }
}

/** The account id in a bearer JWT (`sub`), read without verifying it. */
export function tokenSubject(headers: Headers): string | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  try {
    const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

export function violationOf(response: Response | undefined): RequestLogEntry['violation'] {
  const marked = response?.headers.get(VIOLATION_HEADER);
  if (!marked) return undefined;
  const [side, ...rest] = marked.split(': ');
  return { side: side === 'response' ? 'response' : 'request', detail: decodeURIComponent(rest.join(': ')) };
}

export const loggedPath = (url: URL) => redactTokens(`${url.pathname}${url.search}`);
