// @vitest-environment node
/** The double opt-in call against the mock's real e-mail gateway handlers (msw/node, in process). */
import { describe, expect, it } from 'vitest';
import { VISITOR_SUBSCRIBER } from '@mock/db/subscriptions';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { setupMockApi } from '@/testing/mock-api';
import { confirmSubscription, subscriptionLinkSchema } from './confirm-subscription';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
/** The app's clients, signed in (the call must still go without the token). */
const signedInApi = () => mock.api(DEMO);
const authorizations = () => mock.requests.map((request) => request.authorization);

const link = (token: string, email: string) =>
  subscriptionLinkSchema.parse({ 'confirmation-token': token, email });

describe('confirmSubscription', () => {
  it("confirms the mock's seeded subscription without sending the signed-in user's token", async () => {
    await expect(
      confirmSubscription({
        api: signedInApi(),
        link: link(VISITOR_SUBSCRIBER.token, VISITOR_SUBSCRIBER.email),
      }),
    ).resolves.toBeUndefined();
    expect(authorizations()).toEqual([null]);
  });

  it('rejects with the 404 of a token the gateway does not know', async () => {
    const refused = confirmSubscription({
      api: signedInApi(),
      link: link('optin-nobody', VISITOR_SUBSCRIBER.email),
    });
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
