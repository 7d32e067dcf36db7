// @vitest-environment node
/** The double opt-in call against the mock's real e-mail gateway handlers (msw/node, in process). */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmailGatewayHandlers } from '@mock/handlers/email-gateway';
import { VISITOR_SUBSCRIBER } from '@mock/db/subscriptions';
import { fakeToken } from '@mock/testing/fake-identity';
import { TEST_PUBLIC_URL, testHandlerDeps } from '@mock/testing/handler-deps';
import { createApiClients } from '@/lib/api/clients';
import { createApiMiddleware } from '@/lib/api/middleware';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import type { AppConfig } from '@/lib/config/app-config';
import { confirmSubscription, subscriptionLinkSchema } from './confirm-subscription';

const deps = testHandlerDeps();
const server = setupServer(...createEmailGatewayHandlers(deps));
const authorizations: Array<string | null> = [];
server.events.on('request:start', ({ request }) => {
  authorizations.push(request.headers.get('Authorization'));
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  deps.reset();
  authorizations.length = 0;
});
afterAll(() => server.close());

/** The app's clients and middleware, signed in (the call must still go without the token). */
function signedInApi() {
  const middleware = createApiMiddleware({
    getAccessToken: () => fakeToken('demo@example.com'),
    onUnauthorized: () => {},
  });
  const config = { services: { emailGateway: `${TEST_PUBLIC_URL}/email-gateway` } } as unknown as AppConfig;
  return createApiClients(config, { middleware, fetch: (request) => globalThis.fetch(request) });
}

const link = (token: string, email: string) =>
  subscriptionLinkSchema.parse({ 'confirmation-token': token, email });

describe('confirmSubscription', () => {
  it("confirms the mock's seeded subscription without sending the signed-in user's token", async () => {
    await expect(
      confirmSubscription(signedInApi(), link(VISITOR_SUBSCRIBER.token, VISITOR_SUBSCRIBER.email)),
    ).resolves.toBeUndefined();
    expect(authorizations).toEqual([null]);
  });

  it('rejects with the 404 of a token the gateway does not know', async () => {
    const refused = confirmSubscription(signedInApi(), link('optin-nobody', VISITOR_SUBSCRIBER.email));
    await expect(refused).rejects.toBeInstanceOf(RequestFailureError);
    await expect(refused).rejects.toMatchObject({ status: 404 });
  });
});

describe('the double opt-in link schema', () => {
  it('needs a token and an e-mail address', () => {
    expect(subscriptionLinkSchema.safeParse({ email: 'a@b.test' }).success).toBe(false);
    expect(subscriptionLinkSchema.safeParse({ 'confirmation-token': ' ', email: 'a@b.test' }).success).toBe(
      false,
    );
    expect(subscriptionLinkSchema.safeParse({ 'confirmation-token': 'x', email: 'a' }).success).toBe(false);
    expect(subscriptionLinkSchema.safeParse({ 'confirmation-token': 'x', email: 'a@b.test' }).success).toBe(
      true,
    );
  });
});
