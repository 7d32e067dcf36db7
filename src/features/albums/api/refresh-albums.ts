import type { QueryClient } from '@tanstack/react-query';
import { ALBUMS_QUERY_KEY } from './keys';

/**
 * Every album query is asked again (at once when shown, else when next shown): after photos were deleted an
 * album's cover or photo count may show a photo that is gone; after an activation the albums are new.
 */
export function refreshAlbums(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ALBUMS_QUERY_KEY });
}
