/**
 * CORS for the app's origins: http://localhost:*, http://127.0.0.1:* and http://<channel>.localhost:*.
 * Preflights are answered here; other responses get the allow/expose headers added.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const APP_ORIGIN =
  /^http:\/\/(?:localhost|127\.0\.0\.1|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.localhost)(?::\d{1,5})?$/i;
/** Request headers the app may send (lower case); X-Mock-* is matched as a prefix. */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-correlationid',
  // The app's API middleware sends Cache-Control: no-cache on every call.
  'cache-control',
  'pragma',
  'if-none-match',
];
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const EXPOSED_HEADERS = 'X-CorrelationId, ETag, Content-Disposition, Location';
const MAX_AGE_SECONDS = '600';

export function isAllowedOrigin(origin: string | undefined): origin is string {
  return typeof origin === 'string' && APP_ORIGIN.test(origin);
}

const isAllowedHeader = (name: string) => ALLOWED_HEADERS.includes(name) || name.startsWith('x-mock-');

/**
 * Adds CORS headers to `res` for an allowed origin. Answers a preflight completely (204, or 403 when the
 * origin or a requested header is not allowed) and returns true then; otherwise returns false.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
  res.setHeader('Vary', 'Origin');
  if (!isAllowedOrigin(origin)) {
    if (!preflight) return false;
    res.writeHead(403, { 'Content-Type': 'text/plain' }).end('Origin not allowed');
    return true;
  }
  res.setHeader('Access-Control-Allow-Origin', origin);
  if (!preflight) {
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    return false;
  }
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const refused = requested.filter((h) => !isAllowedHeader(h));
  if (refused.length > 0) {
    res.writeHead(403, { 'Content-Type': 'text/plain' }).end(`Header not allowed: ${refused.join(', ')}`);
    return true;
  }
  res.writeHead(204, {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': requested.length > 0 ? requested.join(', ') : ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': MAX_AGE_SECONDS,
    Vary: 'Origin, Access-Control-Request-Headers',
  });
  res.end();
  return true;
}
