/**
 * The start script (ADR 012): inlined into index.html by vite.config.ts (`startScript()`), it runs while the
 * bundle downloads and starts what the first screen needs: /config.json (taken from the preload index.html starts
 * before this script, ADR 012 addendum of issue 25), then, with a fresh access token in the cookie, the route's GET
 * requests; it opens the connection to the photo service, modulepreloads the route's chunks and preloads the first
 * screen's thumbnails at high priority. First of all it preloads the messages of the
 * channel's locale (the host name resolved as the app resolves it, src/shared/channels.ts; the files
 * load-messages.ts fetches: en-GB only for English channels). The promises go to the app on
 * `window.__appStart` (handoff.ts); the app parses every answer with its own zod parsers and falls back to its own
 * requests when an answer is missing, failed or made for another account.
 *
 * Kept small and free of libraries (no zod, no React): only constants are imported, and a unit test checks that
 * what it reads (token, sort, first month, thumbnail) agrees with the app's own modules.
 */
import {
  PHOTOS_DEFAULT_SORT,
  SORT_OPTIONS,
  SORT_ORDERS,
  TIMELINE_PAGE_LIMIT,
} from '@/features/photo-grid/constants';
import {
  BREAKPOINT_MEDIUM,
  BREAKPOINT_SMALL,
  FIRST_SCREEN_IMAGES,
  THUMBNAIL_ID_LARGE,
  THUMBNAIL_ID_SMALL,
} from '@/lib/constants';
import { messageFiles } from '@/lib/i18n/locale-chain';
import { channelForHost, channelLocale } from '@/shared/channels';
import type { FeatureFlag } from '@/shared/feature-flag-names';
import { BUSINESS_AMR, BUSINESS_ONLY, FIRST_CALLS, firstCallsOf } from './first-calls';
import {
  firstCallKey,
  START_HANDOFF_KEY,
  START_HANDOFF_VERSION,
  type StartAnswerName,
  type StartHandoff,
  type StartMonthAnswer,
  type StartMonthParams,
  type StartPlan,
} from './handoff';

/** The spec's access-token cookie (src/lib/auth/cookies.ts ACCESS_TOKEN_COOKIE; a test keeps them equal). */
export const ACCESS_TOKEN_COOKIE = 'auth_access_token';
/** A token this close to its expiry is not used (auth-service.ts refreshes it first; a test keeps them equal). */
export const EXPIRY_MARGIN_MS = 30_000;
/** Local-storage key of the stored sorts (photo-sort.ts SORT_STORAGE_KEY; a test keeps them equal). */
export const SORT_STORAGE_KEY = 'photos.sort.v1';
/** Local-storage keys of what the script remembers from the last visit, so it need not wait for it next time. */
export const PHOTO_SERVICE_KEY = 'start.photoService.v1';
export const FIRST_MONTH_KEY = 'start.firstMonth.v1';
/** The services (base URLs by name) of the last visit's /config.json: a page's first calls need not wait for it. */
export const SERVICES_KEY = 'start.services.v1';
/** The feature flags (flag -> host names) of the last visit's /config.json: a page's first calls that a flag decides. */
export const FLAGS_KEY = 'start.featureFlags.v1';
/** Smallest timeline cell on small screens (timeline/layout.ts MIN_CELL_REM.small), for the first screen's count. */
const MIN_CELL_PX = 6 * 16;

type StartWindow = Pick<
  Window,
  'location' | 'document' | 'localStorage' | 'fetch' | 'matchMedia' | 'innerWidth' | 'innerHeight'
> & { crypto?: Pick<Crypto, 'randomUUID'> };

const handled = <T>(promise: Promise<T>): Promise<T> => {
  // The app may never ask (another route, another account): no "unhandled rejection" for an unused answer.
  promise.catch(() => undefined);
  return promise;
};

