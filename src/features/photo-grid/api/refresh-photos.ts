import type { QueryClient } from '@tanstack/react-query';
import { PHOTOS_QUERY_KEY } from './keys';

/** Every photos query (the timeline, its months) is asked again: photos were added (an upload, an activation). */
export function refreshPhotoQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY });
}
