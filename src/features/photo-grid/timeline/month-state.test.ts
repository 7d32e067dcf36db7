import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config/app-config';
import { createApiClients } from '@/lib/api/clients';
import { createApiMiddleware } from '@/lib/api/middleware';
import type { Photo } from '@/lib/api/schemas/photo';
import {
  getTimelineMonthQueryOptions,
  resetTimelineMonths,
  type TimelineMonthParams,
} from '../api/get-timeline-month';
import { timelineMonthQueryKey } from '../api/keys';
import {
  FAILED_SECTION_CELLS,
  monthSlots,
  monthStateOf,
  slotContent,
  UNINITIALIZED_MONTH,
  type MonthQueryState,
  type MonthState,
} from './month-state';
import { createMonthStatesStore } from './use-month-states';

const image = (n: number) => ({
  imageId: `img-${n}`,
  uploadId: `up-${n}`,
  localFileName: `IMG_${n}.jpg`,
  url: `https://img.example/${n}/original.jpg`,
  untouchedUrl: `https://img.example/${n}/original.jpg`,
  thumbnails: [{ id: 300, url: `https://img.example/${n}/300.jpg`, width: 300, height: 200 }],
});

/** A photo service whose answers the test releases one by one. */
function fakeService() {
  const pending: { request: Request; release: (response: Response) => void }[] = [];
  const fetch = ((request: Request) =>
    new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
      pending.push({ request, release: resolve });
    })) as unknown as typeof globalThis.fetch;
  const middleware = createApiMiddleware({ getAccessToken: () => 't', onUnauthorized: () => {} });
  const api = createApiClients({ services: { photo: 'https://api.example/photo' } } as AppConfig, {
    middleware,
    fetch,
  });
  const next = async () => {
    for (let i = 0; i < 50 && pending.length === 0; i++) await new Promise((r) => setTimeout(r, 1));
    return pending.shift()!;
  };
  return { api, pending, next };
}

const november: TimelineMonthParams = { year: 2025, month: 11, sortKey: 'dateTaken', sortOrder: 'desc' };
const page = (from: number, size: number, cursor: string | null) =>
  Response.json({ cursor, images: Array.from({ length: size }, (_, i) => image(from + i)) });

let client: QueryClient;
afterEach(() => client?.clear());

function setup() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const service = fakeService();
  const options = getTimelineMonthQueryOptions(service.api, november);
  const stateOf = (params = november): MonthState =>
    monthStateOf(client.getQueryState(timelineMonthQueryKey(params)) as MonthQueryState | undefined);
  return { ...service, options, stateOf };
}

describe('the loading state of a month', () => {
  it('goes uninitialized -> pending -> fulfilled with its pages of {cursor, items}', async () => {
    const { options, stateOf, next } = setup();
    expect(stateOf()).toBe(UNINITIALIZED_MONTH);
    const done = client.fetchInfiniteQuery(options);
    expect(stateOf().status).toBe('pending');
    const { request, release } = await next();
    expect(new URL(request.url).searchParams.get('limit')).toBe('24');
    release(page(0, 24, 'c1'));
    await done;
    const state = stateOf();
    expect(state.status).toBe('fulfilled');
    expect(state.pages).toHaveLength(1);
    expect(state.pages[0]?.cursor).toBe('c1');
    expect(state.items.map((photo) => photo.imageId).slice(0, 2)).toEqual(['img-0', 'img-1']);
  });

  it('is rejected when the page fails, and pending again on retry', async () => {
    const { options, stateOf, next } = setup();
    const failed = client.fetchInfiniteQuery(options).catch(() => 'failed');
    (await next()).release(new Response(null, { status: 500 }));
    expect(await failed).toBe('failed');
    expect(stateOf().status).toBe('rejected');
    const retry = client.fetchInfiniteQuery(options);
    expect(stateOf().status).toBe('pending');
    (await next()).release(page(0, 3, null));
    await retry;
    expect(stateOf().status).toBe('fulfilled');
  });

  it('loads the next page with the cursor and adds it to the pages', async () => {
    const { options, stateOf, next } = setup();
    const observer = new InfiniteQueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => {});
    (await next()).release(page(0, 24, 'c1'));
    await new Promise((r) => setTimeout(r, 0));
    const more = observer.fetchNextPage();
    expect(stateOf()).toMatchObject({ status: 'fulfilled', loadingMore: true });
    const { request, release } = await next();
    expect(new URL(request.url).searchParams.get('cursor')).toBe('c1');
    release(page(24, 24, null));
    await more;
    expect(stateOf()).toMatchObject({ status: 'fulfilled', loadingMore: false });
    expect(stateOf().pages.map((p) => p.cursor)).toEqual(['c1', null]);
    expect(stateOf().items).toHaveLength(48);
    unsubscribe();
  });

  it('cancelling a month that left the window aborts its request and leaves it uninitialized', async () => {
    const { options, stateOf, next } = setup();
    void client.fetchInfiniteQuery(options).catch(() => {});
    const { request } = await next();
    await client.cancelQueries({ queryKey: options.queryKey });
    expect(request.signal.aborted).toBe(true);
    expect(stateOf()).toBe(UNINITIALIZED_MONTH);
  });

  it('a change of sort order resets every month to uninitialized with empty pages', async () => {
    const { api, options, stateOf, next } = setup();
    const oldest = { ...november, sortOrder: 'asc' as const };
    const store = createMonthStatesStore(client, [{ year: 2025, month: 11, count: 24 }], november);
    let notified = 0;
    const unsubscribe = store.subscribe(() => notified++);
    const done = client.fetchInfiniteQuery(options);
    (await next()).release(page(0, 24, null));
    await done;
    expect(store.getSnapshot().get('2025/11')?.status).toBe('fulfilled');
    expect(notified).toBeGreaterThan(0);

    resetTimelineMonths(client);
    expect(store.getSnapshot().get('2025/11')).toEqual(UNINITIALIZED_MONTH);
    expect(stateOf()).toEqual({ ...UNINITIALIZED_MONTH, pages: [] });
    expect(stateOf(oldest)).toEqual(UNINITIALIZED_MONTH);
    expect(client.getQueryData(getTimelineMonthQueryOptions(api, oldest).queryKey)).toBeUndefined();
    unsubscribe();
  });
});

