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
  /** The imports in flight (IMPORTING) and when each started (the mock's console, issue 26). */
  importing(): { accountId: string; startedAt: number }[];
  /** Ends an import in flight now, as its last step would (`fail`: as importFails would); false when none runs. */
  finishNow(accountId: string, fail?: boolean): boolean;
  /** One account back to its initial status, its import cancelled. */
  resetAccount(accountId: string): void;
}

export function createActivationState({ store, accounts, push, timing }: ActivationInputs): ActivationState {
  const statuses = new Map<string, ActivationStatus>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  /** The timers and start time of each account's import in flight. */
  const running = new Map<
    string,
    { startedAt: number; announced: boolean; timers: Set<ReturnType<typeof setTimeout>> }
  >();
  const accountOf = (accountId: string) => accounts.find((a) => a.accountId === accountId);
  const initial = (accountId: string): ActivationStatus =>
    accountOf(accountId)?.scenario?.notActivated ? 'NOT_ACTIVE' : 'ACTIVE';
  const status = (accountId: string) => statuses.get(accountId) ?? initial(accountId);

  const later = (accountId: string, run: () => void) => {
    const own = running.get(accountId)?.timers;
    const timer = setTimeout(() => {
      timers.delete(timer);
      own?.delete(timer);
      run();
    }, timing.activationStepMs);
    timer.unref?.();
    timers.add(timer);
    own?.add(timer);
  };
  const cancel = (accountId: string) => {
    for (const timer of running.get(accountId)?.timers ?? []) {
      clearTimeout(timer);
      timers.delete(timer);
    }
    running.delete(accountId);
  };

  const publish = (accountId: string, type: ActivationEvent, payload: unknown) => {
    const message: ActivationNotification = {
      id: crypto.randomUUID(),
      type,
      data: { payload, timestamp: new Date().toISOString() },
    };
    push.publish('activation', accountId, message);
  };

  const finish = (account: DemoAccount, fail = account.scenario?.importFails === true) => {
    running.delete(account.accountId);
    if (fail) {
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
      running.set(accountId, { startedAt: Date.now(), announced: false, timers: new Set() });
      later(accountId, () => {
        const run = running.get(accountId);
        if (run) run.announced = true;
        publish(accountId, 'import-started', {});
        later(accountId, () => finish(account));
      });
      return true;
    },
    importing: () => [...running].map(([accountId, { startedAt }]) => ({ accountId, startedAt })),
    finishNow(accountId, fail) {
      const account = accountOf(accountId);
      const run = running.get(accountId);
      if (!account || !run) return false;
      cancel(accountId);
      // The pushes of the natural progression, the ones not sent yet.
      if (!run.announced) publish(accountId, 'import-started', {});
      finish(account, fail ?? account.scenario?.importFails === true);
      return true;
    },
    resetAccount(accountId) {
      cancel(accountId);
      statuses.delete(accountId);
    },
    reset() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      running.clear();
      statuses.clear();
    },
  };
}
