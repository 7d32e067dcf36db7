// @vitest-environment node
// The cache is filled from the mock's real photo handlers (they read their contract from disk: Node, not happy-dom).
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@mock/accounts';
import { accountPhotos, getPhoto } from '@mock/db/photos';
import type { PhotoPage } from '@/lib/api/schemas/photo';
import {
  getTimelineQueryOptions,
  type TimelineMonth,
  getTimelineMonthQueryOptions,
  type TimelineMonthParams,
  TIMELINE_QUERY_KEY,
} from '@/features/photo-grid';
import { getUserCountsQueryOptions, USER_COUNTS_QUERY_KEY } from '@/features/user-counts';
import { setupMockApi } from '@/testing/mock-api';
import { deletePhotos, DeletePhotosError } from './delete-photos';
import { refetchPhotoCounts, removePhotosFromCache, restorePhotosToCache } from './photo-cache';

const accountOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const demo = accountOf('demo@example.com');
const failing = accountOf('failing@example.com');
const mock = setupMockApi({ accounts: [demo.email, failing.email] });
const deps = mock.deps;
const api = mock.api(demo.email);

type MonthData = InfiniteData<PhotoPage, string | undefined>;
const NEWEST_TAKEN = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;
const OLDEST_ADDED = { sortKey: 'created', sortOrder: 'asc' } as const;

/** A cache as the timeline leaves it: the months, photosCount, and the newest month loaded in two sorts. */
async function filledCache() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const months = await queryClient.fetchQuery(getTimelineQueryOptions(api));
  await queryClient.fetchQuery(getUserCountsQueryOptions(api));
  const { year, month } = months[0]!;
  const load = async (params: TimelineMonthParams, pages: number) => {
    const options = getTimelineMonthQueryOptions(api, params);
    await queryClient.fetchInfiniteQuery({ ...options, pages });
    return options.queryKey;
  };
  const newest = await load({ ...NEWEST_TAKEN, year, month }, 2);
  const oldest = await load({ ...OLDEST_ADDED, year, month }, 1);
  const monthData = (key: typeof newest) => queryClient.getQueryData<MonthData>(key)!;
  const idsOf = (key: typeof newest) =>
    monthData(key).pages.flatMap((page) => page.images.map((p) => p.imageId));
  const snapshot = () => ({
    newest: structuredClone(monthData(newest)),
    oldest: structuredClone(monthData(oldest)),
    timeline: structuredClone(queryClient.getQueryData<TimelineMonth[]>(TIMELINE_QUERY_KEY)),
    counts: structuredClone(queryClient.getQueryData<{ photosCount: number }>(USER_COUNTS_QUERY_KEY)),
  });
  return { queryClient, year, month, newest, oldest, idsOf, snapshot };
}

const countOf = (queryClient: QueryClient, year: number, month: number) =>
  queryClient
    .getQueryData<TimelineMonth[]>(TIMELINE_QUERY_KEY)!
    .find((m) => m.year === year && m.month === month)!.count;
const photosCountOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ photosCount: number }>(USER_COUNTS_QUERY_KEY)!.photosCount;

