import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE as APP_ACCESS_TOKEN_COOKIE } from '@/lib/auth/cookies';
import { pickThumbnail } from '@/lib/api/schemas/photo';
import { fakeJwt as createTestToken } from '@/lib/auth/test-tokens';
import { timelineSchema } from '@/features/photo-grid/api/get-timeline';
import {
  orderTimelineMonths,
  readStoredSorts,
  SORT_STORAGE_KEY as APP_SORT_STORAGE_KEY,
  toApiSort,
} from '@/features/photo-grid/sorting/photo-sort';
import { flagOverridesFromQuery, isFeatureEnabled } from '@/lib/feature-flags/feature-flags';
import {
  ACCESS_TOKEN_COOKIE,
  FIRST_MONTH_KEY,
  FLAGS_KEY,
  firstMonth,
  PHOTO_SERVICE_KEY,
  SERVICES_KEY,
  SORT_STORAGE_KEY,
  channelMessageUrls,
  startFlagOn,
  routePlan,
  startRequests,
  storedApiSort,
  thumbnailUrl,
  usableToken,
} from './start-script';

describe('the start script reads what the app reads', () => {
  it('uses the app’s cookie and sort storage names', () => {
    expect(ACCESS_TOKEN_COOKIE).toBe(APP_ACCESS_TOKEN_COOKIE);
    expect(SORT_STORAGE_KEY).toBe(APP_SORT_STORAGE_KEY);
  });

  it.each([
    null,
    'not json',
    '{}',
    JSON.stringify({ photos: { sortKey: 'uploaded', sortOrder: 'asc' } }),
    JSON.stringify({ photos: { sortKey: 'created', sortOrder: 'desc' } }),
    JSON.stringify({ photos: { sortKey: 'dateTaken', sortOrder: 'sideways' } }),
  ])('chooses the timeline sort the app chooses for stored %s', (raw) => {
    const store = { getItem: () => raw } as unknown as Storage;
    expect(storedApiSort(raw)).toEqual(toApiSort(readStoredSorts(store).photos));
  });

  it.each(['desc', 'asc'] as const)('names the first month the timeline shows (%s)', (sortOrder) => {
    const answer = { '2024': { '3': 5, '11': 0 }, '2025': { '1': 2, '7': 0 }, '2019': { '12': 1 } };
    const first = orderTimelineMonths(timelineSchema.parse(answer), sortOrder)[0];
    expect(firstMonth(answer, sortOrder)).toEqual({ year: first?.year, month: first?.month });
  });

  it('picks the thumbnail the tile shows', () => {
    const photo = {
      thumbnails: [
        { id: 1300, url: 'https://img.test/1300.jpg', width: 1, height: 1 },
        { id: 800, url: 'https://img.test/800.jpg', width: 1, height: 1 },
      ],
    };
    for (const id of [300, 800, 1300, 2000])
      expect(thumbnailUrl(photo, id)).toBe(pickThumbnail(photo, id)?.url);
  });

  it('uses a token only while it is fresh', () => {
    const now = Date.now();
    const fresh = createTestToken({ sub: 'u1', exp: Math.floor(now / 1000) + 3600 });
    const expiring = createTestToken({ sub: 'u1', exp: Math.floor(now / 1000) + 10 });
    expect(usableToken(fresh, now)).toBe(fresh);
    expect(usableToken(expiring, now)).toBeUndefined();
    expect(usableToken('not-a-jwt', now)).toBeUndefined();
  });
});

function fakeWindow(cookie: string, stored: Record<string, string> = {}, hostname = 'localhost') {
  const responses: Record<string, unknown> = {
    '/config.json': { services: { photo: 'https://photo.test/api/' } },
    'https://photo.test/api/users/activate': { status: 'ACTIVE' },
    'https://photo.test/api/users': { photosCount: 3, albumsCount: 0 },
    'https://photo.test/api/users/timeline': { '2025': { '4': 3 } },
    'https://photo.test/api/photos/timeline/2025/4?limit=24&sortKey=dateTaken&sortOrder=desc': {
      cursor: null,
      images: [{ thumbnails: [{ id: 300, url: 'https://img.test/a/300.jpg' }] }],
    },
  };
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      url in responses
        ? new Response(JSON.stringify(responses[url]), { status: 200 })
        : new Response('{}', { status: 404 }),
    ),
  );
  const head = document.createElement('head');
  const win = {
    location: { hostname, pathname: '/my-photos/photos', search: '' },
    document: {
      cookie,
      head,
      createElement: (tag: string) => document.createElement(tag),
      createDocumentFragment: () => document.createDocumentFragment(),
    },
    localStorage: { getItem: (key: string) => stored[key] ?? null, setItem: () => undefined },
    fetch,
    matchMedia: () => ({ matches: false }),
    innerWidth: 412,
    innerHeight: 823,
  };
  return { win: win as unknown as Parameters<typeof startRequests>[1], fetch, head };
}

