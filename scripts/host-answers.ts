// What the app's server answers by host before the app runs (issue 23 "Robots"; ADR 038, docs/deployment.md): a
// crawler runs no script, so the legacy host's move and the robots rule must be in the HTTP answer itself.
// - The legacy host (src/shared/channels.ts `legacyRedirect`) answers every path with a 301 to the same address on
//   its newer host.
// - Every other answer carries `X-Robots-Tag` with the page's rule (src/shared/robots.ts `robotsDirective`, the
//   same function the app's robots meta tag follows), and the HTML of a page carries it in its
//   `<meta name="robots">`: `index, follow` on the home page of a non-test host, `noindex, nofollow` elsewhere.
// Used by `vite preview` (and so the e2e suite) only: the dev server serves nothing but the app (ADR 044). A
// deployment's server or CDN does the same (docs/deployment.md).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { send, type Plugin } from 'vite';
import { legacyRedirect } from '../src/shared/channels.ts';
import { robotsDirective } from '../src/shared/robots.ts';

type Next = (error?: unknown) => void;

export type HostAnswer =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'page'; robots: ReturnType<typeof robotsDirective> };

/** The answer for a requested address: the legacy host's 301, else the page with its robots rule. */
export function hostAnswer(url: URL): HostAnswer {
  const moved = legacyRedirect(url);
  if (moved) return { kind: 'redirect', status: 301, location: moved };
  return { kind: 'page', robots: robotsDirective(url.hostname, url.pathname) };
}

const ROBOTS_META = /<meta\s+name=["']robots["'][^>]*>/i;

/**
 * The page's HTML with its robots rule in `<meta name="robots">` (index.html ships `noindex`, the safe default for
 * a server that does not rewrite it); the tag is added to the head when the HTML has none.
 */
export function withRobotsMeta(html: string, directive: string): string {
  const tag = `<meta name="robots" content="${directive}" />`;
  if (ROBOTS_META.test(html)) return html.replace(ROBOTS_META, tag);
  return html.replace(/<head([^>]*)>/i, `<head$1>\n    ${tag}`);
}

/** The address a request asked for: its scheme, its Host header, its path and query. */
export function requestedUrl(req: Pick<IncomingMessage, 'headers' | 'url' | 'socket'>): URL {
  const scheme = (req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http';
  return new URL(req.url ?? '/', `${scheme}://${req.headers.host ?? 'localhost'}`);
}

/** The Vite plugin: the legacy host's 301 and the robots rule of every answer, in `vite preview`. */
export function hostAnswers(): Plugin {
  let outDir = 'dist';
  return {
    name: 'host-answers',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
        let answer: HostAnswer;
        try {
          answer = hostAnswer(requestedUrl(req));
        } catch {
          return next(); // A Host header that makes no URL: Vite's own host check answers it.
        }
        if (answer.kind === 'redirect') {
          res.statusCode = answer.status;
          res.setHeader('Location', answer.location);
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          return res.end(`Moved permanently to ${answer.location}\n`);
        }
        res.setHeader('X-Robots-Tag', answer.robots);
        next();
      });
      // After Vite's SPA fallback (which sends every page's address to /index.html), before it serves the file:
      // the page's HTML with the page's rule (its address is `originalUrl`).
      return () => {
        server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
          const original = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
          if ((req.url ?? '').split('?')[0] !== '/index.html' || original === undefined) return next();
          let html: string;
          try {
            html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          } catch (error) {
            return next(error);
          }
          const { pathname, hostname } = requestedUrl({
            headers: req.headers,
            url: original,
            socket: req.socket,
          });
          send(req, res, withRobotsMeta(html, robotsDirective(hostname, pathname)), 'html', {
            headers: server.config.preview.headers,
          });
        });
      };
    },
  };
}
