/**
 * State of the e-mail gateway (handlers/email-gateway.ts): newsletter subscriptions waiting for their double
 * opt-in confirmation.
 *
 * Seed (fixed token strings, for developers and e2e tests):
 *   - every demo account has a pending subscription of its e-mail with token `optin-<idpSub>`
 *     (demo@example.com: optin-demo, business@example.com: optin-business, ...);
 *   - a visitor without an account: newsletter@example.com with token optin-newsletter.
 * The confirmation link of the app: /subscription-confirmation?confirmation-token=<token>&email=<email>.
 *
 * Assumptions where the documents say nothing: tokens do not expire; confirming again leaves the first
 * confirmation time as it is (the gateway answers 204 again); e-mail addresses compare case-insensitively.
 */
import type { DemoAccount } from '../accounts';
import { SEED_REFERENCE_DATE } from '../accounts';
import { isoSeconds } from './schema';
import type { ServiceState, StateInputs } from './state';

export interface SubscriptionRecord {
  email: string;
  token: string;
  /** When the subscription was requested (the seed: a day before the reference date). */
  requested: string;
  confirmed: string | null;
}

export interface SubscriptionState extends ServiceState {
  byToken: Map<string, SubscriptionRecord>;
}

export const VISITOR_SUBSCRIBER = { email: 'newsletter@example.com', token: 'optin-newsletter' } as const;

export const subscriptionToken = (account: Pick<DemoAccount, 'idpSub'>) => `optin-${account.idpSub}`;

export function createSubscriptionState({ accounts }: Pick<StateInputs, 'accounts'>): SubscriptionState {
  const requested = isoSeconds(SEED_REFERENCE_DATE.getTime() - 24 * 60 * 60_000);
  const state: SubscriptionState = {
    byToken: new Map(),
    reset() {
      state.byToken.clear();
      const pending = [
        ...accounts.map((a) => ({ email: a.email, token: subscriptionToken(a) })),
        VISITOR_SUBSCRIBER,
      ];
      for (const { email, token } of pending) {
        state.byToken.set(token, { email, token, requested, confirmed: null });
      }
    },
  };
  state.reset();
  return state;
}

/** Confirms the subscription of `email` with `token`; false when there is none (unknown token or address). */
export function confirmSubscription(
  state: SubscriptionState,
  email: string,
  token: string,
  now = Date.now(),
): boolean {
  const record = state.byToken.get(token);
  if (!record || record.email.toLowerCase() !== email.trim().toLowerCase()) return false;
  record.confirmed ??= isoSeconds(now);
  return true;
}
