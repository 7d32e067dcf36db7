import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { confirmSubscription, createSubscriptionState } from '../db/subscriptions';
import { testHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createEmailGatewayHandlers } from './email-gateway';

const API = 'http://api.test/email-gateway/api/v1/Profiles';
const deps = testHandlerDeps();
const api = setupHandlerServer(createEmailGatewayHandlers(deps), { base: API, deps });

async function confirm(email: string, token: string, headers: Record<string, string> = {}) {
  const { status, contentType, body } = await api.call(
    'POST',
    `/${encodeURIComponent(email)}/subscription/confirm/${encodeURIComponent(token)}`,
    { headers },
  );
  return { status, contentType, body };
}

describe('POST /api/v1/Profiles/{email}/subscription/confirm/{confirmationToken}', () => {
  it('confirms a seeded subscription without a token header, and again (idempotent)', async () => {
    expect(await confirm('demo@example.com', 'optin-demo')).toEqual({
      status: 204,
      contentType: null,
      body: undefined,
    });
    expect((await confirm('demo@example.com', 'optin-demo')).status).toBe(204);
    expect((await confirm('DEMO@example.com', 'optin-demo')).status).toBe(204);
  });

  it('confirms the visitor without an account and every demo account with its own token', async () => {
    expect((await confirm('newsletter@example.com', 'optin-newsletter')).status).toBe(204);
    for (const account of deps.accounts)
      expect((await confirm(account.email, `optin-${account.idpSub}`)).status).toBe(204);
  });

  it('answers 404 for an unknown token and for a token of another address', async () => {
    const unknown = await confirm('demo@example.com', 'optin-nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.contentType).toBe('application/problem+json');
    expect((await confirm('demo@example.com', 'optin-business')).status).toBe(404);
    expect((await confirm('someone@example.com', 'optin-demo')).status).toBe(404);
  });

  it('answers 400 for an e-mail that is not an address', async () => {
    const res = await confirm('not-an-address', 'optin-demo');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('path.email');
  });
});

describe('subscription state', () => {
  it('keeps the first confirmation time and goes back to pending on reset', () => {
    const state = createSubscriptionState({ accounts: DEMO_ACCOUNTS });
    expect(confirmSubscription(state, 'demo@example.com', 'optin-demo', Date.UTC(2026, 0, 1))).toBe(true);
    expect(confirmSubscription(state, 'demo@example.com', 'optin-demo', Date.UTC(2026, 0, 2))).toBe(true);
    expect(state.byToken.get('optin-demo')?.confirmed).toBe('2026-01-01T00:00:00Z');
    state.reset();
    expect(state.byToken.get('optin-demo')?.confirmed).toBeNull();
  });
});
