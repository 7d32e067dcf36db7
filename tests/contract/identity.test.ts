/**
 * Contract tests of the account identity service: the token lifecycle of e-mail change and account deletion.
 * Against the mock the token is read from the mock's mailbox (GET /mock-mail/messages?to=...), as a user
 * would read the e-mail. Everything happens on critical@example.com, which no other contract file reads the
 * profile of, in this order (cases of one file run in sequence):
 *   1. e-mail change: request -> mailbox -> confirm -> confirm again (410) -> change back (restored);
 *   2. 409 for an address of another account; 400/403/404/410 cases;
 *   3. 429: requests until the rate limit (3 within 10 minutes) answers;
 *   4. account deletion last, of shortlived@example.com (no other contract file uses it): it cannot be undone and
 *      ends every session of the account.
 */
import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, mockUrl, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

const CRITICAL = 'critical@example.com';
/** The account the deletion case deletes (its sessions end with it). */
const DELETED = 'shortlived@example.com';

type Identity = { idpType: string; idpSub: string };

/** idp_type and idp_sub of a JWT access token (the path of every identity call). */
function identityOf(token: string): Identity {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return { idpType: payload.idp_type, idpSub: payload.idp_sub };
}

interface Message {
  to: string;
  subject: string;
  link: string;
  sentAt: string;
}

