/**
 * The deletes' mutation keys (useIsMutating and the mutation cache find the deletes by these), under the photo
 * library's key (`PHOTOS_QUERY_KEY` of the photo grid).
 */
import { PHOTOS_QUERY_KEY } from '@/features/photo-grid';

export const DELETE_PHOTO_MUTATION_KEY = [...PHOTOS_QUERY_KEY, 'delete-photo'] as const;
export const DELETE_PHOTOS_MUTATION_KEY = [...PHOTOS_QUERY_KEY, 'delete-photos'] as const;
/** "Delete all photos" (the timeline's own action, in the photos feature). */
export const DELETE_ALL_PHOTOS_MUTATION_KEY = [...PHOTOS_QUERY_KEY, 'delete-all-photos'] as const;
