import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sendFetchResponse } from './node-adapter';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Serves `response()` once and returns the raw answer (status, headers, undecoded body bytes). */
async function exchange(response: () => Response, acceptEncoding?: string) {
  server = createServer((_req, res) => void sendFetchResponse(res, response()));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const largeJson = () =>
  Response.json({ images: Array.from({ length: 60 }, (_, index) => ({ id: `photo-${index}` })) });

describe('sendFetchResponse', () => {
  it('sends a large JSON body gzip-compressed to a client that accepts gzip', async () => {
    const { headers, body } = await exchange(largeJson, 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('gzip');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(await largeJson().json());
  });

  it('sends the JSON body as it is to a client that does not accept gzip', async () => {
    const { headers, body } = await exchange(largeJson);
    expect(headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8'))).toEqual(await largeJson().json());
  });

  it('does not compress a small JSON body or a non-JSON body', async () => {
    const small = await exchange(() => Response.json({ ok: true }), 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ ok: true });
    const text = 'x'.repeat(4096);
    const plain = await exchange(
      () => new Response(text, { headers: { 'Content-Type': 'text/plain' } }),
      'gzip',
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(text);
  });
});
