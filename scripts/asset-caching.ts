// How long a browser keeps what the app's server sends (docs/deployment.md "Hashed assets: cached for good";
// ADR 075). A file of the build whose name carries its content's hash (`/assets/<name>-<hash>.<ext>`) never changes
// under that name: it is cached for a year and not asked for again (`immutable`). Everything else (the HTML, whose
// start script names the current files, /config.json, the messages under /locales/, robots.txt) keeps
// `Cache-Control: no-cache`, so a release is seen on the next visit. Without this, `vite preview` made a returning
// customer's browser ask again for every chunk on every visit (a 304 each, an RTT each on a phone's network).
// Used by `vite preview` (and so the e2e suite and the benchmarks) only: the dev server's files change under their
// names. A deployment's server or CDN does the same (docs/deployment.md).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite's output names in `assets/`: the file's name, a dash and 8 characters of its content's hash. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.[a-z0-9]+(\.map)?$/;

/** The Cache-Control of a path of the build: IMMUTABLE for a hashed file, undefined (the server's no-cache) else. */
export function assetCacheControl(pathname: string): string | undefined {
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : undefined;
}

type Next = (error?: unknown) => void;

/** The Vite plugin: hashed files of the build go out as IMMUTABLE from `vite preview`. */
export function immutableAssets(): Plugin {
  return {
    name: 'immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        const cacheControl = assetCacheControl(pathname);
        if (!cacheControl || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        // Vite's static server passes its own `Cache-Control: no-cache` to writeHead, which wins over setHeader:
        // the value is replaced there.
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
        res.writeHead = ((...args: unknown[]) => {
          const headers = args.find(
            (arg): arg is OutgoingHttpHeaders =>
              typeof arg === 'object' && arg !== null && !Array.isArray(arg),
          );
          if (headers) {
            for (const name of Object.keys(headers))
              if (name.toLowerCase() === 'cache-control') delete headers[name];
            headers['Cache-Control'] = cacheControl;
          } else res.setHeader('Cache-Control', cacheControl);
          return writeHead(...args);
        }) as typeof res.writeHead;
        next();
      });
    },
  };
}
