/** One account's online photo books back to their seed (the mock console's "Reset this account"), no other's. */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { createWidgetsState, resetAccountWidgets } from './widgets';

const [first, second] = DEMO_ACCOUNTS.filter((account) => !account.business);

describe('resetting one account’s widgets', () => {
  it('puts that account’s widgets back and leaves the others as they are', () => {
    const store = createWidgetsState({ accounts: [first!, second!] });
    const ofAccount = (accountId: string) =>
      [...store.widgets.values()].filter((record) => record.accountId === accountId);
    const seeded = structuredClone(ofAccount(first!.accountId));
    expect(seeded.length).toBeGreaterThan(0);
    for (const record of store.widgets.values()) record.status = 'Available';
    const changedOther = structuredClone(ofAccount(second!.accountId));

    resetAccountWidgets(store, first!.accountId);
    expect(ofAccount(first!.accountId)).toEqual(seeded);
    expect(ofAccount(second!.accountId)).toEqual(changedOther);
  });
});
