/** Converts between node:http and the Fetch API (what msw's getResponse and the Fetch-style routes speak). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** A request body went over the server's limit while it was read (a body without a Content-Length). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** Whether `error` (or one of its causes) is a BodyTooLargeError. */
export function isBodyTooLarge(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e.name === 'BodyTooLargeError') return true;
  return false;
}

/** `req`'s body, failing with BodyTooLargeError once more than `limit` bytes arrived. */
function limited(req: IncomingMessage, limit: number): Readable {
  let size = 0;
  const out = new Readable({ read: () => req.resume() });
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) {
      out.destroy(new BodyTooLargeError(limit));
      req.pause();
      return;
    }
    if (!out.push(chunk)) req.pause();
  });
  req.on('end', () => out.push(null));
  req.on('error', (error) => out.destroy(error));
  return out;
}

/**
 * A Fetch Request for an incoming request; `origin` is e.g. http://127.0.0.1:9090. With `bodyLimit`, reading the
 * body fails with BodyTooLargeError after that many bytes (the caller refuses a larger Content-Length up front).
 */
export function toFetchRequest(req: IncomingMessage, origin: string, bodyLimit?: number): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody
      ? (Readable.toWeb(
          bodyLimit === undefined ? req : limited(req, bodyLimit),
        ) as ReadableStream<Uint8Array>)
      : undefined,
    // Needed by Node's fetch for a streamed request body.
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

/** JSON bodies at least this long are sent gzip-compressed when the client accepts it, as a production API does. */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(res: ServerResponse): boolean {
  const accept = res.req?.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b/.test(accept);
}

/**
 * Writes a Fetch Response to `res`, streaming the body. Headers already set on `res` (CORS) are kept. A JSON body
 * (application/json or application/problem+json) of at least GZIP_MIN_BYTES goes gzip-compressed to a client that
 * accepts it, like any production API behind a gateway: the app's Lighthouse figures then count the bytes a user
 * would download (a 24-photo month page: about 20 kB as JSON, 3 kB gzipped).
 */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  method = 'GET',
): Promise<void> {
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.statusCode = response.status;
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  if (
    /^application\/(problem\+)?json\b/.test(type) &&
    !response.headers.has('content-encoding') &&
    acceptsGzip(res)
  ) {
    const body = Buffer.from(await response.arrayBuffer());
    const vary = res.getHeader('Vary');
    res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (body.length < GZIP_MIN_BYTES) {
      res.end(body);
      return;
    }
    const compressed = gzipSync(body);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', compressed.length);
    res.end(compressed);
    return;
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as unknown as NodeReadableStream)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('error', reject);
  });
}
