import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { createActivationState, type ActivationNotification } from './activation';
import { countPhotos, createPhotoStore } from './photos';
import { seedStore } from './seed';

const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const demo = account('demo@example.com');
const importing = account('importing@example.com');
const importFail = account('importfail@example.com');
const STEP_MS = 1_000;

function setUp() {
  const accounts = [demo, importing, importFail];
  const store = createPhotoStore();
  seedStore(store, accounts);
  const pushed: { accountId: string; message: ActivationNotification }[] = [];
  const activation = createActivationState({
    store,
    accounts,
    timing: { activationStepMs: STEP_MS },
    push: { publish: (_channel, accountId, message) => pushed.push({ accountId, message }) },
  });
  const types = () => pushed.map((p) => p.message.type);
  return { store, activation, pushed, types };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('activation state', () => {
  it('starts NOT_ACTIVE without photos for a scenario account, ACTIVE for the others', () => {
    const { store, activation } = setUp();
    expect(activation.status(importing.accountId)).toBe('NOT_ACTIVE');
    expect(countPhotos(store, importing.accountId)).toBe(0);
    expect(activation.status(demo.accountId)).toBe('ACTIVE');
    expect(activation.start(demo.accountId)).toBe(false);
    expect(activation.start('unknown-account')).toBe(false);
  });

  it('imports step by step: IMPORTING at once, import-started after one step, the photos and ACTIVE after two', () => {
    const { store, activation, pushed, types } = setUp();
    expect(activation.start(importing.accountId)).toBe(true);
    expect(activation.status(importing.accountId)).toBe('IMPORTING');
    expect(activation.start(importing.accountId)).toBe(false);
    expect(pushed).toEqual([]);

    vi.advanceTimersByTime(STEP_MS);
    expect(types()).toEqual(['import-started']);
    expect(countPhotos(store, importing.accountId)).toBe(0);

    vi.advanceTimersByTime(STEP_MS);
    expect(types()).toEqual(['import-started', 'import-finished']);
    expect(activation.status(importing.accountId)).toBe('ACTIVE');
    expect(countPhotos(store, importing.accountId)).toBe(importing.photos);
    expect(pushed.every((p) => p.accountId === importing.accountId)).toBe(true);
    expect(pushed[1]?.message.data.payload).toEqual({ photosCount: importing.photos });
  });

  it('pushes import-error and goes back to NOT_ACTIVE when the import fails, so the user can try again', () => {
    const { store, activation, types } = setUp();
    activation.start(importFail.accountId);
    vi.advanceTimersByTime(2 * STEP_MS);
    expect(types()).toEqual(['import-started', 'import-error']);
    expect(activation.status(importFail.accountId)).toBe('NOT_ACTIVE');
    expect(countPhotos(store, importFail.accountId)).toBe(0);
    expect(activation.start(importFail.accountId)).toBe(true);
  });

  it('reset puts the statuses back and cancels the running import', () => {
    const { store, activation, pushed } = setUp();
    activation.start(importing.accountId);
    activation.reset();
    expect(activation.status(importing.accountId)).toBe('NOT_ACTIVE');
    vi.advanceTimersByTime(5 * STEP_MS);
    expect(pushed).toEqual([]);
    expect(countPhotos(store, importing.accountId)).toBe(0);
  });

  it('finishes an import in flight now (the console): the pushes not sent yet, the photos, ACTIVE, no later step', () => {
    const { store, activation, types } = setUp();
    activation.start(importing.accountId);
    expect(activation.importing().map((i) => i.accountId)).toEqual([importing.accountId]);
    expect(activation.finishNow(importing.accountId)).toBe(true);
    expect(types()).toEqual(['import-started', 'import-finished']);
    expect(activation.status(importing.accountId)).toBe('ACTIVE');
    expect(countPhotos(store, importing.accountId)).toBe(importing.photos);
    vi.advanceTimersByTime(3 * STEP_MS);
    expect(types()).toEqual(['import-started', 'import-finished']);
    expect(activation.importing()).toEqual([]);
    expect(activation.finishNow(importing.accountId)).toBe(false);
  });

  it('fails an import in flight now: import-error once the start was announced, NOT_ACTIVE again', () => {
    const { activation, types } = setUp();
    activation.start(importing.accountId);
    vi.advanceTimersByTime(STEP_MS);
    expect(activation.finishNow(importing.accountId, true)).toBe(true);
    expect(types()).toEqual(['import-started', 'import-error']);
    expect(activation.status(importing.accountId)).toBe('NOT_ACTIVE');
  });
});
