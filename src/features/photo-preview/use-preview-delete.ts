/**
 * The preview's Delete (issue #5, single delete) and Delete from album (issue #13): the preview first moves to the
 * previous photo, or to the next one when the removed photo is the first of the list (the second photo becomes
 * the first), and only then is the photo removed by the source's `remove` (the timeline: useDeletePhoto, off the
 * screen at once, back if the call fails; an album: out of the album once the service confirms). Moving first keeps the
 * preview open: a shown photo that leaves the loaded photos closes it. When the neighbour is in a month not
 * loaded yet, it is loaded first (as the arrows do); when there is no other photo, or it cannot be loaded, the
 * preview closes and the photo is deleted.
 *
 * Assumptions (not shown in the documents): there is no confirmation step (the spec says the photo is removed
 * at once); if the delete fails while the preview still shows the photo it moved to, it moves back to the photo
 * that could not be deleted, so the user sees it is still there (the failure toast says so too).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isUnreadableAnswer } from '@/lib/mutations/unreadable-answer';
import type { NeighbourTarget } from './neighbours';
import type { RemovePhoto } from './preview-source';

export type PreviewMoveDirection = 'previous' | 'next';

export interface UsePreviewDeleteOptions {
  /** The source's removal (the library's delete, or out of the album); none: the preview offers no removal. */
  remove: RemovePhoto | undefined;
  /** The photo shown. */
  photoId: string;
  previous: NeighbourTarget;
  next: NeighbourTarget;
  /** Shows a loaded photo. */
  showPhoto: (photoId: string) => void;
  /** Loads what `target` names and shows its photo; resolves true when a photo is shown. */
  loadAndShow: (direction: PreviewMoveDirection, target: NeighbourTarget) => Promise<boolean>;
  close: () => void;
}

/** Where to go before deleting: the previous photo, else the next (the deleted one was the first), else none. */
export function moveAfterDelete(
  previous: NeighbourTarget,
  next: NeighbourTarget,
): { direction: PreviewMoveDirection; target: NeighbourTarget } | null {
  if (previous.kind !== 'none') return { direction: 'previous', target: previous };
  if (next.kind !== 'none') return { direction: 'next', target: next };
  return null;
}

const NO_REMOVAL: RemovePhoto = () => {};

export function usePreviewDelete({
  remove: removePhoto,
  photoId,
  previous,
  next,
  showPhoto,
  loadAndShow,
  close,
}: UsePreviewDeleteOptions) {
  const mutate = removePhoto ?? NO_REMOVAL;
  // The photo to delete as soon as the preview shows another one.
  const pending = useRef<string | null>(null);
  const [moving, setMoving] = useState(false);
  const shown = useRef(photoId);
  useLayoutEffect(() => {
    shown.current = photoId;
  }, [photoId]);

  const run = useCallback(
    (deleted: string, landedOn: string | null) =>
      mutate(deleted, {
        // Only while the preview is open (these per-call callbacks do not run after it closed).
        onError: (error) => {
          // An answer that cannot be read: the photo may be gone, so the preview does not go back to it.
          if (isUnreadableAnswer(error)) return;
          if (landedOn !== null && shown.current === landedOn) showPhoto(deleted);
        },
      }),
    [mutate, showPhoto],
  );

  // The preview moved on: delete the photo it left.
  useEffect(() => {
    const deleted = pending.current;
    if (deleted === null || deleted === photoId) return;
    pending.current = null;
    setMoving(false);
    run(deleted, photoId);
  }, [photoId, run]);

  // Closed while moving (e.g. Escape during a load): the photo is still deleted (by the removal of the moment).
  const latestMutate = useRef(mutate);
  useLayoutEffect(() => {
    latestMutate.current = mutate;
  }, [mutate]);
  useEffect(
    () => () => {
      if (pending.current !== null) latestMutate.current(pending.current, {});
    },
    [],
  );

  const closeAndDelete = useCallback(
    (deleted: string) => {
      pending.current = null;
      setMoving(false);
      close();
      run(deleted, null);
    },
    [close, run],
  );

  const remove = useCallback(async () => {
    if (pending.current !== null) return;
    const deleted = photoId;
    const move = moveAfterDelete(previous, next);
    if (!move) return closeAndDelete(deleted);
    pending.current = deleted;
    setMoving(true);
    if (move.target.kind === 'photo') return showPhoto(move.target.photo.imageId);
    const shownOther = await loadAndShow(move.direction, move.target);
    if (!shownOther && pending.current === deleted) closeAndDelete(deleted);
  }, [closeAndDelete, loadAndShow, next, photoId, previous, showPhoto]);

  return { remove, isMoving: moving };
}
