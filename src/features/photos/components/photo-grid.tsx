import type { Photo } from '@/lib/api/schemas/photo';
import { useThumbnailId } from '../hooks/use-thumbnail-id';
import { PhotoTile } from './photo-tile';
import styles from './photos.module.css';

export function PhotoGrid({ photos }: { photos: Photo[] }) {
  const thumbnailId = useThumbnailId();
  return (
    <ul className={styles.grid}>
      {photos.map((photo) => (
        <li key={photo.imageId} className={styles.tile}>
          <PhotoTile photo={photo} thumbnailId={thumbnailId} />
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles holding a month's place (and height) until its photos arrive. */
export function PlaceholderGrid({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${styles.tile} ${styles.placeholder}`} />
      ))}
    </ul>
  );
}
