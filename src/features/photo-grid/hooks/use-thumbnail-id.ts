import { BREAKPOINT_MEDIUM, THUMBNAIL_ID_LARGE, THUMBNAIL_ID_SMALL } from '@/lib/constants';
import { useMediaQuery } from '@/hooks/use-media-query';

/** Thumbnail 300 on small and medium screens, 800 on large ones (from the medium breakpoint up). */
export function useThumbnailId(): number {
  return useMediaQuery(`(min-width: ${BREAKPOINT_MEDIUM}px)`) ? THUMBNAIL_ID_LARGE : THUMBNAIL_ID_SMALL;
}
