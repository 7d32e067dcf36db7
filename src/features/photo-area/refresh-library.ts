import type { QueryClient } from '@tanstack/react-query';
import { refreshUserCounts } from '@/features/user-counts';
import { refreshPhotoQueries } from '@/features/photo-grid';

/**
 * An activation imported the library (account-area.md section 4, "Photo activation status": when it becomes
 * Active, album, photo, timeline and user data are refreshed): the photos and the timeline, every album query
 * (own and shared: lists, albums, their photos, the shared counts) and the user's counts (GET /users: the tabs'
 * numbers) are asked again, at once when shown, else when next shown. The albums feature's code is not part of
 * the timeline's first screen: it loads here, on first use.
 */
export async function refreshLibrary(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshPhotoQueries(queryClient),
    import('@/features/albums').then(({ refreshAlbums }) => refreshAlbums(queryClient)),
    refreshUserCounts(queryClient),
  ]);
}
