/**
 * Activation finishing (account-area.md section 4: "when it becomes Active, album, photo, timeline and user data
 * are refreshed"): every query of those is asked again, nothing else is.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ACTIVATION_STATUS_QUERY_KEY } from '@/features/activation';
import {
  albumListQueryKey,
  albumQueryKey,
  getSharedAlbumCountsQueryOptions,
  sharedAlbumQueryKey,
} from '@/features/albums';
import { USER_COUNTS_QUERY_KEY } from '@/features/user-counts';
import type { ApiClients } from '@/lib/api/clients';
import { TIMELINE_QUERY_KEY, timelineMonthQueryKey } from '@/features/photo-grid';
import { refreshLibrary } from './refresh-library';

describe('refreshing the library after an activation', () => {
  it('marks the photos, the timeline, every album query and the user counts stale, and nothing else', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const refreshed: Record<string, QueryKey> = {
      timeline: TIMELINE_QUERY_KEY,
      month: timelineMonthQueryKey({ sortKey: 'dateTaken', sortOrder: 'desc', year: 2026, month: 10 }),
      albumList: albumListQueryKey(50),
      album: albumQueryKey('album-1'),
      albumPhotos: [...albumQueryKey('album-1'), 'photos', 'created', 'desc'],
      sharedCounts: getSharedAlbumCountsQueryOptions({} as ApiClients).queryKey,
      sharedAlbum: sharedAlbumQueryKey('shared-1'),
      userCounts: USER_COUNTS_QUERY_KEY,
    };
    const kept: Record<string, QueryKey> = { activation: ACTIVATION_STATUS_QUERY_KEY };
    for (const key of [...Object.values(refreshed), ...Object.values(kept)])
      queryClient.setQueryData(key, {});

    await refreshLibrary(queryClient);

    const stale = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
    for (const [name, key] of Object.entries(refreshed)) expect([name, stale(key)]).toEqual([name, true]);
    for (const [name, key] of Object.entries(kept)) expect([name, stale(key)]).toEqual([name, false]);
  });
});