describe('taking photos off the screen', () => {
  it('removes a photo from every sort of its month and lowers its month count and photosCount by one', async () => {
    const cache = await filledCache();
    // A photo on the second page of newest first that is also loaded oldest first.
    const id = cache.idsOf(cache.oldest).find((x) => cache.idsOf(cache.newest).indexOf(x) >= 24)!;
    expect(id).toBeDefined();
    const count = countOf(cache.queryClient, cache.year, cache.month);
    const photosCount = photosCountOf(cache.queryClient);

    const removal = removePhotosFromCache(cache.queryClient, [id]);

    expect(cache.idsOf(cache.newest)).not.toContain(id);
    expect(cache.idsOf(cache.oldest)).not.toContain(id);
    expect(countOf(cache.queryClient, cache.year, cache.month)).toBe(count - 1);
    expect(photosCountOf(cache.queryClient)).toBe(photosCount - 1);
    expect(removal.months).toEqual([{ year: cache.year, month: cache.month, removed: 1 }]);
  });

  it('puts back exactly what it removed when the delete fails', async () => {
    const cache = await filledCache();
    const before = cache.snapshot();
    const ids = [cache.idsOf(cache.newest)[0]!, cache.idsOf(cache.newest)[5]!, cache.idsOf(cache.newest)[6]!];
    ids.push(cache.idsOf(cache.newest).at(-1)!);

    const removal = removePhotosFromCache(cache.queryClient, ids);
    expect(cache.snapshot()).not.toEqual(before);
    restorePhotosToCache(cache.queryClient, removal);

    expect(cache.snapshot()).toEqual(before);
  });

  it('lowers only photosCount for a photo in no loaded page', async () => {
    const cache = await filledCache();
    const before = cache.snapshot();
    const unloaded = accountPhotos(deps.store, demo.accountId, 'dateTaken')[0]!.imageId;
    expect(cache.idsOf(cache.newest)).not.toContain(unloaded);

    const removal = removePhotosFromCache(cache.queryClient, [unloaded]);

    expect(removal).toMatchObject({ photos: [], months: [], photosCount: 1 });
    expect(photosCountOf(cache.queryClient)).toBe(before.counts!.photosCount - 1);
    expect(cache.snapshot().timeline).toEqual(before.timeline);
  });

  it('keeps a month whose count reaches 0 (with count 0), so that a restore finds it', async () => {
    const queryClient = new QueryClient();
    const key = getTimelineMonthQueryOptions(api, { ...NEWEST_TAKEN, year: 2020, month: 5 }).queryKey;
    const photo = { imageId: 'only' } as PhotoPage['images'][number];
    queryClient.setQueryData(TIMELINE_QUERY_KEY, [{ year: 2020, month: 5, count: 1 }]);
    queryClient.setQueryData(key, { pages: [{ cursor: null, images: [photo] }], pageParams: [undefined] });

    const removal = removePhotosFromCache(queryClient, ['only']);
    expect(queryClient.getQueryData(TIMELINE_QUERY_KEY)).toEqual([{ year: 2020, month: 5, count: 0 }]);
    restorePhotosToCache(queryClient, removal);

    expect(queryClient.getQueryData(TIMELINE_QUERY_KEY)).toEqual([{ year: 2020, month: 5, count: 1 }]);
    expect(queryClient.getQueryData<MonthData>(key)!.pages[0]!.images).toEqual([photo]);
  });
});

describe('a bulk delete that partly fails', () => {
  it('leaves on screen exactly the photos the server still has, with its counts', async () => {
    const cache = await filledCache();
    const loaded = cache.idsOf(cache.newest);
    const notMine = accountPhotos(deps.store, failing.accountId, 'dateTaken')[0]!.imageId;
    const selection = [...loaded.slice(0, 10), notMine];

    const error = await deletePhotos({
      api,
      photoIds: selection,
      chunkSize: 4,
      sleep: async () => {},
      onDeleted: (deleted) => removePhotosFromCache(cache.queryClient, deleted),
    }).catch((e: unknown) => e);
    await refetchPhotoCounts(cache.queryClient);

    expect(error).toBeInstanceOf(DeletePhotosError);
    expect((error as DeletePhotosError).notDeleted).toEqual([notMine]);
    // On screen: the loaded photos the server still has, in their order, and nothing it deleted.
    const onScreen = cache.idsOf(cache.newest);
    expect(onScreen).toEqual(loaded.slice(10));
    expect(onScreen.every((id) => getPhoto(deps.store, id))).toBe(true);
    expect(loaded.slice(0, 10).some((id) => getPhoto(deps.store, id))).toBe(false);
    // The counts are the server's.
    const fresh = new QueryClient();
    expect(cache.queryClient.getQueryData(TIMELINE_QUERY_KEY)).toEqual(
      await fresh.fetchQuery(getTimelineQueryOptions(api)),
    );
    expect(cache.queryClient.getQueryData(USER_COUNTS_QUERY_KEY)).toEqual(
      await fresh.fetchQuery(getUserCountsQueryOptions(api)),
    );
  });
});
