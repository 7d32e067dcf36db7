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
  /** What makes this account a scenario beyond its photos; absent fields mean the ordinary case. */
  scenario?: Scenario;
  /** Lifetime of its access tokens in seconds; default the identity provider's (ACCESS_TOKEN_TTL_SECONDS). */
  accessTokenTtlSeconds?: number;
  /**
   * Its photos (and the albums made of them) are generated when a request first reads or writes them, not at
   * start-up: a large scenario that most runs never open costs the mock's start nothing (db/photos.ts).
   */
  seedOnFirstUse?: boolean;
}

/** Business account status (account-area.md section 1): details missing, pending validation, blocked. */
export type BusinessStatus = 'Default' | 'New' | 'Blocked';

export interface Scenario {
  /** Business accounts only; default `Default`. */
  businessStatus?: BusinessStatus;
  /** Photo storage (deletion service): `critical` is deletion in under a month; default safe (>= 3 months). */
  storage?: 'critical' | 'warning';
  /** Activation not done yet: status NOT_ACTIVE until POST /users/activate imports the photos. */
  notActivated?: boolean;
  /** The activation import fails (import-error on the push channel). */
  importFails?: boolean;
  /** Every export request ends FAILED, and every download archive ends with archive-generation-error. */
  exportFails?: boolean;
  /** Owns shared albums and participates in albums other accounts shared. */
  sharedAlbums?: boolean;
  /**
   * Albums at scale (db/albums.ts): `count` albums in all, the newest holding `largest` photos; the others are
   * small (1 to 120 photos, every fifth one empty). Default: a few albums by library size.
   */
  albums?: { count: number; largest: number };
  /**
   * The demo account the scenario's albums are shared with (and that shares two of its own with it); default
   * demo@example.com. A pair of accounts no other scenario uses lets a test change shared albums (ADR 013).
   */
  sharedAlbumsPartner?: string;
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
  {
    email: 'business@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000004',
    idpType: 'local',
    idpSub: 'business',
    displayName: 'Bea Business',
    business: true,
    photos: 150,
    years: 1,
    undated: 0,
    description: 'Business account (b2b), status New (validation pending): invoices, FTP, business settings.',
    scenario: { businessStatus: 'New' },
  },
  {
    email: 'critical@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000005',
    idpType: 'local',
    idpSub: 'critical',
    displayName: 'Cris Critical',
    business: false,
    photos: 300,
    years: 2,
    undated: 2,
    description: 'Photo storage critical: deletion in under a month (the reactivation modal opens).',
    scenario: { storage: 'critical' },
  },
  {
    email: 'importing@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000006',
    idpType: 'local',
    idpSub: 'importing',
    displayName: 'Ivo Importing',
    business: false,
    photos: 120,
    years: 1,
    undated: 0,
    description: 'Activation not done (NOT_ACTIVE): activating imports 120 photos (IMPORTING, then ACTIVE).',
    scenario: { notActivated: true },
  },
  {
    email: 'shared@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000007',
    idpType: 'local',
    idpSub: 'shared',
    displayName: 'Sam Shared',
    business: false,
    photos: 400,
    years: 2,
    undated: 0,
    description: 'Owns shared albums and participates in albums others shared with it (legacy, read-only).',
    scenario: { sharedAlbums: true },
  },
  {
    email: 'failing@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000008',
    idpType: 'local',
    idpSub: 'failing',
    displayName: 'Fay Failing',
    business: false,
    photos: 200,
    years: 1,
    undated: 0,
    description: 'Every export ends FAILED, and every download archive ends with an error.',
    scenario: { exportFails: true },
  },
  {
    email: 'importfail@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000009',
    idpType: 'local',
    idpSub: 'importfail',
    displayName: 'Ira Importfail',
    business: false,
    photos: 60,
    years: 1,
    undated: 0,
    description:
      'Activation not done, and the import fails (import-error): the status goes back to NOT_ACTIVE.',
    scenario: { notActivated: true, importFails: true },
  },
  {
    email: 'profile@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-5e7700000001',
    idpType: 'local',
    idpSub: 'profile',
    displayName: 'Pia Profile',
    business: false,
    photos: 0,
    years: 0,
    undated: 0,
    description: 'Settings e2e (settings.spec.ts): personal details are changed here.',
  },
  {
    email: 'leaving@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-5e7700000002',
    idpType: 'local',
    idpSub: 'leaving',
    displayName: 'Leo Leaving',
    business: false,
    photos: 0,
    years: 0,
    undated: 0,
    description: 'Settings e2e (settings.spec.ts): requests and confirms the deletion of its account.',
  },
  {
    email: 'addresses@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-5e7700000003',
    idpType: 'local',
    idpSub: 'addresses',
    displayName: 'Ada Addresses',
    business: false,
    photos: 0,
    years: 0,
    undated: 0,
    description: 'Addresses e2e (addresses.spec.ts): addresses are added, changed and deleted here.',
  },
  {
    email: 'company@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-5e7700000004',
    idpType: 'local',
    idpSub: 'company',
    displayName: 'Cora Company',
    business: true,
    photos: 0,
    years: 0,
    undated: 0,
    description:
      'Business settings e2e (addresses.spec.ts): status Default, business addresses are changed here.',
    scenario: { businessStatus: 'Default' },
  },
  {
    email: 'emailchange@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-00000000000a',
    idpType: 'local',
    idpSub: 'emailchange',
    displayName: 'Eve Emailchange',
    business: false,
    photos: 12,
    years: 1,
    undated: 0,
    description:
      'Changes its e-mail address in the e2e tests (after that it signs in with the new address only).',
  },
  {
    email: 'deleteme@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-00000000000b',
    idpType: 'local',
    idpSub: 'deleteme',
    displayName: 'Dell Deleteme',
    business: false,
    photos: 12,
    years: 1,
    undated: 0,
    description: 'Is deleted in the e2e tests (after that it can no longer sign in).',
  },
  {
    email: 'bizdefault@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-00000000000c',
    idpType: 'local',
    idpSub: 'bizdefault',
    displayName: 'Bo Bizdefault',
    business: true,
    photos: 12,
    years: 1,
    undated: 0,
    description:
      'Business account (b2b), status Default (no company name yet); saves its FTP callback and completes its business details in e2e (business.spec.ts).',
    scenario: { businessStatus: 'Default' },
  },
  {
    email: 'blocked@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-00000000000d',
    idpType: 'local',
    idpSub: 'blocked',
    displayName: 'Bly Blocked',
    business: true,
    photos: 12,
    years: 1,
    undated: 0,
    description: 'Business account (b2b), status Blocked (account blocked).',
    scenario: { businessStatus: 'Blocked' },
  },
  {
    email: 'orders300@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000201',
    idpType: 'local',
    idpSub: 'orders300',
    displayName: 'Otto Orders',
    business: false,
    photos: 300,
    years: 1,
    undated: 0,
    description: '300 orders (5 in progress, the rest history over 3 years): the orders list benchmark.',
  },
  {
    email: 'orders-edit@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000202',
    idpType: 'local',
    idpSub: 'orders-edit',
    displayName: 'Edda Edit',
    business: false,
    photos: 20,
    years: 1,
    undated: 0,
    description:
      'Orders whose delivery address can still change (and one that cannot): the address e2e spec.',
  },
  {
    email: 'orders-faults@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000203',
    idpType: 'local',
    idpSub: 'orders-faults',
    displayName: 'Fiona Faults',
    business: false,
    photos: 20,
    years: 1,
    undated: 0,
    description:
      'A few orders (one with a voucher) for the orders e2e fault paths (fault rules on this account).',
  },
  {
    email: 'shortlived@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-000000000010',
    idpType: 'local',
    idpSub: 'shortlived',
    displayName: 'Sol Shortlived',
    business: false,
    photos: 40,
    years: 1,
    undated: 0,
    description: 'Access tokens live 20 seconds: the app refreshes them while the customer works.',
    accessTokenTtlSeconds: 20,
  },
  {
    email: 'albums@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-0000000a1b01',
    idpType: 'local',
    idpSub: 'albums',
    displayName: 'Alba Albums',
    business: false,
    photos: 300,
    years: 1,
    undated: 0,
    description: 'Three albums (the last one empty) that the album e2e tests rename, fill, empty and delete.',
  },
  {
    email: 'bigalbums@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-0000000a1b02',
    idpType: 'local',
    idpSub: 'bigalbums',
    displayName: 'Bert Bigalbums',
    business: false,
    photos: 10_400,
    years: 5,
    undated: 0,
    description:
      '200 albums, the newest ("Family archive") of 10,000 photos, some empty (albums at scale; read only).',
    scenario: { albums: { count: 200, largest: 10_000 } },
    seedOnFirstUse: true,
  },
  {
    email: 'sharer@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-0000000a5a01',
    idpType: 'local',
    idpSub: 'sharer',
    displayName: 'Shari Sharer',
    business: false,
    photos: 240,
    years: 1,
    undated: 0,
    description:
      'Owns three shared albums (two with sharee@) and is in two of sharee@: the shared-album delete e2e tests.',
    scenario: { sharedAlbums: true, sharedAlbumsPartner: 'sharee@example.com' },
  },
  {
    email: 'sharee@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-0000000a5a02',
    idpType: 'local',
    idpSub: 'sharee',
    displayName: 'Sean Sharee',
    business: false,
    photos: 240,
    years: 1,
    undated: 0,
    description: 'The other side of sharer@: in two of its shared albums, owns two shared with it.',
  },
  {
    email: 'contracts@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-0000000c0a01',
    idpType: 'local',
    idpSub: 'contracts',
    displayName: 'Cora Contracts',
    business: false,
    photos: 120,
    years: 1,
    undated: 0,
    description:
      'The schema-generated contract requests (tests/contract/generated.test.ts) create, change and delete its data; no other test reads it.',
  },
  {
    email: 'albumpreview@example.com',
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-0000000a7b01',
    idpType: 'local',
    idpSub: 'albumpreview',
    displayName: 'Albert Preview',
    business: false,
    photos: 200,
    years: 1,
    undated: 0,
    description: 'Three albums whose photos the album preview e2e test deletes from an album (issue #13).',
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
