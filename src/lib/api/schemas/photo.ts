import { z } from 'zod';

/** Thumbnail of a photo (`Thumbnail` in openapi/services/photo.yaml). */
export const thumbnailSchema = z.object({
  id: z.number().int().min(0),
  url: z.url(),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
});

const dateTime = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .optional();

/**
 * A photo as the UI uses it (`PhotoImage` of the contract, field names unchanged; dates become Date).
 * Shared by every photo list: timeline, albums, shared albums.
 */
export const photoSchema = z.object({
  imageId: z.string().min(1),
  uploadId: z.string().min(1),
  localFileName: z.string(),
  url: z.url(),
  untouchedUrl: z.url(),
  thumbnails: z.array(thumbnailSchema),
  dateTaken: dateTime,
  uploadEnd: dateTime,
  visibleWidth: z.number().int().min(0).optional(),
  visibleHeight: z.number().int().min(0).optional(),
});

export type Thumbnail = z.infer<typeof thumbnailSchema>;
export type Photo = z.infer<typeof photoSchema>;

/** A page of a photo list: the photos and the cursor of the next page (null on the last page). */
export const photoPageSchema = z.object({
  cursor: z.string().nullable(),
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
