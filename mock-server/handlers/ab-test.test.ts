import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { fakeVerifier } from '../testing/fake-identity';
import { setupHandlerServer } from '../testing/handler-server';
import { MBOXES, createAbTestHandlers, offerFor } from './ab-test';

const API = 'http://api.test/ab-test';
const api = setupHandlerServer(createAbTestHandlers({ verifier: fakeVerifier, accounts: DEMO_ACCOUNTS }), {
  base: API,
});

const offer = (mbox: string, email: string | null = 'demo@example.com') =>
  api.call('GET', `/offers/${encodeURIComponent(mbox)}`, { as: email });

describe('GET /offers/{mbox}', () => {
  it('pins demo@ to "variant 1" and empty@ to control of CRO-1304', async () => {
    expect((await offer('CRO-1304')).body).toEqual({ mbox: 'CRO-1304', variant: 'variant 1' });
    expect((await offer('CRO-1304', 'empty@example.com')).body).toEqual({
      mbox: 'CRO-1304',
      variant: 'control',
    });
  });

  it('pins demo@ to "A" and empty@ to control of sample-test', async () => {
    expect((await offer('sample-test')).body).toEqual({ mbox: 'sample-test', variant: 'A' });
    expect((await offer('sample-test', 'empty@example.com')).body).toEqual({
      mbox: 'sample-test',
      variant: 'control',
    });
  });

  it('answers every account the same variant on every call, a known one', async () => {
    for (const account of DEMO_ACCOUNTS) {
      for (const mbox of Object.keys(MBOXES) as (keyof typeof MBOXES)[]) {
        const first = await offer(mbox, account.email);
        expect(first.status).toBe(200);
        expect(MBOXES[mbox] as readonly string[]).toContain(first.body.variant);
        expect((await offer(mbox, account.email)).body).toEqual(first.body);
      }
    }
  });

  it('splits accounts over both variants', () => {
    const variants = new Set(
      Array.from(
        { length: 40 },
        (_, i) => offerFor('sample-test', `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).variant,
      ),
    );
    expect(variants).toEqual(new Set(['control', 'A']));
  });

  it('answers 404 for an mbox the service does not run, 400 for a name that is not one', async () => {
    const unknown = await offer('CRO-9999');
    expect(unknown.status).toBe(404);
    expect(unknown.contentType).toBe('application/problem+json');
    expect((await offer('sample test')).status).toBe(400);
  });

  it('answers 401 without a valid token', async () => {
    expect((await offer('CRO-1304', null)).status).toBe(401);
    expect((await offer('CRO-1304', 'nobody@example.com')).status).toBe(401);
  });
});
