/**
 * The first calls of each page (issue 25, ADR 068): for a route with a first screen of data, the GET requests its
 * loader makes, as (service, path and query) built from the address and the signed-in account. One table for two
 * readers, so they cannot disagree:
 * - the start script (start-script.ts) starts them while the code downloads, on the services the last visit's
 *   configuration named (else this one's) and hands their responses to the app (`handoff.calls`);
 * - the app's API clients take a response from it instead of asking again (src/lib/start/start-answers.ts
 *   `takeCall`, the same token, the same URL, once, within a minute), and the route loaders that make these calls
 *   are tested against it: `first-calls.test.ts` loads every route of the table with the mock and checks that the
 *   calls started equal the calls made.
 * Free of app code and libraries (the script is inlined into index.html): only constants are imported.
 * The timeline's own calls (activation, counts, timeline, first month) are `answers` of routes.ts (ADR 012).
 */
import { ALBUM_SECTION_SIZE, ALBUMS_PAGE_LIMIT } from '@/features/albums/constants';
import { ORDER_STATES, ORDERS_PAGE_SIZE, OVERVIEW_LATEST_ORDERS } from '@/features/orders/constants';
import { ALBUM_PHOTOS_DEFAULT_SORT } from '@/features/photo-grid/constants';
import { SAVED_PROJECTS_PAGE_SIZE } from '@/features/saved-projects/constants';
import type { FeatureFlag } from '@/shared/feature-flag-names';

/** A service of config.json `services` (the API clients' names). */
export type FirstCallService =
  'photo' | 'sharedAlbums' | 'orders' | 'savedProjects' | 'customer' | 'invoices' | 'downloads' | 'export';

export interface FirstCall {
  service: FirstCallService;
  /** The path and query string as the API client sends them (its query keys in the client's order). */
  path: string;
}

/** What a route's calls depend on: the address's `$params`, its query string, the account. */
export interface FirstCallInput {
  params: Record<string, string>;
  search: URLSearchParams;
  /** The access token's subject (the account id). */
  accountId: string;
  /** The stored sorts (local storage `photos.sort.v1`), for the album screens' first page. */
  storedSorts: string | null;
  /** Whether a feature flag is on for this address (its `?flag=` override, else the configuration's host list). */
  flagOn: (flag: FeatureFlag) => boolean;
  /** A business account (its token's `amr`, BUSINESS_AMR). */
  business: boolean;
}

const enc = encodeURIComponent;
const query = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([key, value]) => `${enc(key)}=${enc(String(value))}`)
    .join('&');

/** `?page=` as pageSearchSchema reads it: a positive integer, else page 1. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The album screen's photo sort: the stored one (photo-sort.ts), else the default. */
export function albumSort(storedSorts: string | null): { sortKey: string; sortOrder: string } {
  try {
    const stored = (
      JSON.parse(storedSorts ?? 'null') as { albumPhotos?: { sortKey?: unknown; sortOrder?: unknown } } | null
    )?.albumPhotos;
    const sortKey =
      stored?.sortKey === 'dateTaken' ? 'dateTaken' : stored?.sortKey === 'created' ? 'created' : undefined;
    const sortOrder =
      stored?.sortOrder === 'asc' || stored?.sortOrder === 'desc' ? stored.sortOrder : undefined;
    if (sortKey && sortOrder) return { sortKey, sortOrder };
  } catch {
    // Not JSON: the default.
  }
  return { ...ALBUM_PHOTOS_DEFAULT_SORT };
}

const orders = (page: number, size: number, state: string): FirstCall => ({
  service: 'orders',
  path: `/v2/superorders/me?${query({ Offset: (page - 1) * size, Limit: size, OrderState: state })}`,
});
/** The My photos layout's activation check (my-photos.tsx), before every My photos page. */
const activation: FirstCall = { service: 'photo', path: '/users/activate' };
const customer: FirstCall = { service: 'customer', path: '/customers/me' };
const SHARED_ALBUMS_FLAG: FeatureFlag = 'PhotoManagementSharedAlbumsViewEnabled';
/**
 * The photo area's tabs on the album screens (PhotoAreaTabs; the loaders' `startPhotoAreaTabCounts`): the photo and
 * album counts, and the shared albums' read count when their flag is on.
 */
