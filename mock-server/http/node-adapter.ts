/** Converts between node:http and the Fetch API (what msw's getResponse and the Fetch-style routes speak). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** A Fetch Request for an incoming request; `origin` is e.g. http://127.0.0.1:9090. */
export function toFetchRequest(req: IncomingMessage, origin: string): Request {
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
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Needed by Node's fetch for a streamed request body.
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

/** Writes a Fetch Response to `res`, streaming the body. Headers already set on `res` (CORS) are kept. */
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
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as unknown as NodeReadableStream)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('error', reject);
  });
}