const plan = {
  '/my-photos/photos': {
    answers: ['activationStatus', 'userCounts', 'timeline', 'timelineMonth'] as const,
    modules: ['/assets/route.js'],
  },
};

describe('the start script', () => {
  it('starts the timeline’s requests with a fresh token and preloads the route and first thumbnails', async () => {
    const token = createTestToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
    const { win, fetch, head } = fakeWindow(`${ACCESS_TOKEN_COOKIE}=${token}`);
    const insertions = vi.spyOn(head, 'appendChild');
    const handoff = startRequests(
      {
        '/my-photos/photos': {
          ...plan['/my-photos/photos'],
          answers: [...plan['/my-photos/photos'].answers],
        },
      },
      win,
    );
    // The messages' preload and the route's modulepreloads went into the head in one insertion (a fragment), while
    // it ran.
    expect(insertions.mock.calls[0]?.[0].nodeType).toBe(Node.DOCUMENT_FRAGMENT_NODE);
    expect([...head.querySelectorAll('link')].map((link) => link.rel)).toEqual(['preload', 'modulepreload']);
    expect(handoff.token).toBe(token);
    expect(await handoff.answers.timeline).toEqual({ '2025': { '4': 3 } });
    const month = (await handoff.answers.timelineMonth) as { params: unknown; page: Promise<unknown> };
    expect(month.params).toEqual({
      year: 2025,
      month: 4,
      sortKey: 'dateTaken',
      sortOrder: 'desc',
      limit: 24,
    });
    await month.page;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledWith(
      'https://photo.test/api/users',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: `Bearer ${token}` }) }),
    );
    const links = [...head.querySelectorAll('link')].map(
      (link) => `${link.rel} ${link.getAttribute('href')}`,
    );
    expect(links).toContain('modulepreload /assets/route.js');
    expect(links).toContain('preconnect https://photo.test');
    expect(links).toContain('preload https://img.test/a/300.jpg');
  });

  it('on a return visit asks the remembered service for the remembered first month without waiting', () => {
    const token = createTestToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
    const { win, fetch } = fakeWindow(`${ACCESS_TOKEN_COOKIE}=${token}`, {
      [PHOTO_SERVICE_KEY]: 'https://photo.test/api',
      [FIRST_MONTH_KEY]: JSON.stringify({ year: 2025, month: 4, sortKey: 'dateTaken', sortOrder: 'desc' }),
    });
    startRequests({ '/my-photos/photos': { answers: ['timeline', 'timelineMonth'], modules: [] } }, win);
    return Promise.resolve().then(() => {
      const urls = fetch.mock.calls.map(([url]) => url);
      expect(urls).toContain('https://photo.test/api/users/timeline');
      expect(urls).toContain(
        'https://photo.test/api/photos/timeline/2025/4?limit=24&sortKey=dateTaken&sortOrder=desc',
      );
    });
  });

  it('without a token only loads the configuration', async () => {
    const { win, fetch } = fakeWindow('');
    const handoff = startRequests({ '/my-photos/photos': { answers: ['timeline'], modules: [] } }, win);
    await handoff.config;
    expect(handoff.answers).toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the start script starts a page’s first calls (first-calls.ts)', () => {
  it('on the services the last visit named, at once, with the token; the app finds them by service and path', () => {
    const token = createTestToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
    const { win, fetch } = fakeWindow(`${ACCESS_TOKEN_COOKIE}=${token}`, {
      [SERVICES_KEY]: JSON.stringify({ orders: 'https://orders.test/api' }),
    });
    (win!.location as { pathname: string; search: string }).pathname = '/orders';
    (win!.location as { pathname: string; search: string }).search = '?page=2';
    const handoff = startRequests({}, win);
    return Promise.resolve().then(() => {
      expect(Object.keys(handoff.calls ?? {})).toEqual([
        'orders /v2/superorders/me?Offset=10&Limit=10&OrderState=notExpired',
      ]);
      expect(fetch).toHaveBeenCalledWith(
        'https://orders.test/api/v2/superorders/me?Offset=10&Limit=10&OrderState=notExpired',
        expect.objectContaining({ headers: expect.objectContaining({ Authorization: `Bearer ${token}` }) }),
      );
    });
  });

  it('starts the albums page’s calls and its tabs’ counts side by side, the shared count by the remembered flag', () => {
    const token = createTestToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
    const started = (flags: Record<string, string[]> | undefined, search = '') => {
      const { win } = fakeWindow(`${ACCESS_TOKEN_COOKIE}=${token}`, {
        [SERVICES_KEY]: JSON.stringify({ photo: 'https://p.test', sharedAlbums: 'https://s.test' }),
        ...(flags ? { [FLAGS_KEY]: JSON.stringify(flags) } : {}),
      });
      (win!.location as { pathname: string; search: string }).pathname = '/my-photos/albums';
      (win!.location as { pathname: string; search: string }).search = search;
      return Object.keys(startRequests({}, win).calls ?? {}).sort();
    };
    const own = ['photo /albums?limit=49', 'photo /users', 'photo /users/activate'];
    expect(started({ PhotoManagementSharedAlbumsViewEnabled: ['localhost'] })).toEqual(
      [...own, 'sharedAlbums /users'].sort(),
    );
    expect(started({ PhotoManagementSharedAlbumsViewEnabled: ['albelli-nl.localhost'] })).toEqual(own);
    // Nothing remembered (a first visit): the app's loader asks for the shared count itself.
    expect(started(undefined)).toEqual(own);
    expect(started(undefined, '?PhotoManagementSharedAlbumsViewEnabled=true')).toEqual(
      [...own, 'sharedAlbums /users'].sort(),
    );
  });

  it('starts none without a usable token', () => {
    const { win } = fakeWindow('');
    (win!.location as { pathname: string }).pathname = '/orders';
    expect(startRequests({}, win).calls).toBeUndefined();
  });
});

