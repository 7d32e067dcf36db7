import {
  memo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { pickThumbnail, type Photo } from '@/lib/api/schemas/photo';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { SlotContent } from '../timeline/month-state';
import { formatPhotoDate } from '../utils/format-dates';
import styles from './timeline.module.css';

function BrokenImageIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 16l5-5 4 4M14 13l2-2 5 5M4 4l16 16" />
    </svg>
  );
}

/** A photo's thumbnail with the "Taken on {date}" tooltip (also its text alternative), or a failure icon. */
function PhotoThumbnail({
  photo,
  thumbnailId,
  firstScreen,
}: {
  photo: Photo;
  thumbnailId: number;
  firstScreen: boolean;
}) {
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
      // The first screen's thumbnails load at once and first (the start script preloads the same URLs, ADR 012).
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}

/** The "+N" tile: the photo behind it, dimmed, with the number of photos not shown. */
function LoadMore({
  remaining,
  cover,
  failed,
  thumbnailId,
}: {
  remaining: number;
  cover?: Photo;
  failed: boolean;
  thumbnailId: number;
}) {
  const i18n = useI18n();
  return (
    <>
      {cover && (
        <img
          className={styles.image}
          src={pickThumbnail(cover, thumbnailId)?.url ?? cover.url}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      )}
      <span className={styles.loadMore}>
        <span className={styles.loadMoreCount} aria-hidden="true">{`+${i18n.formatNumber(remaining)}`}</span>
        {failed && <span className={styles.loadMoreFailed}>{i18n.t('photos.loadMoreFailed')}</span>}
        <span className="visually-hidden">{i18n.t('photos.loadMore', { count: remaining })}</span>
      </span>
    </>
  );
}

export interface PhotoTileProps {
  /** A photo, a placeholder for one on its way, or the "+N" tile (see monthSlots). */
  content: SlotContent;
  /** THUMBNAIL_ID_SMALL or THUMBNAIL_ID_LARGE (see useThumbnailId). */
  thumbnailId: number;
  /** On the first screen of the page: the thumbnail loads eagerly, at high priority. */
  firstScreen?: boolean;
  /** Opens the photo (the preview); without it clicking a photo does nothing. */
  onOpen?: (photo: Photo) => void;
  /** In selection mode a click toggles the photo's selection instead of opening it. */
  selectionMode?: boolean;
  selected?: boolean;
  /** `range`: shift was held (select from the selection's anchor to this photo). */
  onToggle?: (photo: Photo, range: boolean) => void;
  /** Loads the month's next page (the "+N" tile). */
  onLoadMore?: () => void;
  /** The last "+N" failed: the tile says so and offers it again. */
  loadMoreFailed?: boolean;
  /** Identifies the cell for the grid's focus handling ("year/month|slot"). */
  cellId?: string;
  /** 0 for the grid's one tab stop, -1 otherwise. */
  tabIndex?: 0 | -1;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  style?: CSSProperties;
}

/**
 * A cell of the timeline grid. It stays the same element while its content changes from placeholder to photo
 * (or "+N"), so keyboard focus on it survives the month loading.
 */
export const PhotoTile = memo(function PhotoTile({
  content,
  thumbnailId,
  firstScreen = false,
  onOpen,
  selectionMode = false,
  selected = false,
  onToggle,
  onLoadMore,
  loadMoreFailed = false,
  cellId,
  tabIndex = -1,
  onKeyDown,
  onFocus,
  style,
}: PhotoTileProps) {
  const i18n = useI18n();
  // The cell stays while "+N" turns into a photo: the second click of a double-click on "+N" (event.detail 2)
  // lands on that photo, and must not open or toggle it (issue 23). A second click never opens a photo: the
  // first one did.
  const pressedLoadMore = useRef(false);
  const hasAction =
    content.kind === 'photo'
      ? Boolean(selectionMode ? onToggle : onOpen)
      : content.kind === 'loadMore' && Boolean(onLoadMore);
  const click = (event: MouseEvent) => {
    const afterLoadMore = pressedLoadMore.current;
    const second = event.detail > 1;
    if (content.kind === 'loadMore') {
      pressedLoadMore.current = true;
      if (!(second && afterLoadMore)) onLoadMore?.();
      return;
    }
    pressedLoadMore.current = false;
    if (content.kind !== 'photo' || (second && afterLoadMore)) return;
    if (selectionMode) onToggle?.(content.photo, event.shiftKey);
    else if (!second) onOpen?.(content.photo);
  };

  return (
    <div
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- ARIA grid over a virtualized CSS grid; see timeline-section.tsx
      role="gridcell"
      className={content.kind === 'placeholder' ? `${styles.cell} ${styles.placeholder}` : styles.cell}
      data-cell={cellId}
      data-action={hasAction ? '' : undefined}
      tabIndex={tabIndex}
      aria-selected={selectionMode && content.kind === 'photo' ? selected : undefined}
      style={style}
      onClick={hasAction ? click : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {selectionMode && content.kind === 'photo' && <span className={styles.check} aria-hidden="true" />}
      {content.kind === 'photo' ? (
        <PhotoThumbnail
          key={content.photo.imageId}
          photo={content.photo}
          thumbnailId={thumbnailId}
          firstScreen={firstScreen}
        />
      ) : content.kind === 'loadMore' ? (
        <LoadMore
          remaining={content.remaining}
          cover={content.cover}
          failed={loadMoreFailed}
          thumbnailId={thumbnailId}
        />
      ) : (
        <span className="visually-hidden">{i18n.t('common.loading')}</span>
      )}
    </div>
  );
});
