/**
 * Contract tests of the e-mail gateway (newsletter double opt-in, anonymous). Against the mock the seeded
 * pending subscriptions are confirmed (token optin-<idpSub> per demo account, optin-newsletter for
 * newsletter@example.com); confirming is idempotent, so the cases may run in any order and again.
 */
import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, mutationsAllowed, serviceConfigured } from './lib/target';

describe.skipIf(!serviceConfigured('emailGateway'))('e-mail gateway', () => {
  describe('confirmSubscription', () => {
    it.runIf(isMock && mutationsAllowed)(
      'confirms a pending subscription without a token header, twice',
      async () => {
        const path = { email: 'newsletter@example.com', confirmationToken: 'optin-newsletter' };
        const first = await call('confirmSubscription', { path });
        expect(first.status).toBe(204);
        const again = await call('confirmSubscription', { path });
        expect(again.status).toBe(204);
      },
    );

    it.runIf(isMock && mutationsAllowed)('confirms the subscription of a demo account', async () => {
      const res = await call('confirmSubscription', {
        path: { email: 'demo@example.com', confirmationToken: 'optin-demo' },
      });
      expect(res.status).toBe(204);
    });

    it('answers 404 for an unknown token', async () => {
      const res = await call('confirmSubscription', {
        path: { email: 'demo@example.com', confirmationToken: 'no-such-token-0000' },
      });
      expect(res.status).toBe(404);
      expect(res.contentType).toBe('application/problem+json');
    });

    it.runIf(isMock)('answers 404 for a token of another address', async () => {
      const res = await call('confirmSubscription', {
        path: { email: 'demo@example.com', confirmationToken: 'optin-newsletter' },
      });
      expect(res.status).toBe(404);
    });

    it('answers 400 for an e-mail that is not an address', async () => {
      const res = await call('confirmSubscription', {
        path: { email: 'not-an-address', confirmationToken: 'optin-demo' },
      });
      expect(res.status).toBe(400);
    });
  });
});