function readStorage(win: StartWindow, key: string): string | null {
  try {
    return win.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(win: StartWindow, key: string, value: string) {
  try {
    win.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the next visit waits for the answers again.
  }
}

const monthPath = ({ year, month, limit, sortKey, sortOrder }: StartMonthParams) =>
  `/photos/timeline/${year}/${month}?limit=${limit}&sortKey=${sortKey}&sortOrder=${sortOrder}`;

/** The cookie's value, undefined when absent or empty. */
export function readCookie(cookie: string, name: string): string | undefined {
  for (const pair of cookie.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) {
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      return value || undefined;
    }
  }
  return undefined;
}

/** The token when it names a subject and is not about to expire (no expiry: usable, as in auth-service.ts). */
export function usableToken(token: string | undefined, now: number): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0))),
    ) as { sub?: unknown; exp?: unknown };
    if (typeof claims.sub !== 'string' || !claims.sub) return undefined;
    if (typeof claims.exp === 'number' && claims.exp * 1000 - EXPIRY_MARGIN_MS <= now) return undefined;
    return token;
  } catch {
    return undefined;
  }
}

/** The timeline page's sort as the API takes it: the stored choice, else the default. */
export function storedApiSort(raw: string | null): Pick<StartMonthParams, 'sortKey' | 'sortOrder'> {
  let sort: { sortKey: string; sortOrder: string } = PHOTOS_DEFAULT_SORT;
  try {
    const stored = (
      JSON.parse(raw ?? 'null') as { photos?: { sortKey?: unknown; sortOrder?: unknown } } | null
    )?.photos;
    if (
      SORT_OPTIONS.some((option) => option === stored?.sortKey) &&
      SORT_ORDERS.some((order) => order === stored?.sortOrder)
    )
      sort = stored as typeof sort;
  } catch {
    // Not JSON: the default.
  }
  return {
    sortKey: sort.sortKey === 'dateTaken' ? 'dateTaken' : 'created',
    sortOrder: sort.sortOrder === 'asc' ? 'asc' : 'desc',
  };
}

/** The first month with photos in display order (newest first, oldest first for `asc`), from GET /users/timeline. */
export function firstMonth(
  timeline: unknown,
  sortOrder: 'asc' | 'desc',
): { year: number; month: number } | undefined {
  let first: { year: number; month: number } | undefined;
  if (!timeline || typeof timeline !== 'object') return undefined;
  for (const [year, months] of Object.entries(timeline as Record<string, unknown>)) {
    if (!months || typeof months !== 'object') continue;
    for (const [month, count] of Object.entries(months as Record<string, unknown>)) {
      if (typeof count !== 'number' || count <= 0) continue;
      const candidate = { year: Number(year), month: Number(month) };
      const order = first ? candidate.year - first.year || candidate.month - first.month : 0;
      if (!first || (sortOrder === 'desc' ? order > 0 : order < 0)) first = candidate;
    }
  }
  return first;
}

/** The first month of the last visit, when it was for the same sort. */
function rememberedMonth(
  raw: string | null,
  sort: Pick<StartMonthParams, 'sortKey' | 'sortOrder'>,
): StartMonthParams | undefined {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<StartMonthParams> | null;
    if (
      value &&
      Number.isInteger(value.year) &&
      Number.isInteger(value.month) &&
      value.sortKey === sort.sortKey &&
      value.sortOrder === sort.sortOrder
    )
      return { year: value.year!, month: value.month!, ...sort, limit: TIMELINE_PAGE_LIMIT };
  } catch {
    // Not JSON: nothing remembered.
  }
  return undefined;
}

/** The URL of a photo's thumbnail as pickThumbnail chooses it: the id, else the next larger, else the largest. */
export function thumbnailUrl(photo: unknown, id: number): string | undefined {
  const thumbnails = (photo as { thumbnails?: { id: number; url: string }[] } | undefined)?.thumbnails;
  if (!Array.isArray(thumbnails)) return undefined;
  const bySize = [...thumbnails].sort((a, b) => a.id - b.id);
  return (
    bySize.find((thumbnail) => thumbnail.id === id) ??
    bySize.find((thumbnail) => thumbnail.id > id) ??
    bySize.at(-1)
  )?.url;
}

