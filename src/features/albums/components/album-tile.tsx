import { Link } from '@/components/ui/link';
import { THUMBNAIL_ID_SMALL } from '@/lib/constants';
import { pickThumbnail, type Photo } from '@/lib/api/schemas/photo';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { formatPhotoDate } from '@/features/photo-grid';
import styles from './albums.module.css';

export interface AlbumTileProps {
  album: {
    albumId: string;
    albumName: string;
    photosCount: number;
    created: Date;
    coverPhoto?: Photo | null;
  };
  /** Own albums and shared albums open their own routes (the query string kept). */
  shared?: boolean;
  /** On the list's first screen: the cover loads at once, not when it nears the viewport (FIRST_SCREEN_IMAGES). */
  firstScreen?: boolean;
}

/** An album tile: cover (or a placeholder), photo count, name, 'Created {date}'. Names render as text. */
export function AlbumTile({ album, shared = false, firstScreen = false }: AlbumTileProps) {
  const i18n = useI18n();
  const thumbnail = album.coverPhoto ? pickThumbnail(album.coverPhoto, THUMBNAIL_ID_SMALL) : undefined;
  return (
    <li className={styles.tile}>
      <Link
        className={styles.tileLink}
        to={shared ? '/my-photos/shared-albums/$id' : '/my-photos/albums/$id'}
        params={{ id: album.albumId }}
        search
      >
        {thumbnail ? (
          <img className={styles.cover} src={thumbnail.url} alt="" loading={firstScreen ? 'eager' : 'lazy'} />
        ) : (
          <span className={styles.cover} data-empty aria-hidden="true" />
        )}
        <span className={styles.tileName}>{album.albumName}</span>
      </Link>
      <span className={styles.tileMeta}>{i18n.t('albums.photosCount', { count: album.photosCount })}</span>
      <span className={styles.tileMeta}>
        {i18n.t('albums.created', { date: formatPhotoDate(album.created, i18n) })}
      </span>
    </li>
  );
}
