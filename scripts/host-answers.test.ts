// What the preview server answers a crawler that runs no script (issue 23 "Robots"; ADR 038): the robots rule in
// the HTML and the headers of every page, and a 301 from the legacy host. The rule itself is src/shared/robots.ts's
// (its own tests in src/lib/channel/channels.test.ts); here: the answer built from it, and a real `vite preview`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAnswer, hostAnswers, requestedUrl, withRobotsMeta } from './host-answers';
import { startPreview, type TestPreview } from './preview-for-tests';

const INDEX = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="robots" content="noindex" />
    <title>My account</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('the answer for an address', () => {
  it('indexes only the home page of a non-test host', () => {
    expect(hostAnswer(new URL('https://account.albelli.nl/'))).toEqual({
      kind: 'page',
      robots: 'index, follow',
    });
    expect(hostAnswer(new URL('https://account.albelli.nl/orders'))).toEqual({
      kind: 'page',
      robots: 'noindex, nofollow',
    });
    expect(hostAnswer(new URL('https://test.account.albelli.nl/'))).toEqual({
      kind: 'page',
      robots: 'noindex, nofollow',
    });
    expect(hostAnswer(new URL('http://albelli-de.localhost:4173/?x=1'))).toEqual({
      kind: 'page',
      robots: 'index, follow',
    });
  });

  it('moves every address of the legacy host to the same address on its newer host, permanently', () => {
    expect(hostAnswer(new URL('https://account.albelli.co.uk/orders?page=2'))).toEqual({
      kind: 'redirect',
      status: 301,
      location: 'https://account.bonusprint.co.uk/orders?page=2',
    });
    expect(hostAnswer(new URL('http://albelli-gb.localhost:4173/'))).toEqual({
      kind: 'redirect',
      status: 301,
      location: 'http://bonusprint-gb.localhost:4173/',
    });
  });

  it('reads the address from the Host header and the connection', () => {
    const url = requestedUrl({
      headers: { host: 'albelli-nl.localhost:4173' },
      url: '/orders?page=2',
      socket: {} as never,
    });
    expect(url.href).toBe('http://albelli-nl.localhost:4173/orders?page=2');
    const secure = requestedUrl({
      headers: { host: 'account.albelli.nl' },
      url: '/',
      socket: { encrypted: true } as never,
    });
    expect(secure.href).toBe('https://account.albelli.nl/');
  });
});

describe('the robots meta tag of the HTML', () => {
  it('replaces the shipped noindex with the page’s rule, once', () => {
    const html = withRobotsMeta(INDEX, 'index, follow');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html.replace('<meta name="robots" content="index, follow" />', '')).toBe(
      INDEX.replace('<meta name="robots" content="noindex" />', ''),
    );
  });

  it('adds the tag to the head of an HTML that has none', () => {
    const html = withRobotsMeta('<html><head><title>x</title></head></html>', 'noindex, nofollow');
    expect(html).toMatch(/<head>\s*<meta name="robots" content="noindex, nofollow" \/>\s*<title>/);
  });
});

describe('vite preview with the plugin', () => {
  let server: TestPreview;
  let port: number;

  beforeAll(async () => {
    server = await startPreview([hostAnswers()], {
      'index.html': INDEX,
      'assets/app.js': 'export {};\n',
    });
    port = server.port;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  /** A GET as a crawler sends it: to the server's port, with the host in the Host header, no redirect followed. */
  const get = (host: string, pathname: string) =>
    server.get(pathname, { Host: `${host}:${port}`, Accept: 'text/html' });
  const robotsMeta = (body: string) => /<meta name="robots" content="([^"]*)"/.exec(body)?.[1];

  it('sends the home page of a channel host as indexable, in its HTML and its headers', async () => {
    const home = await get('albelli-nl.localhost', '/');
    expect(home.status).toBe(200);
    expect(robotsMeta(home.body)).toBe('index, follow');
    expect(home.headers['x-robots-tag']).toBe('index, follow');
  });

  it('sends every other page, and every page of a test host, as not indexable', async () => {
    for (const [host, pathname] of [
      ['albelli-nl.localhost', '/orders?page=2'],
      ['albelli-nl.localhost', '/my-photos/photos'],
      ['test.albelli-nl.localhost', '/'],
      ['test.albelli-nl.localhost', '/orders'],
    ] as const) {
      const page = await get(host, pathname);
      expect(page.status, `${host}${pathname}`).toBe(200);
      expect(robotsMeta(page.body), `${host}${pathname}`).toBe('noindex, nofollow');
      expect(page.headers['x-robots-tag'], `${host}${pathname}`).toBe('noindex, nofollow');
    }
    const script = await get('albelli-nl.localhost', '/assets/app.js');
    expect(script.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('answers the legacy host with a 301 to the same address on the newer host', async () => {
    for (const pathname of ['/', '/orders?page=2', '/assets/app.js']) {
      const moved = await get('albelli-gb.localhost', pathname);
      expect(moved.status, pathname).toBe(301);
      expect(moved.headers.location, pathname).toBe(`http://bonusprint-gb.localhost:${port}${pathname}`);
    }
  });
});