/**
 * A <link> into `into`: the document's head, or a fragment the script inserts in one piece (each insertion into the
 * head while the page is parsed cost the script milliseconds: on /settings, about 20 modulepreloads, its run took
 * a median of 47-50 ms, 24-27 ms with one insertion: docs/benchmarks.md "The start script's links in one insertion").
 */
function addLink(
  doc: Document,
  rel: string,
  href: string,
  attributes: Record<string, string> = {},
  into: Pick<ParentNode, 'appendChild'> = doc.head,
) {
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  into.appendChild(link);
}

/** The locale files of the page's channel (load-messages.ts fetches the same, and takes them from the preload). */
export function channelMessageUrls(hostname: string): string[] {
  return messageFiles(channelLocale(channelForHost(hostname))).map((locale) => `/locales/${locale}.json`);
}

/** The route of `routes` a path matches (same segments, a `$param` matching any one segment), with its params. */
export function routeMatch(
  routes: string[],
  pathname: string,
): { route: string; params: Record<string, string> } | undefined {
  const path = pathname.replace(/(.)\/$/, '$1');
  const segments = path.split('/');
  const exact = routes.find((route) => route === path);
  const route =
    exact ??
    routes.find((candidate) => {
      const parts = candidate.split('/');
      return (
        parts.length === segments.length &&
        parts.every((part, i) => part === segments[i] || (part.startsWith('$') && segments[i] !== ''))
      );
    });
  if (route === undefined) return undefined;
  const params: Record<string, string> = {};
  route.split('/').forEach((part, i) => {
    if (part.startsWith('$')) params[part.slice(1)] = decodeURIComponent(segments[i] ?? '');
  });
  return { route, params };
}

/** The plan of a path: the route with the same segments, a `$param` segment matching any one segment. */
export function routePlan(plan: StartPlan, pathname: string): StartPlan[string] | undefined {
  const match = routeMatch(Object.keys(plan), pathname);
  return match === undefined ? undefined : plan[match.route];
}