/** The newest message the mock sent to `to`. */
async function latestMail(to: string): Promise<Message> {
  const response = await fetch(`${mockUrl()}/mock-mail/messages?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: Message[] };
  expect(messages.length).toBeGreaterThan(0);
  return messages[0]!;
}

const tokenIn = (message: Message) => new URL(message.link).searchParams.get('confirmation-token') ?? '';

async function changeEmail(token: string, email: string) {
  const path = identityOf(token);
  const requested = await call('requestEmailChange', {
    token,
    path,
    body: { email, channel: 'bonusprint-gb' },
  });
  expect(requested.status).toBe(202);
  const message = await latestMail(email);
  expect(message.link).toContain('/change-email-confirmation?confirmation-token=');
  return tokenIn(message);
}

describe.skipIf(!serviceConfigured('identity'))('account identity service', () => {
  describe('e-mail change', () => {
    it.runIf(isMock && mutationsAllowed)(
      'request -> e-mail -> confirm -> confirm again answers 410',
      async () => {
        const token = await tokenFor(CRITICAL);
        const path = identityOf(token);
        const confirmation = await changeEmail(token, 'cris.contract@example.org');

        const confirmed = await call('confirmEmailChange', { token, path: { ...path, token: confirmation } });
        expect(confirmed.status).toBe(204);
        expect((await call('getCustomer', { token })).body.email).toBe('cris.contract@example.org');

        const again = await call('confirmEmailChange', { token, path: { ...path, token: confirmation } });
        expect(again.status).toBe(410);
        expect(again.body.detail).toMatch(/used already/);

        // Back to the demo address (signing in never changed: the mock's identity provider keeps it).
        const back = await changeEmail(token, CRITICAL);
        expect((await call('confirmEmailChange', { token, path: { ...path, token: back } })).status).toBe(
          204,
        );
        expect((await call('getCustomer', { token })).body.email).toBe(CRITICAL);
      },
    );

    it.runIf(isMock)('answers 409 for an address another account uses', async () => {
      const token = await tokenFor(CRITICAL);
      const res = await call('requestEmailChange', {
        token,
        path: identityOf(token),
        body: { email: 'demo@example.com', channel: 'bonusprint-gb' },
      });
      expect(res.status).toBe(409);
    });

    it('answers 400 for an address that is not one, 403 for another identity, 401 without a token', async () => {
      const token = await tokenFor(CRITICAL);
      const path = identityOf(token);
      const invalid = await call('requestEmailChange', {
        token,
        path,
        body: { email: 'nope', channel: 'bonusprint-gb' },
      });
      expect(invalid.status).toBe(400);
      const other = { ...path, idpSub: `${path.idpSub}-someone-else` };
      const body = { email: 'x@example.org', channel: 'bonusprint-gb' };
      expect((await call('requestEmailChange', { token, path: other, body })).status).toBe(403);
      expect((await call('requestEmailChange', { path, body })).status).toBe(401);
    });

    it('answers 404 for an unknown token', async () => {
      const token = await tokenFor(CRITICAL);
      const res = await call('confirmEmailChange', {
        token,
        path: { ...identityOf(token), token: 'no-such-token' },
      });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)('answers 410 for an expired token (seeded: expired-emailchange-<idpSub>)', async () => {
      const token = await tokenFor(CRITICAL);
      const path = identityOf(token);
      const res = await call('confirmEmailChange', {
        token,
        path: { ...path, token: `expired-emailchange-${path.idpSub}` },
      });
      expect(res.status).toBe(410);
      expect(res.body.detail).toMatch(/expired/);
    });

    it.runIf(isMock && mutationsAllowed)(
      'answers 429 with Retry-After after 3 requests within 10 minutes',
      async () => {
        const token = await tokenFor(CRITICAL);
        const path = identityOf(token);
        let res: Awaited<ReturnType<typeof call>> | undefined;
        for (let n = 1; n <= 4; n++) {
          res = await call('requestEmailChange', {
            token,
            path,
            body: { email: `cris.limit${n}@example.org`, channel: 'bonusprint-gb' },
          });
          if (res.status === 429) break;
          expect(res.status).toBe(202);
        }
        expect(res?.status).toBe(429);
        const retryAfter = Number(res?.headers.get('Retry-After'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(600);
      },
    );

    it('answers 401 without a token when confirming', async () => {
      const path = { idpType: 'local', idpSub: 'critical', token: 'x' };
      expect((await call('confirmEmailChange', { path })).status).toBe(401);
    });
  });

  describe('account deletion', () => {
    it('answers 400 without a channel, 403 for another identity, 401 without a token', async () => {
      const token = await tokenFor(CRITICAL);
      const path = identityOf(token);
      expect((await call('requestAccountDeletion', { token, path, body: {} })).status).toBe(400);
      const other = { ...path, idpSub: `${path.idpSub}-someone-else` };
      const body = { channel: 'bonusprint-gb' };
      expect((await call('requestAccountDeletion', { token, path: other, body })).status).toBe(403);
      expect((await call('requestAccountDeletion', { path, body })).status).toBe(401);
      const confirm = { ...other, token: 'x' };
      expect((await call('confirmAccountDeletion', { token, path: confirm })).status).toBe(403);
    });

    it('answers 404 for an unknown token', async () => {
      const token = await tokenFor(CRITICAL);
      const res = await call('confirmAccountDeletion', {
        token,
        path: { ...identityOf(token), token: 'no-such-token' },
      });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)(
      'answers 410 for an expired token (seeded: expired-deleteaccount-<idpSub>)',
      async () => {
        const token = await tokenFor(CRITICAL);
        const path = identityOf(token);
        const res = await call('confirmAccountDeletion', {
          token,
          path: { ...path, token: `expired-deleteaccount-${path.idpSub}` },
        });
        expect(res.status).toBe(410);
      },
    );

    // Last: the deletion cannot be undone through the API (the mock's reset brings the account back). It ends every
    // session of the account (issue 12), so it deletes shortlived@example.com, which no other contract file uses.
    it.runIf(isMock && mutationsAllowed)(
      'request -> e-mail -> confirm deletes the account and ends its sessions: its token is refused at once',
      async () => {
        const token = await tokenFor(DELETED);
        const path = identityOf(token);
        const requested = await call('requestAccountDeletion', {
          token,
          path,
          body: { channel: 'bonusprint-gb' },
        });
        expect(requested.status).toBe(202);
        const message = await latestMail(DELETED);
        expect(message.link).toContain('/delete-account-confirmation?confirmation-token=');
        const confirmation = tokenIn(message);

        const confirmed = await call('confirmAccountDeletion', {
          token,
          path: { ...path, token: confirmation },
        });
        expect(confirmed.status).toBe(204);
        // The access token of the deleted account no longer works, for any call.
        expect((await call('getCustomer', { token })).status).toBe(401);
        const again = await call('confirmAccountDeletion', { token, path: { ...path, token: confirmation } });
        expect(again.status).toBe(401);
      },
    );
  });
});
