/**
 * The preview source of an album or a shared album (preview-source.ts): one list, the album's photos page after
 * page (sections of 24) through the album grid's own infinite query in the album screen's sort, so stepping past
 * the last loaded photo loads the next page and the grid under the preview shows it too. Closing asks the grid to
 * return to the photo shown last (scroll-anchor.ts, the timeline's mechanism).
 *
 * Actions (account-area.md "Photo preview (photos and albums)", "Shared album screen (read-only)"):
 * - an own album: Download, Copy to album, Delete from album (the photo leaves the album, not the library);
 * - a shared album: Download only (POST /shared-album-downloads with the photo and its owner).
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { albumChangeInvalidations, removeAlbumPhotos } from '../api/album-changes';
import { getAlbumPhotosQueryOptions } from '../api/get-album';
import { getSharedAlbumPhotosQueryOptions, getSharedAlbumQueryOptions } from '../api/shared-albums';
import type { ApiClients } from '@/lib/api/clients';
import { claimWindow } from '@/lib/query/page-window';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import {
  toApiSort,
  usePhotoSort,
  type ApiSort,
  monthStateOf,
  type MonthQueryState,
  type MonthState,
  requestScrollRestore,
} from '@/features/photo-grid';
import {
  asPagedListQuery,
  type PagedListQuery,
  type PreviewActions,
  type PreviewSource,
  type RemovePhoto,
  useSharedPhotoDownload,
  useSinglePhotoDownload,
} from '@/features/photo-preview';

export type AlbumKind = 'album' | 'shared';

/** The one list's key in the preview's view. */
export const ALBUM_LIST_KEY = 'album';

/** The album's photos query in `sort` (the album grid's). */
export const albumPhotosQuery = (api: ApiClients, kind: AlbumKind, albumId: string, sort: ApiSort) =>
  asPagedListQuery(
    kind === 'album'
      ? getAlbumPhotosQueryOptions(api, albumId, sort)
      : getSharedAlbumPhotosQueryOptions(api, albumId, sort),
  );

/** The state of one query in the cache, kept current (a new object only when the query's state changes). */
function createListStateStore(client: QueryClient, query: PagedListQuery) {
  const cache = client.getQueryCache();
  const hash = hashKey(query.queryKey);
  let state: MonthQueryState | undefined;
  let snapshot: MonthState = monthStateOf(undefined);
  const getSnapshot = () => {
    const now = cache.get(hash)?.state as MonthQueryState | undefined;
    if (now !== state) {
      state = now;
      snapshot = monthStateOf(now);
    }
    return snapshot;
  };
  const subscribe = (onChange: () => void) =>
    cache.subscribe((event) => {
      if (event.query.queryHash === hash) onChange();
    });
  return { getSnapshot, subscribe };
}

function useListState(query: PagedListQuery): MonthState {
  const client = useQueryClient();
  const hash = hashKey(query.queryKey);
  // The query's key, not its options' identity.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createListStateStore(client, query), [client, hash]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Delete from album: DELETE /albums/{id}/photos with the one photo; the album and its photos are read again. */
function useRemoveFromAlbum(albumId: string): RemovePhoto {
  const api = useApi();
  const t = useT();
  const { mutate } = useAppMutation({
    mutationFn: (photoId: string) => removeAlbumPhotos({ api, albumId, photoIds: [photoId] }),
    invalidates: [...albumChangeInvalidations.photos(albumId)],
    failureToast: t('albums.remove.failed', { count: 1 }),
  });
  return useCallback<RemovePhoto>((photoId, callbacks) => mutate(photoId, callbacks), [mutate]);
}

export function useAlbumPreviewSource(kind: AlbumKind, albumId: string): PreviewSource {
  const api = useApi();
  const [sort] = usePhotoSort(kind === 'album' ? 'albumPhotos' : 'sharedAlbumPhotos');
  const { sortKey, sortOrder } = toApiSort(sort);
  const query = useMemo(
    () => albumPhotosQuery(api, kind, albumId, { sortKey, sortOrder }),
    [api, kind, albumId, sortKey, sortOrder],
  );
  const state = useListState(query);
  // The album's window of pages moves where the preview steps, not back to what the grid under it shows (ADR 058).
  const queryHash = hashKey(query.queryKey);
  useEffect(() => claimWindow(queryHash), [queryHash]);
  const view = useMemo(
    () => ({ keys: [ALBUM_LIST_KEY], states: new Map([[ALBUM_LIST_KEY, state]]) }),
    [state],
  );
  const listQuery = useCallback(() => query, [query]);
  const remember = useCallback((photoId: string) => requestScrollRestore(photoId), []);

  // The shared album's owner (the route loaded it): the owner of a photo whose page does not name one.
  const queryClient = useQueryClient();
  const albumOwnerId =
    kind === 'shared'
      ? queryClient.getQueryData(getSharedAlbumQueryOptions(api, albumId).queryKey)?.album.ownerId
      : undefined;
  const singleDownload = useSinglePhotoDownload();
  const sharedDownload = useSharedPhotoDownload(albumId, albumOwnerId);
  const removeFromAlbum = useRemoveFromAlbum(albumId);
  const actions = useMemo<PreviewActions>(
    () =>
      kind === 'album'
        ? {
            download: singleDownload,
            copyToAlbum: true,
            remove: { labelId: 'albums.remove.action', remove: removeFromAlbum },
          }
        : { download: sharedDownload, copyToAlbum: false },
    [kind, singleDownload, sharedDownload, removeFromAlbum],
  );
  return useMemo(() => ({ view, listQuery, remember, actions }), [view, listQuery, remember, actions]);
}
