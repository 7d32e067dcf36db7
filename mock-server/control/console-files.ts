/**
 * The mock's console page (issue 26): the built files of mock-server/console (vite.console.config.ts builds them
 * into dist-console/, `npm start` and the e2e setup run that build) served at CONSOLE_PATH. Only files inside
 * dist-console are served; a path that is not a file answers the page (index.html), a missing build a 503 that
 * says how to build it.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemResponse } from '../http/problem';

export const CONSOLE_PATH = '/__mock/console/';
export const CONSOLE_DIST = fileURLToPath(new URL('../../dist-console', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export function createConsoleFiles(dist = CONSOLE_DIST): (request: Request) => Promise<Response> {
  const file = async (name: string) => {
    const full = path.resolve(dist, name);
    if (full !== dist && !full.startsWith(dist + path.sep)) return undefined;
    try {
      if (!(await stat(full)).isFile()) return undefined;
      return { body: await readFile(full), type: TYPES[path.extname(full)] ?? 'application/octet-stream' };
    } catch {
      return undefined;
    }
  };
  return async (request) => {
    const pathname = new URL(request.url).pathname;
    if (pathname === CONSOLE_PATH.slice(0, -1))
      return new Response(null, { status: 308, headers: { Location: CONSOLE_PATH } });
    let name: string;
    try {
      name = decodeURIComponent(pathname.slice(CONSOLE_PATH.length));
    } catch {
      return problemResponse(400, 'The path is not valid percent-encoding.');
    }
    const found = (name && (await file(name))) || (await file('index.html'));
    if (!found)
      return problemResponse(
        503,
        'The console is not built: run `npm start`, or `node_modules/.bin/vite build -c vite.console.config.ts`.',
      );
    const immutable = name.startsWith('assets/');
    return new Response(found.body, {
      headers: {
        'Content-Type': found.type,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-store',
      },
    });
  };
}
