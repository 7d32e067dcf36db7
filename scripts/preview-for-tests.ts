// A real `vite preview` of a small build written for a test (scripts/*.test.ts), and plain GETs to it: what the
// app's server plugins answer, without the app's build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview, type Plugin } from 'vite';

export interface TestPreview {
  port: number;
  /** A GET to the server's port (no redirect followed): its status, headers and body. */
  get(
    pathname: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>;
  close(): Promise<void>;
}

/** `vite preview` with `plugins` of a dist/ holding `files` (path under dist/ -> content). */
export async function startPreview(plugins: Plugin[], files: Record<string, string>): Promise<TestPreview> {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-test-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'dist', file)), { recursive: true });
    writeFileSync(path.join(dir, 'dist', file), content);
  }
  const server = await preview({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins,
    build: { outDir: 'dist' },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, allowedHosts: ['.localhost'] },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const { port } = address;
  return {
    port,
    get: (pathname, headers = {}) =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      }),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
