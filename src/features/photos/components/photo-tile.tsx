import { useState } from 'react';
import { pickThumbnail, type Photo } from '@/lib/api/schemas/photo';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { formatPhotoDate } from '../utils/format-dates';
import styles from './photos.module.css';

function BrokenImageIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 16l5-5 4 4M14 13l2-2 5 5M4 4l16 16" />
    </svg>
  );
}

/** A photo's thumbnail with the "Taken on {date}" tooltip; a failure icon when the image does not load. */
export function PhotoTile({ photo, thumbnailId }: { photo: Photo; thumbnailId: number }) {
  const i18n = useI18n();
  const [failed, setFailed] = useState(false);
  const thumbnail = pickThumbnail(photo, thumbnailId);
  const takenOn = photo.dateTaken
    ? i18n.t('photos.takenOn', { date: formatPhotoDate(photo.dateTaken, i18n) })
    : undefined;
  const description = takenOn ?? photo.localFileName;

  if (failed || !thumbnail) {
    return (
      <div className={styles.failed} title={takenOn}>
        <BrokenImageIcon />
        <span className="visually-hidden">{`${description}. ${i18n.t('photos.imageFailed')}`}</span>
      </div>
    );
  }
  return (
    <img
      className={styles.image}
      src={thumbnail.url}
      width={thumbnail.width}
      height={thumbnail.height}
      alt={description}
      title={takenOn}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
