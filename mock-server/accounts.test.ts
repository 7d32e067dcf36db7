import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts';

// Accounts are appended by parallel branches: a clash would make two scenarios share one library.
describe('demo accounts', () => {
  it.each(['email', 'accountId', 'idpSub'] as const)('each has its own %s', (field) => {
    const values = DEMO_ACCOUNTS.map((account) => account[field]);
    const repeated = values.filter((value, index) => values.indexOf(value) !== index);
    expect(repeated).toEqual([]);
  });
});
