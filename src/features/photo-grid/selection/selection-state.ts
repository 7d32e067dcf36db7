/**
 * The photos page's selection mode (client state, jotai): whether it is on, what is selected, and the photo
 * a shift-click range starts from. Stopping clears the selection; the selection survives scrolling, month
 * loading and a change of sort (it is kept by photo id, not by position).
 */
import { useCallback, useMemo } from 'react';
import type { Photo } from '@/lib/api/schemas/photo';
import { atom, useAtom } from '@/lib/store';
import {
  EMPTY_SELECTION,
  selectAll,
  toggle as toggleOne,
  toggleAll as toggleMany,
  without,
  type Selection,
} from './selection';

export interface SelectionState {
  active: boolean;
  selected: Selection;
  /** The last photo toggled on its own: a shift-click selects from it. */
  anchorId: string | undefined;
}

const INITIAL: SelectionState = { active: false, selected: EMPTY_SELECTION, anchorId: undefined };

export const selectionAtom = atom<SelectionState>(INITIAL);

export interface SelectionApi extends SelectionState {
  count: number;
  start(): void;
  /** Leaves selection mode; the selection is cleared. */
  stop(): void;
  isSelected(photo: Photo): boolean;
  /** Toggles one photo (starting selection mode if needed); it becomes the anchor of a range. */
  toggle(photo: Photo): void;
  /** Selects a range (shift-click); the anchor stays. */
  selectRange(photos: readonly Photo[]): void;
  /** A month's select-all: all selected -> all deselected, otherwise all selected. */
  toggleAll(photos: readonly Photo[]): void;
  deselectAll(): void;
  /** Photos that were deleted leave the selection. */
  forget(photoIds: Iterable<string>): void;
}

/** A selection of its own (the add-photos picker's, beside the page's). */
export const createSelectionAtom = () => atom<SelectionState>(INITIAL);

/** The page's selection, or with `of` another one (createSelectionAtom). */
export function useSelection(of: typeof selectionAtom = selectionAtom): SelectionApi {
  const [state, setState] = useAtom(of);
  const start = useCallback(() => setState((s) => (s.active ? s : { ...s, active: true })), [setState]);
  const stop = useCallback(() => setState(INITIAL), [setState]);
  const toggle = useCallback(
    (photo: Photo) =>
      setState((s) => ({ active: true, selected: toggleOne(s.selected, photo), anchorId: photo.imageId })),
    [setState],
  );
  const selectRange = useCallback(
    (photos: readonly Photo[]) =>
      setState((s) => ({ ...s, active: true, selected: selectAll(s.selected, photos) })),
    [setState],
  );
  const toggleAll = useCallback(
    (photos: readonly Photo[]) =>
      setState((s) => ({ ...s, active: true, selected: toggleMany(s.selected, photos) })),
    [setState],
  );
  const deselectAll = useCallback(
    () => setState((s) => ({ ...s, selected: EMPTY_SELECTION, anchorId: undefined })),
    [setState],
  );
  const forget = useCallback(
    (photoIds: Iterable<string>) => setState((s) => ({ ...s, selected: without(s.selected, photoIds) })),
    [setState],
  );
  const { selected } = state;
  const isSelected = useCallback((photo: Photo) => selected.has(photo.imageId), [selected]);
  return useMemo(
    () => ({
      ...state,
      count: selected.size,
      start,
      stop,
      isSelected,
      toggle,
      selectRange,
      toggleAll,
      deselectAll,
      forget,
    }),
    [state, selected.size, start, stop, isSelected, toggle, selectRange, toggleAll, deselectAll, forget],
  );
}
