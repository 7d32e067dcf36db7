/**
 * The loader of the album and shared-album photo previews (account-area.md section 2): each behind its flag (not
 * found when it is off; the parent album route checks it too, but nested loaders run side by side), then the
 * photo looked for among the album's pages (the public module loads the viewer's code meanwhile); a photo that is not in the album
 * redirects to the album screen with the search string kept. Loaded with the preview, not with the entry.
 */
import { redirect } from '@tanstack/react-router';
import type { FlagOverrides } from '@/lib/feature-flags/feature-flags';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import type { AppConfig } from '@/lib/config/app-config';
import { ALBUM_VIEW_FLAG, requireRouteFlag, SHARED_ALBUMS_VIEW_FLAG } from '@/lib/feature-flags/route-flags';
import type { AlbumKind } from './album-preview-source';
import { resolveAlbumPreviewPhoto } from './resolve-album-preview-photo';

export interface AlbumPreviewLoad {
  context: { queryClient: QueryClient; api: ApiClients; config: Pick<AppConfig, 'featureFlags'> };
  params: { id: string; photoId: string };
  /** The query string (its flag overrides). */
  search: FlagOverrides;
}

export async function loadAlbumPreview(kind: AlbumKind, { context, params, search }: AlbumPreviewLoad) {
  const name = kind === 'album' ? ALBUM_VIEW_FLAG : SHARED_ALBUMS_VIEW_FLAG;
  requireRouteFlag(name, search, context.config);
  const found = await resolveAlbumPreviewPhoto({
    ...context,
    kind,
    albumId: params.id,
    photoId: params.photoId,
  });
  if (found) return;
  const keep = { params: { id: params.id }, search: true, replace: true } as const;
  throw kind === 'album'
    ? redirect({ to: '/my-photos/albums/$id', ...keep })
    : redirect({ to: '/my-photos/shared-albums/$id', ...keep });
}