const fulfilled = (items: number, cursor: string | null, extra: Partial<MonthState> = {}): MonthState => {
  const photos = Array.from({ length: items }, (_, i) => ({ ...image(i), thumbnails: [] }) as Photo);
  return {
    status: 'fulfilled',
    pages: [{ cursor, items: photos }],
    items: photos,
    loadingMore: false,
    loadMoreFailed: false,
    ...extra,
  };
};

describe('the "+N" tile', () => {
  it('reserves the first page as placeholders before the month loads', () => {
    expect(monthSlots(100, UNINITIALIZED_MONTH)).toEqual({
      total: 24,
      photos: 0,
      placeholders: 24,
      loadMore: 0,
    });
    expect(monthSlots(7, { ...UNINITIALIZED_MONTH, status: 'pending' })).toMatchObject({
      total: 7,
      placeholders: 7,
    });
  });

  it('keeps only room for its error when the month failed, not a first page of blank space', () => {
    expect(monthSlots(100, { ...UNINITIALIZED_MONTH, status: 'rejected' })).toMatchObject({
      total: FAILED_SECTION_CELLS,
      placeholders: FAILED_SECTION_CELLS,
    });
    expect(monthSlots(2, { ...UNINITIALIZED_MONTH, status: 'rejected' }).total).toBe(2);
  });

  it('becomes the last tile when the count exceeds the loaded photos and more remain', () => {
    const slots = monthSlots(100, fulfilled(24, 'c1'));
    expect(slots).toEqual({ total: 24, photos: 23, placeholders: 0, loadMore: 77 });
    const state = fulfilled(24, 'c1');
    expect(slotContent(slots, state, 22)).toMatchObject({ kind: 'photo' });
    expect(slotContent(slots, state, 23)).toMatchObject({
      kind: 'loadMore',
      remaining: 77,
      cover: state.items[23],
    });
  });

  it('is not shown when every photo is loaded, or none remain', () => {
    expect(monthSlots(24, fulfilled(24, null))).toEqual({
      total: 24,
      photos: 24,
      placeholders: 0,
      loadMore: 0,
    });
    expect(monthSlots(24, fulfilled(24, 'c1')).loadMore).toBe(0);
    expect(monthSlots(30, fulfilled(24, null)).loadMore).toBe(0);
  });

  it('gives way to placeholders for the page on its way', () => {
    expect(monthSlots(30, fulfilled(24, 'c1', { loadingMore: true }))).toEqual({
      total: 30,
      photos: 24,
      placeholders: 6,
      loadMore: 0,
    });
  });

  it('stays (to try again) when loading the next page failed', () => {
    expect(monthSlots(30, fulfilled(24, 'c1', { loadMoreFailed: true })).loadMore).toBe(7);
  });
});
