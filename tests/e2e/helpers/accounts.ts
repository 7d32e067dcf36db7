import path from 'node:path';

/**
 * The demo accounts the end-to-end tests sign in as (mock-server/accounts.ts has their scenarios). The setup
 * project (auth.setup.ts) signs each in once per run through the identity provider's form and keeps the browser's
 * cookies in AUTH_DIR; `signIn` (helpers/auth.ts) starts each test with them instead of filling the form again.
 */
export const E2E_ACCOUNTS = [
  'demo@example.com',
  'empty@example.com',
  'large@example.com',
  'business@example.com',
  'critical@example.com',
  'importing@example.com',
  'shared@example.com',
  'failing@example.com',
  'importfail@example.com',
  'profile@example.com',
  'leaving@example.com',
  'addresses@example.com',
  'company@example.com',
  // Not emailchange@ and deleteme@: their specs change how they sign in (a new address, a deleted account), so
  // they sign in through the form themselves; a setup step for them would fail on a second run against the same
  // mock and hold up every spec.
  'bizdefault@example.com',
  'blocked@example.com',
  'orders300@example.com',
  'orders-edit@example.com',
  'orders-faults@example.com',
  'shortlived@example.com',
  'albums@example.com',
  'bigalbums@example.com',
  'sharer@example.com',
  'sharee@example.com',
  'albumpreview@example.com',
] as const;

/** Where the setup project writes each account's cookies (under test-results/, which Playwright empties per run). */
export const AUTH_DIR = path.join('test-results', '.auth');

export const authStatePath = (email: string) => path.join(AUTH_DIR, `${email}.json`);
