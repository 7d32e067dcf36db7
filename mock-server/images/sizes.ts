/** Thumbnail ids and their sizes: shared by the photo JSON and the image route, so both always agree. */

/** 300 for small and medium screens, 800 for large, 1300 in the preview. */
export const THUMBNAIL_IDS = [300, 800, 1300] as const;
export type ThumbnailId = (typeof THUMBNAIL_IDS)[number];
export type ImageVariant = ThumbnailId | 'original';

export function isImageVariant(value: string): value is `${ImageVariant}` {
  return value === 'original' || THUMBNAIL_IDS.some((id) => String(id) === value);
}

/** Scales (width, height) down so the long side fits `longSide`; never scales up. */
export function fitLongSide(
  width: number,
  height: number,
  longSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function variantSize(
  width: number,
  height: number,
  variant: ImageVariant,
): { width: number; height: number } {
  return variant === 'original' ? { width, height } : fitLongSide(width, height, variant);
}

export function imageUrl(publicUrl: string, imageId: string, variant: ImageVariant): string {
  return `${publicUrl}/images/${encodeURIComponent(imageId)}/${variant}.jpg`;
}