/** Runs the start script: puts the handoff on `window.__appStart` and returns it. */
export function startRequests(plan: StartPlan, win: StartWindow = window): StartHandoff {
  const { location, document: doc } = win;
  // The links made now go into the head in one insertion, at the end (addLink).
  const links = doc.createDocumentFragment();
  // The messages first: every page needs them before its first render, and only the host name decides which.
  for (const href of channelMessageUrls(location.hostname))
    addLink(doc, 'preload', href, { as: 'fetch', crossorigin: '' }, links);
  const route = routePlan(plan, location.pathname);
  const json = (response: Response): Promise<unknown> =>
    response.ok ? response.json() : Promise.reject(new Error(`${response.url}: ${response.status}`));
  // No `cache: 'no-cache'`: it would bypass index.html's preload of the same request (the server's no-cache header
  // makes every visit revalidate it).
  const config = handled(win.fetch('/config.json', { headers: { Accept: 'application/json' } }).then(json));
  const configuredServices = handled(
    config.then((value) => {
      const services = (value as { services?: unknown }).services;
      if (!services || typeof services !== 'object') throw new Error('/config.json names no services');
      const bases = Object.fromEntries(
        Object.entries(services).flatMap(([name, url]) =>
          typeof url === 'string' ? [[name, url.replace(/\/$/, '')]] : [],
        ),
      );
      writeStorage(win, SERVICES_KEY, JSON.stringify(bases));
      const flags = (value as { featureFlags?: unknown }).featureFlags;
      if (flags && typeof flags === 'object') writeStorage(win, FLAGS_KEY, JSON.stringify(flags));
      return bases;
    }),
  );
  // The route's chunks after the configuration, which everything else waits for.
  for (const href of route?.modules ?? []) addLink(doc, 'modulepreload', href, { crossorigin: '' }, links);
  doc.head.appendChild(links);
  const configuredService = handled(
    config.then((value) => {
      const url = (value as { services?: { photo?: unknown } }).services?.photo;
      if (typeof url !== 'string') throw new Error('/config.json names no photo service');
      const base = url.replace(/\/$/, '');
      writeStorage(win, PHOTO_SERVICE_KEY, base);
      return base;
    }),
  );
  // The photo service /config.json named on the last visit: the requests need not wait for the configuration.
  // The app takes their answers only when this visit's configuration names the same service.
  const photoService = readStorage(win, PHOTO_SERVICE_KEY) ?? undefined;
  const photoBase = photoService ? Promise.resolve(photoService) : configuredService;
  void photoBase.then(
    (base) => {
      const { origin } = new URL(base);
      // The API's requests (CORS, no credentials) and the thumbnails (no CORS) use different connections.
      addLink(doc, 'preconnect', origin, { crossorigin: '' });
      addLink(doc, 'preconnect', origin);
    },
    () => undefined,
  );

  const handoff: StartHandoff = {
    version: START_HANDOFF_VERSION,
    path: location.pathname,
    search: location.search,
    startedAt: Date.now(),
    config,
    photoService: handled(photoBase),
    answers: {},
  };
  const token = usableToken(readCookie(doc.cookie, ACCESS_TOKEN_COOKIE), handoff.startedAt);
  const firstCallsRoute = routeMatch(Object.keys(FIRST_CALLS), location.pathname);
  if (firstCallsRoute && token) startFirstCalls(win, handoff, firstCallsRoute, token, configuredServices);
  if (route && token) {
    handoff.token = token;
    const get = (path: string) =>
      handled(
        photoBase
          .then((base) =>
            win.fetch(`${base}${path}`, {
              headers: {
                Accept: 'application/json',
                Authorization: `Bearer ${token}`,
                'Cache-Control': 'no-cache',
                ...(win.crypto?.randomUUID ? { 'X-CorrelationId': win.crypto.randomUUID() } : {}),
              },
            }),
          )
          .then(json),
      );
    const wanted = new Set<StartAnswerName>(route.answers);
    if (wanted.has('activationStatus')) handoff.answers.activationStatus = get('/users/activate');
    if (wanted.has('userCounts')) handoff.answers.userCounts = get('/users');
    if (wanted.has('timeline') || wanted.has('timelineMonth')) {
      const timeline = get('/users/timeline');
      if (wanted.has('timeline')) handoff.answers.timeline = timeline;
      if (wanted.has('timelineMonth')) {
        const sort = storedApiSort(readStorage(win, SORT_STORAGE_KEY));
        // The month that came first on the last visit, requested at once; the timeline's answer then confirms it
        // (a new month of photos: that one is requested instead).
        const remembered = rememberedMonth(readStorage(win, FIRST_MONTH_KEY), sort);
        const early = remembered && { path: monthPath(remembered), page: get(monthPath(remembered)) };
        handoff.answers.timelineMonth = handled(
          timeline.then((value): StartMonthAnswer => {
            const month = firstMonth(value, sort.sortOrder);
            if (!month) throw new Error('The timeline has no photos');
            const params: StartMonthParams = { ...month, ...sort, limit: TIMELINE_PAGE_LIMIT };
            writeStorage(win, FIRST_MONTH_KEY, JSON.stringify(params));
            const path = monthPath(params);
            const page = early?.path === path ? early.page : get(path);
            void page.then(
              (answer) => preloadThumbnails(win, answer),
              () => undefined,
            );
            return { params, page };
          }),
        );
      }
    }
  }
  (win as unknown as Record<string, unknown>)[START_HANDOFF_KEY] = handoff;
  return handoff;
}

