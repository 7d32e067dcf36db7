/**
 * The loader of the album and shared-album photo previews (account-area.md section 2; each route guards its flag
 * with `requireFlag` first): the
 * photo looked for among the album's pages (the public module loads the viewer's code meanwhile); a photo that is not in the album
 * redirects to the album screen with the search string kept. Loaded with the preview, not with the entry.
 */
import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import type { AlbumKind } from './album-preview-source';
import { resolveAlbumPreviewPhoto } from './resolve-album-preview-photo';

export interface AlbumPreviewLoad {
  context: { queryClient: QueryClient; api: ApiClients };
  params: { id: string; photoId: string };
}

export async function loadAlbumPreview(kind: AlbumKind, { context, params }: AlbumPreviewLoad) {
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
