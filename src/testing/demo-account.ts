import { findAccountByEmail, type DemoAccount } from '@mock/accounts';

/** The mock's demo account with this e-mail (mock-server/accounts.ts); a typo fails the test at once. */
export function demoAccount(email: string): DemoAccount {
  const account = findAccountByEmail(email);
  if (!account) throw new Error(`${email} is not a demo account (mock-server/accounts.ts)`);
  return account;
}