/** The services the last visit's configuration named, else none. */
function rememberedServices(win: StartWindow): Record<string, string> | undefined {
  try {
    const value = JSON.parse(readStorage(win, SERVICES_KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A feature flag as the app reads it (feature-flags.ts `isFeatureEnabled`; a test keeps them equal): the address's
 * `?flag=true|false` first, else on when the host name is in the flag's list of the last visit's /config.json. With
 * nothing remembered it is off here: the script then does not start the call, and the app's loader asks itself.
 */
export function startFlagOn(
  flag: FeatureFlag,
  search: URLSearchParams,
  featureFlags: string | null,
  hostname: string,
): boolean {
  const override = search.get(flag);
  if (override === 'true' || override === 'false') return override === 'true';
  try {
    const hosts = (JSON.parse(featureFlags ?? 'null') as Record<string, unknown> | null)?.[flag];
    const host = hostname.toLowerCase();
    return Array.isArray(hosts) && hosts.some((listed) => String(listed).toLowerCase() === host);
  } catch {
    return false;
  }
}

/** The subject and authentication methods of a token usableToken accepted. */
function tokenClaims(token: string): { sub: string; amr?: unknown } {
  const json = atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as {
    sub: string;
  };
}

/**
 * Starts the page's first calls (first-calls.ts) on the remembered services (at once), else on this visit's (after
 * /config.json); the app's API clients take the responses (start-answers.ts `takeCall`).
 */
function startFirstCalls(
  win: StartWindow,
  handoff: StartHandoff,
  page: { route: string; params: Record<string, string> },
  token: string,
  configured: Promise<Record<string, string>>,
) {
  const claims = tokenClaims(token);
  const business = Array.isArray(claims.amr) && claims.amr.includes(BUSINESS_AMR);
  // A page for business accounts only: nothing is asked for anyone else (its guard shows them not found).
  if (BUSINESS_ONLY.has(page.route) && !business) return;
  const remembered = rememberedServices(win);
  const services = remembered ? Promise.resolve(remembered) : configured;
  handoff.token = token;
  handoff.services = handled(services);
  handoff.calls = {};
  const search = new URLSearchParams(win.location.search);
  const featureFlags = readStorage(win, FLAGS_KEY);
  const calls = firstCallsOf(page.route, {
    params: page.params,
    search,
    accountId: claims.sub,
    storedSorts: readStorage(win, SORT_STORAGE_KEY),
    flagOn: (flag) => startFlagOn(flag, search, featureFlags, win.location.hostname),
    business,
  });
  for (const { service, path } of calls)
    handoff.calls[firstCallKey(service, path)] = handled(
      services.then((bases) => {
        const base = bases[service];
        if (!base) throw new Error(`/config.json names no "${service}" service`);
        return win.fetch(`${base}${path}`, {
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${token}`,
            'Cache-Control': 'no-cache',
            ...(win.crypto?.randomUUID ? { 'X-CorrelationId': win.crypto.randomUUID() } : {}),
          },
        });
      }),
    );
}

/**
 * The first screen's thumbnails at high priority, before the app renders their img elements (same URL, no CORS:
 * the img elements take them from the preload). As many as a phone's first screen can show, at most
 * FIRST_SCREEN_IMAGES.
 */
function preloadThumbnails(win: StartWindow, page: unknown) {
  const photos = (page as { images?: unknown[] } | undefined)?.images;
  if (!Array.isArray(photos)) return;
  const large = win.matchMedia(`(min-width: ${BREAKPOINT_MEDIUM}px)`).matches;
  const cell = win.innerWidth < BREAKPOINT_SMALL ? MIN_CELL_PX : MIN_CELL_PX * 1.4;
  const firstScreen = Math.floor(win.innerWidth / cell) * Math.ceil(win.innerHeight / cell);
  for (const photo of photos.slice(0, Math.min(firstScreen, FIRST_SCREEN_IMAGES))) {
    const url = thumbnailUrl(photo, large ? THUMBNAIL_ID_LARGE : THUMBNAIL_ID_SMALL);
    if (url) addLink(win.document, 'preload', url, { as: 'image', fetchpriority: 'high' });
  }
}