const photoAreaTabCounts = (flagOn: FirstCallInput['flagOn'], sharedAlbums = flagOn(SHARED_ALBUMS_FLAG)) => [
  { service: 'photo', path: '/users' } satisfies FirstCall,
  ...(sharedAlbums ? [{ service: 'sharedAlbums', path: '/users' } satisfies FirstCall] : []),
];

const addresses: FirstCall = { service: 'customer', path: '/customers/me/addresses' };

/**
 * The routes for business accounts only (their guard, `requireAudience(user, 'business')`): the script starts their
 * calls only for a token whose `amr` says b2b (auth-user.ts BUSINESS_AMR), so nothing is asked for anyone else.
 */
export const BUSINESS_ONLY = new Set([
  '/invoices',
  '/integration',
  '/settings/b2b',
  '/settings/b2b/details',
  '/settings/b2b/address/$id',
]);
/** The token's authentication method of a business account (src/lib/auth/auth-user.ts; a test keeps them equal). */
export const BUSINESS_AMR = 'b2b';

/** Route path (as in routes.ts) -> the GET requests its first screen makes. */
export const FIRST_CALLS: Record<string, (input: FirstCallInput) => FirstCall[]> = {
  '/': () => [orders(1, OVERVIEW_LATEST_ORDERS, 'notExpired'), { service: 'photo', path: '/users' }],
  '/orders': ({ search }) => {
    const state = search.get('order_state');
    return [orders(pageOf(search), ORDERS_PAGE_SIZE, ORDER_STATES.find((s) => s === state) ?? 'notExpired')];
  },
  '/orders/$orderCode': ({ params }) => [
    { service: 'orders', path: `/v1/superorders/${enc(params.orderCode ?? '')}` },
  ],
  '/saved-projects': ({ search, accountId }) => [
    {
      service: 'savedProjects',
      path: `/api/v2/projects/${enc(accountId)}?${query({
        skip: (pageOf(search) - 1) * SAVED_PROJECTS_PAGE_SIZE,
        limit: SAVED_PROJECTS_PAGE_SIZE,
      })}`,
    },
  ],
  '/settings': () => [customer],
  '/settings/personal-details': () => [customer],
  '/settings/payment-method': () => [customer],
  '/settings/addresses/all': () => [addresses],
  '/settings/address/$id': () => [addresses],
  '/settings/b2b': () => [customer, addresses],
  '/settings/b2b/details': () => [customer],
  '/settings/b2b/address/$id': () => [addresses],
  '/invoices': () => [{ service: 'invoices', path: '/api/v1/HistoricalInvoice/me' }],
  '/integration': () => [customer],
  '/downloads': () => [{ service: 'downloads', path: '/downloads' }],
  '/my-photos/exports/$backupId': ({ params }) => [
    activation,
    { service: 'export', path: `/backups/${enc(params.backupId ?? '')}` },
  ],
  '/my-photos/albums': ({ flagOn }) => [
    activation,
    { service: 'photo', path: `/albums?${query({ limit: ALBUMS_PAGE_LIMIT - 1 })}` },
    ...photoAreaTabCounts(flagOn),
  ],
  '/my-photos/albums/$id': ({ params, storedSorts, flagOn }) => [
    activation,
    ...photoAreaTabCounts(flagOn),
    { service: 'photo', path: `/albums/${enc(params.id ?? '')}` },
    {
      service: 'photo',
      path: `/albums/${enc(params.id ?? '')}/photos?${query({ limit: ALBUM_SECTION_SIZE, ...albumSort(storedSorts) })}`,
    },
  ],
  // Behind the shared albums flag (its guard): the shared albums' read count is always on its tab.
  '/my-photos/shared-albums/$id': ({ params, flagOn }) => [
    activation,
    ...photoAreaTabCounts(flagOn, true),
    { service: 'sharedAlbums', path: `/shared-albums/${enc(params.id ?? '')}` },
    { service: 'sharedAlbums', path: `/shared-albums/${enc(params.id ?? '')}/participants` },
  ],
};

/**
 * The calls of a route of FIRST_CALLS (`route` one of its keys) and of the account layout around it: a business
 * account's profile on every page (the status banner, loaded with the page: `loadBusinessStatusBanner`).
 */
export function firstCallsOf(route: string, input: FirstCallInput): FirstCall[] {
  const calls = FIRST_CALLS[route]?.(input) ?? [];
  const layout = input.business ? [customer] : [];
  return [
    ...calls,
    ...layout.filter((call) => !calls.some((c) => c.service === call.service && c.path === call.path)),
  ];
}
