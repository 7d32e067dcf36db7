// What the Vite dev and preview servers serve, deny by default (issue 12): only the app's own files (src/, the
// dependencies Vite pre-bundles, public/, index.html and the SPA's routes), never the rest of the checkout
// (package.json, mock-server/, docs/, .git/, the mock's caches). Paths with dot segments (`..`, `.git`, `.vite`)
// or a bad percent-encoding are refused before Vite resolves them. Every answer carries the security headers of
// scripts/security-headers.ts; the HTML's Content-Security-Policy hashes the inline scripts it actually sends
// (dev) or the ones the build wrote to dist/.vite/csp-hashes.json (preview).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import {
  COMMON_SECURITY_HEADERS,
  htmlSecurityHeaders,
  inlineScriptHashes,
  readBuildScriptHashes,
  sha256,
  type SecurityConfig,
} from './security-headers.ts';

type Next = (error?: unknown) => void;

/** First path segments the dev server serves; any other name that exists in the project root is refused. */
export const DEV_SERVED = new Set([
  'src',
  'node_modules',
  '@vite',
  '@id',
  '@fs',
  '@react-refresh',
  'index.html',
  'config.json',
  'locales',
]);

export type GuardVerdict = 'serve' | 'bad-request' | 'not-found';

/**
 * Whether a request path may be served. `rootEntries` are the names in the served root that are not the app's
 * (dev: everything in the checkout except DEV_SERVED); a dot segment is refused except Vite's pre-bundled deps.
 */
export function guardPath(rawUrl: string, rootEntries: ReadonlySet<string>): GuardVerdict {
  const rawPath = rawUrl.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'bad-request';
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return 'not-found';
  const segments = decoded.split('/').slice(1);
  for (const [i, segment] of segments.entries()) {
    if (segment === '.' || segment === '..') return 'not-found';
    if (segment.startsWith('.') && !(segment === '.vite' && segments[i - 1] === 'node_modules'))
      return 'not-found';
  }
  const first = segments[0] ?? '';
  if (rootEntries.has(first)) return 'not-found';
  return 'serve';
}

function refuse(res: ServerResponse, status: 400 | 404): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/problem+json');
  res.end(
    JSON.stringify({ type: 'about:blank', title: status === 400 ? 'Bad Request' : 'Not Found', status }),
  );
}

function isHtml(res: ServerResponse): boolean {
  return /^text\/html\b/.test(String(res.getHeader('content-type') ?? ''));
}

export function serveGuard(config: () => SecurityConfig): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'serve-guard',
    configResolved(resolved) {
      root = resolved.root;
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    configureServer(server) {
      const notServed = new Set(readdirSync(root).filter((name) => !DEV_SERVED.has(name)));
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
        const verdict = guardPath(req.url ?? '/', notServed);
        if (verdict !== 'serve') return refuse(res, verdict === 'bad-request' ? 400 : 404);
        for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
        // The CSP needs the HTML Vite actually sends (its transforms add inline scripts): set when it ends.
        const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
        res.end = ((...args: unknown[]) => {
          const [chunk] = args;
          if (!res.headersSent && isHtml(res) && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
            const html = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
            const headers = htmlSecurityHeaders(config(), {
              scriptHashes: inlineScriptHashes(html, sha256),
              dev: true,
            });
            for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          }
          return end(...args);
        }) as typeof res.end;
        next();
      });
    },
    configurePreviewServer(server) {
      const scriptHashes = readBuildScriptHashes(outDir);
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
        const verdict = guardPath(req.url ?? '/', new Set());
        if (verdict !== 'serve') return refuse(res, verdict === 'bad-request' ? 400 : 404);
        // Set on every answer (harmless on non-HTML); the HTML is what it protects.
        for (const [name, value] of Object.entries(htmlSecurityHeaders(config(), { scriptHashes })))
          res.setHeader(name, value);
        next();
      });
    },
  };
}
