import type { QueryClient } from '@tanstack/react-query';
import { reRead } from '@/lib/mutations/use-app-mutation';
import { albumChangeInvalidations } from './album-changes';

/**
 * Every album query is asked again (at once when shown, else when next shown): after photos were deleted an
 * album's cover or photo count may show a photo that is gone; after an activation the albums are new.
 */
export function refreshAlbums(queryClient: QueryClient): Promise<void> {
  return reRead(queryClient, albumChangeInvalidations.all());
}