describe('a feature flag as the start script reads it', () => {
  const featureFlags = { PhotoManagementSharedAlbumsViewEnabled: ['albelli-nl.localhost', 'LOCALHOST'] };
  it.each([
    ['', 'localhost'],
    ['', 'albelli-de.localhost'],
    ['?PhotoManagementSharedAlbumsViewEnabled=false', 'localhost'],
    ['?PhotoManagementSharedAlbumsViewEnabled=true', 'albelli-de.localhost'],
    ['?PhotoManagementSharedAlbumsViewEnabled=yes', 'albelli-nl.localhost'],
  ])('is what the app reads for %s on %s', (search, hostname) => {
    const flag = 'PhotoManagementSharedAlbumsViewEnabled';
    expect(startFlagOn(flag, new URLSearchParams(search), JSON.stringify(featureFlags), hostname)).toBe(
      isFeatureEnabled(flag, { overrides: flagOverridesFromQuery(search), featureFlags, hostname }),
    );
  });
});

describe('the start script preloads the messages of the channel', () => {
  it('resolves the channel from the host name as the app does, and fetches en-GB only for English channels', () => {
    expect(channelMessageUrls('localhost')).toEqual(['/locales/en-GB.json']);
    expect(channelMessageUrls('account.bonusprint.ie')).toEqual([
      '/locales/en-IE.json',
      '/locales/en-GB.json',
    ]);
    expect(channelMessageUrls('albelli-nl.localhost')).toEqual(['/locales/nl-NL.json']);
    expect(channelMessageUrls('www.albelli.at')).toEqual(['/locales/de-AT.json', '/locales/de-DE.json']);
    expect(channelMessageUrls('test.hofmann.es')).toEqual(['/locales/es-ES.json']);
  });

  it('preloads them as the fetch of load-messages.ts (as=fetch, crossorigin), before anything else', () => {
    const { win, head } = fakeWindow('', {}, 'albelli-be.localhost');
    startRequests({}, win);
    const first = head.querySelector('link');
    expect(first?.getAttribute('href')).toBe('/locales/nl-BE.json');
    expect(
      [...head.querySelectorAll('link[rel="preload"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('as'),
        link.getAttribute('crossorigin'),
      ]),
    ).toEqual([
      ['/locales/nl-BE.json', 'fetch', ''],
      ['/locales/nl-NL.json', 'fetch', ''],
    ]);
  });
});

describe('the route plan of a path', () => {
  const routes = {
    '/orders': { answers: [], modules: ['/assets/orders.js'] },
    '/orders/$orderId': { answers: [], modules: ['/assets/order.js'] },
  };
  it('matches the path itself, a trailing slash, and a $param segment', () => {
    expect(routePlan(routes, '/orders')?.modules).toEqual(['/assets/orders.js']);
    expect(routePlan(routes, '/orders/')?.modules).toEqual(['/assets/orders.js']);
    expect(routePlan(routes, '/orders/O-123')?.modules).toEqual(['/assets/order.js']);
    expect(routePlan(routes, '/orders/O-123/more')).toBeUndefined();
    expect(routePlan(routes, '/order')).toBeUndefined();
  });
});
