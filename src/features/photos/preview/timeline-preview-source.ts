/**
 * The timeline's preview source (preview-source.ts): its months in display order for the photos page's sort, one
 * list each (the timeline's own month queries); the photo shown is remembered with its month (a reload of the
 * preview finds it again, resolve-preview-photo.ts) and the timeline is asked to return to it. Actions: Download,
 * Copy to album (album view flag) and Delete (from the library: useDeletePhoto).
 */
import { useCallback, useMemo } from 'react';
import { useApi } from '@/lib/api/use-api';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import {
  useTimeline,
  getTimelineMonthQueryOptions,
  orderTimelineMonths,
  toApiSort,
  usePhotoSort,
  monthKey,
  rememberPreviewedPhoto,
  requestScrollRestore,
  useMonthStates,
} from '@/features/photo-grid';
import { useDeletePhoto } from '@/features/photo-actions';
import { asPagedListQuery, type PreviewSource, useSinglePhotoDownload } from '@/features/photo-preview';

export function useTimelinePreviewSource(): PreviewSource {
  const api = useApi();
  const { data: months } = useTimeline();
  const [sort] = usePhotoSort('photos');
  const { sortKey, sortOrder } = toApiSort(sort);
  const apiSort = useMemo(() => ({ sortKey, sortOrder }), [sortKey, sortOrder]);
  const listId = `photos:${sort.sortKey}:${sort.sortOrder}`;
  const ordered = useMemo(() => orderTimelineMonths(months, sortOrder), [months, sortOrder]);
  const keys = useMemo(() => ordered.map(monthKey), [ordered]);
  const states = useMonthStates(ordered, apiSort);
  const view = useMemo(() => ({ keys, states }), [keys, states]);

  const listQuery = useCallback(
    (index: number) => {
      const month = ordered[index]!;
      return asPagedListQuery(
        getTimelineMonthQueryOptions(api, { ...apiSort, year: month.year, month: month.month }),
      );
    },
    [api, apiSort, ordered],
  );
  const remember = useCallback(
    (photoId: string, index: number) => {
      const key = keys[index];
      if (key !== undefined) rememberPreviewedPhoto({ list: listId, key, photoId });
      requestScrollRestore(photoId);
    },
    [keys, listId],
  );

  const download = useSinglePhotoDownload();
  const copyToAlbum = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const { mutate: deletePhoto } = useDeletePhoto();
  const actions = useMemo(
    () => ({
      download,
      copyToAlbum,
      remove: { labelId: 'photos.delete' as const, remove: deletePhoto },
    }),
    [download, copyToAlbum, deletePhoto],
  );
  return useMemo(() => ({ view, listQuery, remember, actions }), [view, listQuery, remember, actions]);
}
