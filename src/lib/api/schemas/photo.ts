import { z } from 'zod/mini';
import { dateTimeSchema } from './date-time';

const nonNegativeInt = z.int().check(z.nonnegative());

/** Thumbnail of a photo (`Thumbnail` in openapi/services/photo.yaml). */
export const thumbnailSchema = z.object({
  id: nonNegativeInt,
  url: z.url(),
  width: nonNegativeInt,
  height: nonNegativeInt,
});

const dateTime = z.optional(dateTimeSchema);

/**
 * A photo as the UI uses it (`PhotoImage` of the contract, field names unchanged; dates become Date).
 * Shared by every photo list: timeline, albums, shared albums.
 */
export const photoSchema = z.object({
  imageId: z.string().check(z.minLength(1)),
  uploadId: z.string().check(z.minLength(1)),
  localFileName: z.string(),
  url: z.url(),
  untouchedUrl: z.url(),
  thumbnails: z.array(thumbnailSchema),
  dateTaken: dateTime,
  uploadEnd: dateTime,
  visibleWidth: z.optional(nonNegativeInt),
  visibleHeight: z.optional(nonNegativeInt),
});

export type Thumbnail = z.infer<typeof thumbnailSchema>;
export type Photo = z.infer<typeof photoSchema>;

/** A page of a photo list: the photos and the cursor of the next page (null on the last page). */
export const photoPageSchema = z.object({
  cursor: z.nullable(z.string()),
  images: z.array(photoSchema),
});

export type PhotoPage = z.infer<typeof photoPageSchema>;

/** The thumbnail of `id`, else the smallest larger one, else the largest there is. */
export function pickThumbnail(photo: Pick<Photo, 'thumbnails'>, id: number): Thumbnail | undefined {
  const exact = photo.thumbnails.find((thumbnail) => thumbnail.id === id);
  if (exact) return exact;
  const bySize = [...photo.thumbnails].sort((a, b) => a.id - b.id);
  return bySize.find((thumbnail) => thumbnail.id > id) ?? bySize.at(-1);
}
