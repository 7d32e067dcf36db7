/**
 * Issue 24's outside probe, run again against a running mock: the attacks the second security pass found, each
 * with what must hold now. Prints one line per finding and exits 1 when any still breaks.
 *
 *   node_modules/.bin/tsx mock-server/main.ts            (MOCK_PORT=9390, a mock nobody else uses: it changes data)
 *   node_modules/.bin/tsx scripts/bench/security-probe.ts http://localhost:9390
 *
 * It deletes nothing and changes only contracts@example.com's profile name (and sends error reports).
 */
import { WebSocket } from 'ws';
import { CookieJar, signInOverHttp } from '../../tests/helpers/sign-in';

const base = (process.argv[2] ?? 'http://localhost:9390').replace(/\/$/, '');
const issuer = `${base}/oidc`;
const results: { finding: string; ok: boolean; detail: string }[] = [];
const check = (finding: string, ok: boolean, detail: string) => {
  results.push({ finding, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${finding}: ${detail}`);
};

/** JSON text of a value nested `depth` objects deep (too deep for JSON.stringify's recursion). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

const report = (extra: Record<string, unknown> = {}) => ({
  message: 'probe',
  action: 'probe',
  page: '/probe',
  occurredAt: new Date().toISOString(),
  ...extra,
});

async function main() {
  // Medium: a deeply nested undeclared field in an anonymous error report.
  const deep = JSON.stringify(report()).replace(/}$/, `,"extra":${nested(6000)}}`);
  const deepAnswer = await fetch(`${base}/error-reporting/reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: deep,
  });
  const list = await fetch(`${base}/__mock/error-reports`);
  check(
    'undeclared 6,000-level field in an error report',
    deepAnswer.status < 500 && list.status === 200,
    `report ${deepAnswer.status}, GET /__mock/error-reports ${list.status}`,
  );

  // Medium: 3,000 anonymous authorization requests must not sign a real user out.
  const jar = new CookieJar();
  const tokens = await signInOverHttp(issuer, 'contracts@example.com', 'demo', { cookies: jar });
  const authorize = `${issuer}/auth?client_id=account-area&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost:5173/auth/callback')}&code_challenge=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrs&code_challenge_method=S256`;
  const statuses = new Map<number, number>();
  for (let batch = 0; batch < 30; batch += 1) {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => fetch(authorize, { redirect: 'manual' }).catch(() => undefined)),
    );
    for (const answer of answers) {
      const status = answer?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await answer?.body?.cancel();
    }
  }
  const refreshed = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken ?? '',
      client_id: 'account-area',
    }).toString(),
  });
  check(
    '3,000 anonymous GET /oidc/auth, then a signed-in refresh',
    refreshed.status === 200,
    `refresh ${refreshed.status}; anonymous answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  const renewed = (await refreshed.json()) as { access_token?: string; refresh_token?: string };
  const fresh = renewed.access_token ?? tokens.accessToken;

  // Medium: 100 anonymous 1 MB error reports.
  const before = (await (await fetch(`${base}/__mock/health`)).json()) as Record<string, unknown>;
  const big = JSON.stringify(report({ message: 'x'.repeat(1_000_000) }));
  const bigStatuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      const answer = await fetch(`${base}/error-reporting/reports`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: big,
      }).catch(() => undefined);
      bigStatuses.set(answer?.status ?? 0, (bigStatuses.get(answer?.status ?? 0) ?? 0) + 1);
      await answer?.body?.cancel();
    }),
  );
  const stored = (await (await fetch(`${base}/__mock/error-reports`)).text()).length;
  check(
    '100 anonymous 1 MB error reports',
    !bigStatuses.has(201) && !bigStatuses.has(202) && !bigStatuses.has(204) && stored < 5_000_000,
    `answers ${JSON.stringify(Object.fromEntries(bigStatuses))}; the stored list is ${stored} bytes (health before: ${JSON.stringify(before)})`,
  );

  // Low: NUL in firstName.
  const nul = await fetch(`${base}/customer/customers/me`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${fresh}` },
    body: JSON.stringify({ firstName: 'Pro\u0000be', lastName: 'Contracts' }),
  });
  check('NUL in firstName', nul.status === 400, `PUT /customer/customers/me ${nul.status}`);

  // Low: an unknown 3,000-character GraphQL field name.
  const field = 'f'.repeat(3000);
  const graphql = await fetch(`${base}/merchandise/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${fresh}` },
    body: JSON.stringify({ query: `{ ${field} }` }),
  });
  const graphqlBody = (await graphql.json().catch(() => ({}))) as { errors?: { message: string }[] };
  const longest = Math.max(0, ...(graphqlBody.errors ?? []).map((e) => e.message.length));
  check(
    'unknown 3,000-character GraphQL field',
    graphql.status < 500 && longest <= 1000,
    `${graphql.status}, longest message ${longest}`,
  );

  // Low: a 1.2 MB body to an operation that takes none answers a declared status (413).
  const noBody = await fetch(`${base}/photo/users/activate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${fresh}` },
    body: 'x'.repeat(1_200_000),
  });
  check(
    '1.2 MB body to POST /photo/users/activate',
    noBody.status === 413,
    `${noBody.status} (declared: 413)`,
  );

  // Low: the identity provider's pages cannot be framed.
  const signInPage = await fetch(authorize, { redirect: 'follow' });
  const frame = `${signInPage.headers.get('x-frame-options')} / ${signInPage.headers.get('content-security-policy')}`;
  check(
    "the identity provider's sign-in page refuses framing",
    /deny/i.test(frame) && /frame-ancestors 'none'/.test(frame),
    frame,
  );

  // Low: logout CSRF: a bare GET /oidc/session/end (no id_token_hint) does not sign out.
  const endSession = await jar.fetch(new URL(`${issuer}/session/end`));
  const endBody = await endSession.text();
  const stillSignedIn = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: renewed.refresh_token ?? '',
      client_id: 'account-area',
    }).toString(),
  });
  check(
    'logout CSRF (a page sends the browser to /oidc/session/end)',
    /Sign out\?/.test(endBody) && stillSignedIn.status === 200,
    `the provider answered ${endSession.status} asking "${/<h1>([^<]*)<\/h1>/.exec(endBody)?.[1] ?? '?'}"; refresh afterwards ${stillSignedIn.status}`,
  );

  // Low: a 20 MiB unauthenticated WebSocket message is not read.
  const closed = await new Promise<string>((resolve) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/push/downloads`);
    const timer = setTimeout(() => resolve('still open after 10 s'), 10_000);
    socket.on('open', () => socket.send('x'.repeat(20 * 1024 * 1024)));
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve(`closed ${code}`);
    });
    socket.on('error', () => undefined);
  });
  check('20 MiB unauthenticated push message', /closed 10(09|08)/.test(closed), closed);

  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length} of ${results.length} hold`);
  process.exit(failed.length > 0 ? 1 : 0);
}

await main();
