/**
 * The account activation (photo import) state, read and started by the photo service (handlers/photo.ts):
 *   - Accounts with `scenario.notActivated` start NOT_ACTIVE (without photos), all others ACTIVE.
 *   - `start` on a NOT_ACTIVE account sets IMPORTING at once; one `activationStepMs` later import-started is
 *     pushed, one more later the account's seed photos are imported, the status becomes ACTIVE and
 *     import-finished is pushed ({photosCount}). With `scenario.importFails` as well, the second step pushes
 *     import-error instead and the status goes back to NOT_ACTIVE (the user can try again).
 *   - `start` on an ACTIVE or IMPORTING account changes nothing (false). DELETING is never reported.
 *   - `reset` puts every status back and cancels the running imports.
 */
import type { components } from '../../src/api/generated/photo';
import type { DemoAccount } from '../accounts';
import { countPhotos, insertPhotos } from './photos';
import { generateAccountPhotos } from './seed';
import type { ServiceState, StateInputs } from './state';

export type ActivationStatus = components['schemas']['ActivationStatus'];

/** The push messages of the activation channel (openapi/asyncapi/activation.yaml). */
export type ActivationEvent = 'import-started' | 'import-error' | 'import-finished';

export interface ActivationNotification {
  id: string;
  type: ActivationEvent;
  data: { payload: unknown; timestamp: string };
}

/** What the activation needs besides the store and the accounts: its step and where it pushes. */
export interface ActivationInputs extends StateInputs {
  timing: { activationStepMs: number };
  push: { publish(channel: 'activation', accountId: string, message: ActivationNotification): unknown };
}

export interface ActivationState extends ServiceState {
  status(accountId: string): ActivationStatus;
  /** Starts the import of a NOT_ACTIVE account; false (nothing changes) otherwise. */
  start(accountId: string): boolean;
}

export function createActivationState({ store, accounts, push, timing }: ActivationInputs): ActivationState {
  const statuses = new Map<string, ActivationStatus>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const accountOf = (accountId: string) => accounts.find((a) => a.accountId === accountId);
  const initial = (accountId: string): ActivationStatus =>
    accountOf(accountId)?.scenario?.notActivated ? 'NOT_ACTIVE' : 'ACTIVE';
  const status = (accountId: string) => statuses.get(accountId) ?? initial(accountId);

  const later = (run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, timing.activationStepMs);
    timer.unref?.();
    timers.add(timer);
  };

  const publish = (accountId: string, type: ActivationEvent, payload: unknown) => {
    const message: ActivationNotification = {
      id: crypto.randomUUID(),
      type,
      data: { payload, timestamp: new Date().toISOString() },
    };
    push.publish('activation', accountId, message);
  };

  const finish = (account: DemoAccount) => {
    if (account.scenario?.importFails) {
      statuses.set(account.accountId, 'NOT_ACTIVE');
      publish(account.accountId, 'import-error', { message: 'The photos could not be imported.' });
      return;
    }
    // The import brings the account's seed photos (an account is imported once; a reset empties it again).
    if (countPhotos(store, account.accountId) === 0) insertPhotos(store, generateAccountPhotos(account));
    statuses.set(account.accountId, 'ACTIVE');
    publish(account.accountId, 'import-finished', { photosCount: countPhotos(store, account.accountId) });
  };

  return {
    status,
    start(accountId) {
      const account = accountOf(accountId);
      if (!account || status(accountId) !== 'NOT_ACTIVE') return false;
      statuses.set(accountId, 'IMPORTING');
      later(() => {
        publish(accountId, 'import-started', {});
        later(() => finish(account));
      });
      return true;
    },
    reset() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      statuses.clear();
    },
  };
}
