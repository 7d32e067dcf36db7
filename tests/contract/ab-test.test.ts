import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, serviceConfigured, tokenFor } from './lib/target';

describe.skipIf(!serviceConfigured('abTest'))('A/B test service', () => {
  describe('getAbTestOffer', () => {
    it.each([
      ['sample-test', ['control', 'A']],
      ['CRO-1304', ['control', 'variant 1']],
    ])('answers the user’s variant of %s, the same on every call', async (mbox, variants) => {
      const token = await tokenFor();
      const first = await call('getAbTestOffer', { token, path: { mbox } });
      expect(first.status).toBe(200);
      expect(first.body.mbox).toBe(mbox);
      expect(variants).toContain(first.body.variant);
      expect((await call('getAbTestOffer', { token, path: { mbox } })).body).toEqual(first.body);
    });

    it.runIf(isMock)('puts demo@ in "variant 1" of CRO-1304 and empty@ in its control group', async () => {
      const demo = await call('getAbTestOffer', { token: await tokenFor(), path: { mbox: 'CRO-1304' } });
      expect(demo.body.variant).toBe('variant 1');
      const empty = await call('getAbTestOffer', {
        token: await tokenFor('empty@example.com'),
        path: { mbox: 'CRO-1304' },
      });
      expect(empty.body.variant).toBe('control');
    });

    it('answers 404 for an mbox the service does not run', async () => {
      const res = await call('getAbTestOffer', { token: await tokenFor(), path: { mbox: 'no-such-test' } });
      expect(res.status).toBe(404);
      expect(res.contentType).toBe('application/problem+json');
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getAbTestOffer', { path: { mbox: 'CRO-1304' } })).status).toBe(401);
    });
  });
});
