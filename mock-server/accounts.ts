/**
 * Demo accounts of the mock server. Each is a scenario; every password is `demo`.
 * The README lists them; later issues add scenarios here (one place).
 */
export interface DemoAccount {
  email: string;
  /** Account id: the access token's `sub` and the services' accountId. */
  accountId: string;
  /** Identity provider type and subject, as the account identity service addresses a user. */
  idpType: string;
  idpSub: string;
  displayName: string;
  /** Business account (authentication method b2b). */
  business: boolean;
  /** How many photos the seed creates, spread over `years` years back from the reference date. */
  photos: number;
  years: number;
  /** How many of the photos have no dateTaken (counted under 1970/January). */
  undated: number;
  description: string;
}

export const DEMO_PASSWORD = 'demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000001',
    idpType: 'local',
    idpSub: 'demo',
    displayName: 'Dana Demo',
    business: false,
    photos: 2000,
    years: 3,
    undated: 12,
    description: 'About 2,000 photos over 3 years, a few without dateTaken (Unknown Date).',
  },
  {
    email: 'empty@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000002',
    idpType: 'local',
    idpSub: 'empty',
    displayName: 'Emil Empty',
    business: false,
    photos: 0,
    years: 0,
    undated: 0,
    description: 'No photos at all (empty states).',
  },
  {
    email: 'large@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000003',
    idpType: 'local',
    idpSub: 'large',
    displayName: 'Lara Large',
    business: false,
    photos: 100_000,
    years: 20,
    undated: 40,
    description: '100,000 photos over 20 years (scale).',
  },
];

export function findAccountByEmail(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((a) => a.email === wanted);
}

export function findAccountById(accountId: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.accountId === accountId);
}

/** The fixed reference date of the seed: the same photos on every run. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T12:00:00Z');
export const SEED = 20261101;
