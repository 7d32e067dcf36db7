import { type ComponentType, Suspense, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { THUMBNAIL_ID_PREVIEW } from '@/lib/constants';
import { ZOOM_MIN } from './constants';
import { pickThumbnail } from '@/lib/api/schemas/photo';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { usePreviewDelete } from './use-preview-delete';
import { useThumbnailId, formatPhotoDate } from '@/features/photo-grid';
import { findPhotoPosition, nextTarget, previousTarget, type NeighbourTarget } from './neighbours';
import { AlbumIcon, ArrowIcon, DeleteIcon, DownloadIcon, ZoomIcon } from './preview-icons';
import type { PreviewSource } from './preview-source';
import {
  useDownloadReset,
  usePreloadNeighbours,
  usePreviewNavigation,
  useShownList,
} from './use-preview-behaviour';
import { usePreviewGestures } from './use-preview-gestures';
import styles from './photo-preview.module.css';

export interface PhotoPreviewProps {
  /** What the preview shows and offers: the timeline's months, an album's pages (preview-source.ts). */
  source: PreviewSource;
  photoId: string;
  /** Shows another photo in the preview (the route replaces its id). */
  onShowPhoto: (photoId: string) => void;
  /** Closes the preview: back to the grid it was opened from. */
  onClose: () => void;
  /** The photo is not (or no longer) among the loaded photos. */
  onNotFound: () => void;
  /**
   * The copy-to-album modal (the albums feature's), shown by "Copy to album" when the source offers it. Given by
   * the list, so that the viewer, which the album screens use too, does not depend on the albums feature.
   */
  copyToAlbum?: ComponentType<{ photoIds: string[]; onClose: () => void }>;
}

/**
 * The full-screen preview of one photo (my-photos.md section 2, account-area.md "Photo preview (photos and
 * albums)"): Back, previous and next (arrow buttons, the arrow keys, a swipe), zoom by click or tap (and a button
 * for keyboards), pan when zoomed, drag down to close on mobile, and the actions its source offers. Previous and
 * next follow the source's order, loading the next page (or month) when the loaded photos end. It shows over the
 * grid it was opened from, which stays mounted under it and returns to the photo shown last when it closes.
 */
export function PhotoPreview({
  source,
  photoId,
  onShowPhoto,
  onClose,
  onNotFound,
  copyToAlbum: CopyToAlbumModal,
}: PhotoPreviewProps) {
  const i18n = useI18n();
  const t = i18n.t;
  const hintId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const placeholderThumbnailId = useThumbnailId();
  const downloadEnabled = useFeatureFlag('PhotoManagementDownloadEnabled');

  const { view, listQuery, remember, actions } = source;
  const position = findPhotoPosition(view, photoId);
  const next: NeighbourTarget = position ? nextTarget(view, position) : { kind: 'none' };
  const previous: NeighbourTarget = position ? previousTarget(view, position) : { kind: 'none' };
  const [imageState, setImageState] = useState<{ photoId: string; status: 'loaded' | 'failed' } | null>(null);
  const { pending, loadFailed, go, move, show } = usePreviewNavigation({
    view,
    listQuery,
    photoId,
    position,
    onShowPhoto,
  });

  // The photo vanished from the loaded photos (e.g. the library changed): back to the grid.
  const found = position !== undefined;
  useEffect(() => {
    if (!found) onNotFound();
  }, [found, onNotFound]);
  useShownList({ listQuery, remember, photoId, listIndex: position?.monthIndex });

  // Delete (or Delete from album): to the previous photo (or the next when this is the first), then the photo goes.
  const deletion = usePreviewDelete({
    remove: actions.remove?.remove,
    photoId,
    previous,
    next,
    showPhoto: show,
    loadAndShow: (direction, target) => go(direction, position, target),
    close: onClose,
  });

  const photo = position?.photo;
  const thumbnail = photo ? pickThumbnail(photo, THUMBNAIL_ID_PREVIEW) : undefined;
  const natural = { width: thumbnail?.width ?? 0, height: thumbnail?.height ?? 0 };
  const hasPrevious = previous.kind !== 'none';
  const hasNext = next.kind !== 'none';
  const {
    view: gesture,
    toggleZoom,
    handlers,
  } = usePreviewGestures({
    stageRef,
    natural,
    photoId,
    hasPrevious,
    hasNext,
    onNavigate: move,
    onClose,
  });
  const zoomed = gesture.zoom > ZOOM_MIN;
  usePreloadNeighbours(previous, next);
  const download = actions.download;
  useDownloadReset(download, photoId);

  /** The photo the copy-to-album modal is open for. */
  const [copyingPhotoId, setCopyingPhotoId] = useState<string | undefined>(undefined);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? 'previous' : 'next');
    }
  };

  if (!photo) return null;

  const takenOn = photo.dateTaken
    ? t('photos.takenOn', { date: formatPhotoDate(photo.dateTaken, i18n) })
    : undefined;
  const description = takenOn ?? photo.localFileName;
  const status = imageState?.photoId === photoId ? imageState.status : 'loading';
  const placeholder = pickThumbnail(photo, placeholderThumbnailId);
  const { pan, offset, zoom } = gesture;
  const imageStyle: CSSProperties = {
    transform: `translate3d(${pan.x + offset.x}px, ${pan.y + offset.y}px, 0) scale(${zoom})`,
  };
  const stageStyle =
    offset.y > 0 ? ({ '--close-progress': String(Math.min(1, offset.y / 400)) } as CSSProperties) : undefined;

  return (
    <Modal
      variant="fullscreen"
      onClose={onClose}
      aria-label={t('photos.preview.label')}
      aria-describedby={hintId}
      className={styles.preview}
      onKeyDown={onKeyDown}
    >
      <p id={hintId} className="visually-hidden">
        {t('photos.preview.keyboardHint')}
      </p>
      <div
        ref={stageRef}
        className={styles.stage}
        style={stageStyle}
        data-zoomed={zoomed || undefined}
        data-dragging={gesture.dragging || undefined}
        {...handlers}
      >
        {status === 'failed' ? (
          <div className={styles.failed}>
            <p>
              {description}
              <br />
              {t('photos.imageFailed')}
            </p>
          </div>
        ) : (
          <>
            {status === 'loading' && placeholder && placeholder !== thumbnail && (
              <img
                className={styles.image}
                src={placeholder.url}
                alt=""
                draggable={false}
                style={imageStyle}
              />
            )}
            <img
              key={photoId}
              className={styles.image}
              src={thumbnail?.url ?? photo.url}
              alt={description}
              draggable={false}
              data-loaded={status === 'loaded' || undefined}
              style={imageStyle}
              onLoad={() => setImageState({ photoId, status: 'loaded' })}
              onError={() => setImageState({ photoId, status: 'failed' })}
            />
          </>
        )}
      </div>

      <div className={styles.topBar}>
        <Button variant="overlay" onPress={onClose}>
          <ArrowIcon direction="left" />
          {t('photos.preview.back')}
        </Button>
        <div className={styles.tools}>
          <Button
            variant="overlay"
            aria-label={zoomed ? t('photos.preview.zoomOut') : t('photos.preview.zoomIn')}
            onPress={() => toggleZoom()}
          >
            <ZoomIcon zoomed={zoomed} />
          </Button>
          {downloadEnabled && (
            <Button variant="overlay" isPending={download.isPending} onPress={() => download.download(photo)}>
              <DownloadIcon />
              {t('photos.download')}
            </Button>
          )}
          {actions.copyToAlbum && CopyToAlbumModal && (
            <Button variant="overlay" onPress={() => setCopyingPhotoId(photo.imageId)}>
              <AlbumIcon />
              {t('photos.copyToAlbum')}
            </Button>
          )}
          {actions.remove && (
            <Button variant="overlay" onPress={() => void deletion.remove()}>
              <DeleteIcon />
              {t(actions.remove.labelId)}
            </Button>
          )}
        </div>
      </div>

      {hasPrevious && (
        <Button
          variant="overlay"
          className={`${styles.arrow} ${styles.previous}`}
          aria-label={t('photos.preview.previous')}
          isPending={pending === 'previous'}
          onPress={() => move('previous')}
        >
          <ArrowIcon direction="left" />
        </Button>
      )}
      {hasNext && (
        <Button
          variant="overlay"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={t('photos.preview.next')}
          isPending={pending === 'next'}
          onPress={() => move('next')}
        >
          <ArrowIcon direction="right" />
        </Button>
      )}

      <div className={styles.notices}>
        {pending && (
          <div className={styles.notice}>
            <Spinner label={t('common.loading')} showLabel />
          </div>
        )}
        {loadFailed && !pending && (
          <div className={styles.noticeAlert}>
            <Alert>{t('photos.loadError')}</Alert>
          </div>
        )}
      </div>
      {copyingPhotoId && CopyToAlbumModal && (
        <Suspense fallback={null}>
          <CopyToAlbumModal photoIds={[copyingPhotoId]} onClose={() => setCopyingPhotoId(undefined)} />
        </Suspense>
      )}
      {/* The photo's name is announced when the preview moves to it. */}
      <p className="visually-hidden" aria-live="polite">
        {description}
      </p>
    </Modal>
  );
}
