/**
 * Who may sign in at the mock identity provider, and as whom (the provider's one account lookup, its login check).
 *
 * The demo accounts (accounts.ts) are the identities; what the account identity service changed about them lives
 * in the customer profiles (db/customers.ts, shared by the identity service): a confirmed e-mail change sets the
 * profile's e-mail, a confirmed deletion sets accountDeleted. A real identity provider and the identity service
 * share their user store, so the mock's provider reads the profile too:
 *   - an account signs in with its current e-mail (the profile's); the address it had before is unknown;
 *   - an account whose deletion was confirmed is refused, with DELETED_ACCOUNT_ERROR on the form;
 *   - tokens carry the current e-mail.
 * Without profiles (tests of the provider alone) the demo accounts sign in as they are.
 */
import { DEMO_ACCOUNTS, findAccountByEmail, findAccountById, type DemoAccount } from '../accounts';

export const DELETED_ACCOUNT_ERROR = 'This account has been deleted and can no longer be used to sign in';

export interface AccountLookup {
  /** The account that signs in with `email` now (case-insensitive), with its current e-mail. */
  byEmail(email: string): DemoAccount | undefined;
  /** The account with this id (the tokens' subject), with its current e-mail. */
  byId(accountId: string): DemoAccount | undefined;
  /** Why the account may not sign in (shown on the sign-in form), or undefined when it may. */
  refusal(account: DemoAccount): string | undefined;
}

/** The demo accounts as accounts.ts defines them. */
export const demoAccountLookup: AccountLookup = {
  byEmail: findAccountByEmail,
  byId: findAccountById,
  refusal: () => undefined,
};

/** What the provider reads of an account's customer profile. */
export interface ProfileState {
  email: string;
  accountDeleted: boolean;
}

/** The demo accounts as their customer profiles have them now (`profileOf(accountId)`). */
export function profileAccountLookup(
  profileOf: (accountId: string) => ProfileState | undefined,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): AccountLookup {
  const current = (account: DemoAccount): DemoAccount => {
    const email = profileOf(account.accountId)?.email;
    return email ? { ...account, email: email.toLowerCase() } : account;
  };
  return {
    byEmail(email) {
      const wanted = email.trim().toLowerCase();
      return accounts.map(current).find((account) => account.email === wanted);
    },
    byId(accountId) {
      const account = accounts.find((a) => a.accountId === accountId);
      return account && current(account);
    },
    refusal: (account) => (profileOf(account.accountId)?.accountDeleted ? DELETED_ACCOUNT_ERROR : undefined),
  };
}
