/**
 * The photo preview's behaviour apart from what it renders (photo-preview.tsx): keeping the shown list, moving to
 * the previous or next photo (loading pages as needed), preloading the neighbours, resetting a download.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { InfiniteQueryObserver, useQueryClient } from '@tanstack/react-query';
import { THUMBNAIL_ID_PREVIEW } from '@/lib/constants';
import { pickThumbnail, type Photo } from '@/lib/api/schemas/photo';
import { loadListFirstPage, loadListNextPage, loadListPagesUntil, loadListPreviousPage } from './load-month';
import {
  findPhotoPosition,
  nextTarget,
  previousTarget,
  type NeighbourTarget,
  type PhotoPosition,
} from './neighbours';
import type { PreviewDownload, PreviewSource } from './preview-source';

export type PreviewDirection = 'previous' | 'next';

/**
 * The shown photo's list stays in the cache while it is shown, the source remembers the photo (a reload of the
 * preview finds it again), and whatever closes the preview, the grid under it shows the photo shown last.
 */
export function useShownList({
  listQuery,
  remember,
  photoId,
  listIndex,
}: Pick<PreviewSource, 'listQuery' | 'remember'> & { photoId: string; listIndex: number | undefined }): void {
  const queryClient = useQueryClient();
  const shownQuery = listIndex === undefined ? undefined : listQuery(listIndex);
  const shownQueryHash = shownQuery ? JSON.stringify(shownQuery.queryKey) : undefined;
  useEffect(() => {
    if (!shownQuery) return;
    const observer = new InfiniteQueryObserver(queryClient, { ...shownQuery, enabled: false });
    return observer.subscribe(() => {});
    // The query's key, not its options' identity.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, shownQueryHash]);
  useEffect(() => {
    if (listIndex !== undefined) remember(photoId, listIndex);
  }, [remember, listIndex, photoId]);
  // Whatever closes the preview, the timeline under it shows the photo shown last.
  const shownPhotoId = useRef(photoId);
  useLayoutEffect(() => {
    shownPhotoId.current = photoId;
  }, [photoId]);
  const rememberLast = useRef(remember);
  useLayoutEffect(() => {
    rememberLast.current = remember;
  }, [remember]);
  const shownListIndex = useRef(listIndex);
  useLayoutEffect(() => {
    if (listIndex !== undefined) shownListIndex.current = listIndex;
  }, [listIndex]);
  useLayoutEffect(
    () => () => {
      if (shownListIndex.current !== undefined)
        rememberLast.current(shownPhotoId.current, shownListIndex.current);
    },
    [],
  );
}

/**
 * Previous and next: to the neighbour when it is loaded, else loading the page (or month) it is on first.
 * `move` follows keys pressed faster than the router shows photos; `go` moves to a given target (Delete uses it);
 * `show` shows a given photo. All three go through `show`, which remembers the photo asked for: the address changes
 * before the preview renders the photo, so a key pressed in between (ArrowLeft twice, right after Delete moved on)
 * moves on from the photo asked for last, not from the one still rendered.
 */
export function usePreviewNavigation({
  view,
  listQuery,
  photoId,
  position,
  onShowPhoto,
}: Pick<PreviewSource, 'view' | 'listQuery'> & {
  photoId: string;
  position: PhotoPosition | undefined;
  onShowPhoto: (photoId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PreviewDirection | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  // The photo last asked for: keys pressed faster than the router shows photos move on from it.
  const requested = useRef(photoId);
  useLayoutEffect(() => {
    requested.current = photoId;
  }, [photoId]);
  const show = useCallback(
    (shownPhotoId: string) => {
      requested.current = shownPhotoId;
      onShowPhoto(shownPhotoId);
    },
    [onShowPhoto],
  );

  const go = useCallback(
    // Resolves true when it showed a photo.
    async (direction: PreviewDirection, from: PhotoPosition | undefined, target: NeighbourTarget) => {
      if (!from || target.kind === 'none') return false;
      if (target.kind === 'photo') {
        show(target.photo.imageId);
        return true;
      }
      if (target.monthIndex >= view.keys.length) return false;
      const load = { queryClient, query: listQuery(target.monthIndex) };
      setPending(direction);
      setLoadFailed(false);
      try {
        let photo: Photo | undefined;
        if (target.kind === 'nextPage' || target.kind === 'previousPage') {
          // A window of pages (ADR 058) lets go of a page at its other end: the photo is found again by its id.
          const list = await (target.kind === 'nextPage'
            ? loadListNextPage(load)
            : loadListPreviousPage(load));
          const at = list.items.findIndex((item) => item.imageId === from.photo.imageId);
          photo = at < 0 ? undefined : list.items[target.kind === 'nextPage' ? at + 1 : at - 1];
        } else if (target.edge === 'first') photo = (await loadListFirstPage(load)).items[0];
        else photo = (await loadListPagesUntil(load)).items.at(-1);
        if (alive.current && photo) {
          show(photo.imageId);
          return true;
        }
      } catch {
        if (alive.current) setLoadFailed(true);
      } finally {
        if (alive.current) setPending(null);
      }
      return false;
    },
    [listQuery, queryClient, show, view.keys.length],
  );

  const move = (direction: PreviewDirection) => {
    if (pending) return;
    const from = findPhotoPosition(view, requested.current) ?? position;
    if (!from) return;
    void go(direction, from, direction === 'next' ? nextTarget(view, from) : previousTarget(view, from));
  };

  return { pending, loadFailed, go, move, show };
}

/** The neighbours' photos load before they are asked for. */
export function usePreloadNeighbours(previous: NeighbourTarget, next: NeighbourTarget): void {
  const previousUrl =
    previous.kind === 'photo' ? pickThumbnail(previous.photo, THUMBNAIL_ID_PREVIEW)?.url : undefined;
  const nextUrl = next.kind === 'photo' ? pickThumbnail(next.photo, THUMBNAIL_ID_PREVIEW)?.url : undefined;
  useEffect(() => {
    for (const url of [nextUrl, previousUrl]) if (url) new Image().src = url;
  }, [nextUrl, previousUrl]);
}

/** The download's state is back to initial when another photo is shown and when the preview closes. */
export function useDownloadReset(download: PreviewDownload, photoId: string): void {
  const { reset: resetDownload } = download;
  const downloadPhotoId = useRef(photoId);
  useEffect(() => {
    if (downloadPhotoId.current === photoId) return;
    downloadPhotoId.current = photoId;
    resetDownload();
  }, [photoId, resetDownload]);
  useEffect(() => resetDownload, [resetDownload]);
}
