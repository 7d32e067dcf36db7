/**
 * Whether an album preview can show photo `photoId` (account-area.md "Shared album screen": "redirects to the
 * shared album if the photo is not found"; "Photo preview": "If the photo is not found, redirect to the list").
 * No call fetches one album photo by id (section 7 lists GET /albums/{id}/photos and GET
 * /shared-albums/{id}/photos only), so the photo is looked for among the album's pages in the album screen's sort:
 * the pages already loaded, then page after page through the album grid's own query until it is found or the
 * album ends. Opened from the album screen it is found at once; a deep link loads the pages up to it (the grid
 * then shows them too). A page that cannot be loaded counts as not found (the album screen shows the failure).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { appStore } from '@/lib/store';
import { photoSortsAtom, toApiSort, type ApiSort, type MonthState } from '@/features/photo-grid';
import { albumPhotosQuery, type AlbumKind } from './album-preview-source';
import { cachedListState, loadListPagesUntil } from '@/features/photo-preview';

export interface ResolveAlbumPreviewPhoto {
  queryClient: QueryClient;
  api: ApiClients;
  kind: AlbumKind;
  albumId: string;
  photoId: string;
  /** The album screen's sort; the remembered one (photoSortsAtom) by default. */
  sort?: ApiSort;
}

const holds = (list: MonthState, photoId: string) => list.items.some((photo) => photo.imageId === photoId);

export async function resolveAlbumPreviewPhoto({
  queryClient,
  api,
  kind,
  albumId,
  photoId,
  sort = toApiSort(appStore.get(photoSortsAtom)[kind === 'album' ? 'albumPhotos' : 'sharedAlbumPhotos']),
}: ResolveAlbumPreviewPhoto): Promise<boolean> {
  const load = { queryClient, query: albumPhotosQuery(api, kind, albumId, sort) };
  if (holds(cachedListState(load), photoId)) return true;
  try {
    return holds(await loadListPagesUntil(load, (list) => holds(list, photoId)), photoId);
  } catch {
    return false;
  }
}
