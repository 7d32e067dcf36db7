import type { QueryClient } from '@tanstack/react-query';

/**
 * Every album query asked again after photos left the library (an album's cover or count may show a deleted
 * photo): the albums feature's `refreshAlbums`, loaded on first use. The albums feature builds on these actions,
 * so they reach it only through a dynamic import of its public module (no cycle between the two).
 */
export async function refreshAlbums(queryClient: QueryClient): Promise<void> {
  const albums = await import('@/features/albums');
  await albums.refreshAlbums(queryClient);
}
