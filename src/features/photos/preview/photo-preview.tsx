import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { InfiniteQueryObserver, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { THUMBNAIL_ID_PREVIEW } from '@/lib/constants';
import { ZOOM_MIN } from '../constants';
import { CopyToAlbumModal } from '@/features/albums';
import { pickThumbnail, type Photo } from '@/lib/api/schemas/photo';
import { useApi } from '@/lib/api/use-api';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { usePreviewDelete } from '../delete/use-preview-delete';
import { useTimeline } from '../api/get-timeline';
import { getTimelineMonthQueryOptions } from '../api/get-timeline-month';
import { usePhotoDownload } from '../download/use-photo-download';
import { useThumbnailId } from '../hooks/use-thumbnail-id';
import { orderTimelineMonths, toApiSort, usePhotoSort } from '../sorting/photo-sort';
import { monthKey } from '../timeline/month-state';
import { rememberPreviewedPhoto, requestScrollRestore } from '../timeline/scroll-anchor';
import { useMonthStates } from '../timeline/use-month-states';
import { formatPhotoDate } from '../utils/format-dates';
import { loadFirstPage, loadNextPage, loadPagesUntil } from './load-month';
import {
  findPhotoPosition,
  nextTarget,
  previousTarget,
  type NeighbourTarget,
  type PhotoPosition,
} from './neighbours';
import { usePreviewGestures } from './use-preview-gestures';
import styles from './photo-preview.module.css';

export type PreviewDirection = 'previous' | 'next';

export interface PhotoPreviewProps {
  photoId: string;
  /** Shows another photo in the preview (the route replaces its id). */
  onShowPhoto: (photoId: string) => void;
  /** Closes the preview: back to the timeline. */
  onClose: () => void;
  /** The photo is not (or no longer) among the loaded photos. */
  onNotFound: () => void;
}

/** The preview's stroke icons: a 24-unit grid drawn in the text colour, hidden from assistive technology. */
function StrokeIcon({ size = 22, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const ArrowIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <StrokeIcon size={24}>
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </StrokeIcon>
);

const ZoomIcon = ({ zoomed }: { zoomed: boolean }) => (
  <StrokeIcon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d={zoomed ? 'M7.5 10.5h6M16 16l5 5' : 'M7.5 10.5h6M10.5 7.5v6M16 16l5 5'} />
  </StrokeIcon>
);

const DownloadIcon = () => (
  <StrokeIcon>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </StrokeIcon>
);

const DeleteIcon = () => (
  <StrokeIcon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </StrokeIcon>
);

const AlbumIcon = () => (
  <StrokeIcon>
    <rect x="3" y="5" width="14" height="14" rx="2" />
    <path d="M7 2h12a2 2 0 0 1 2 2v12M3 15l4-4 4 4M14 11v6M11 14h6" />
  </StrokeIcon>
);

/**
 * The full-screen preview of one photo of the timeline (my-photos.md section 2): Back, previous and next (arrow
 * buttons, the arrow keys, a swipe), zoom by click or tap (and a button for keyboards), pan when zoomed, drag
 * down to close on mobile, and the Download and Copy to album (album view flag) actions. Previous and next follow the timeline's order for its
 * sort, loading the next page or month when the loaded photos end. It shows over the timeline, which stays
 * mounted under it and returns to the photo shown last when the preview closes.
 */
export function PhotoPreview({ photoId, onShowPhoto, onClose, onNotFound }: PhotoPreviewProps) {
  const i18n = useI18n();
  const t = i18n.t;
  const api = useApi();
  const queryClient = useQueryClient();
  const hintId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const placeholderThumbnailId = useThumbnailId();
  const downloadEnabled = useFeatureFlag('PhotoManagementDownloadEnabled');

  const { data: months } = useTimeline();
  const [sort] = usePhotoSort('photos');
  const { sortKey, sortOrder } = toApiSort(sort);
  const apiSort = useMemo(() => ({ sortKey, sortOrder }), [sortKey, sortOrder]);
  const listId = `photos:${sort.sortKey}:${sort.sortOrder}`;
  const ordered = useMemo(() => orderTimelineMonths(months, sortOrder), [months, sortOrder]);
  const keys = useMemo(() => ordered.map(monthKey), [ordered]);
  const states = useMonthStates(ordered, apiSort);
  const view = useMemo(() => ({ keys, states }), [keys, states]);
  const position = useMemo(() => findPhotoPosition(view, photoId), [view, photoId]);
  const next: NeighbourTarget = position ? nextTarget(view, position) : { kind: 'none' };
  const previous: NeighbourTarget = position ? previousTarget(view, position) : { kind: 'none' };

  const [pending, setPending] = useState<PreviewDirection | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [imageState, setImageState] = useState<{ photoId: string; status: 'loaded' | 'failed' } | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  // The photo vanished from the loaded months (e.g. the library changed): back to the timeline.
  useEffect(() => {
    if (!position) onNotFound();
  }, [position, onNotFound]);

  // The shown photo's month stays in the cache while it is shown, and a reload of the preview finds it again.
  const monthOfPhoto = position ? ordered[position.monthIndex] : undefined;
  useEffect(() => {
    if (!monthOfPhoto) return;
    const params = { ...apiSort, year: monthOfPhoto.year, month: monthOfPhoto.month };
    const observer = new InfiniteQueryObserver(queryClient, {
      ...getTimelineMonthQueryOptions(api, params),
      enabled: false,
    });
    return observer.subscribe(() => {});
  }, [api, apiSort, monthOfPhoto, queryClient]);
  useEffect(() => {
    if (!monthOfPhoto) return;
    rememberPreviewedPhoto({ list: listId, key: monthKey(monthOfPhoto), photoId });
    requestScrollRestore(photoId);
  }, [listId, monthOfPhoto, photoId]);
  // Whatever closes the preview, the timeline under it shows the photo shown last.
  const shownPhotoId = useRef(photoId);
  useLayoutEffect(() => {
    shownPhotoId.current = photoId;
  }, [photoId]);
  useLayoutEffect(() => () => requestScrollRestore(shownPhotoId.current), []);

  const go = useCallback(
    // Resolves true when it showed a photo.
    async (direction: PreviewDirection, from: PhotoPosition | undefined, target: NeighbourTarget) => {
      if (!from || target.kind === 'none') return false;
      if (target.kind === 'photo') {
        onShowPhoto(target.photo.imageId);
        return true;
      }
      const month = ordered[target.monthIndex];
      if (!month) return false;
      const load = { queryClient, api, params: { ...apiSort, year: month.year, month: month.month } };
      setPending(direction);
      setLoadFailed(false);
      try {
        let photo: Photo | undefined;
        if (target.kind === 'nextPage') photo = (await loadNextPage(load)).items[from.index + 1];
        else if (target.edge === 'first') photo = (await loadFirstPage(load)).items[0];
        else photo = (await loadPagesUntil(load)).items.at(-1);
        if (alive.current && photo) {
          onShowPhoto(photo.imageId);
          return true;
        }
      } catch {
        if (alive.current) setLoadFailed(true);
      } finally {
        if (alive.current) setPending(null);
      }
      return false;
    },
    [api, apiSort, onShowPhoto, ordered, queryClient],
  );

  // The photo last asked for: keys pressed faster than the router shows photos move on from it.
  const requested = useRef(photoId);
  useLayoutEffect(() => {
    requested.current = photoId;
  }, [photoId]);
  const move = (direction: PreviewDirection) => {
    if (pending) return;
    const from = findPhotoPosition(view, requested.current) ?? position;
    if (!from) return;
    const target = direction === 'next' ? nextTarget(view, from) : previousTarget(view, from);
    if (target.kind === 'photo') requested.current = target.photo.imageId;
    void go(direction, from, target);
  };

  // Delete: to the previous photo (or the next when this is the first), then the photo is deleted.
  const deletion = usePreviewDelete({
    photoId,
    previous,
    next,
    showPhoto: onShowPhoto,
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

  // The neighbours' photos load before they are asked for.
  const previousUrl =
    previous.kind === 'photo' ? pickThumbnail(previous.photo, THUMBNAIL_ID_PREVIEW)?.url : undefined;
  const nextUrl = next.kind === 'photo' ? pickThumbnail(next.photo, THUMBNAIL_ID_PREVIEW)?.url : undefined;
  useEffect(() => {
    for (const url of [nextUrl, previousUrl]) if (url) new Image().src = url;
  }, [nextUrl, previousUrl]);

  // The download's state is back to initial when another photo is shown and when the preview closes.
  const download = usePhotoDownload();
  const { reset: resetDownload } = download;
  const downloadPhotoId = useRef(photoId);
  useEffect(() => {
    if (downloadPhotoId.current === photoId) return;
    downloadPhotoId.current = photoId;
    resetDownload();
  }, [photoId, resetDownload]);
  useEffect(() => resetDownload, [resetDownload]);

  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
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
            <Button
              variant="overlay"
              isPending={download.state === 'pending'}
              onPress={() => download.download(photo)}
            >
              <DownloadIcon />
              {t('photos.download')}
            </Button>
          )}
          {albumsEnabled && (
            <Button variant="overlay" onPress={() => setCopyingPhotoId(photo.imageId)}>
              <AlbumIcon />
              {t('photos.copyToAlbum')}
            </Button>
          )}
          <Button variant="overlay" onPress={() => void deletion.remove()}>
            <DeleteIcon />
            {t('photos.delete')}
          </Button>
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
      {copyingPhotoId && (
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
