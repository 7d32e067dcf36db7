/**
 * The preview's previous and next photo, in the timeline's order for the current sort: the months in display
 * order (orderTimelineMonths), each month's loaded photos in the order its pages arrived. Past the last loaded
 * photo of a month comes its next page (when the month has more), then the first photo of the next month; before
 * a month's first photo comes the last photo of the previous month (all of its pages). What is not loaded yet is
 * named as something to load; the preview loads it (load-month.ts) and then moves.
 */
import type { Photo } from '@/lib/api/schemas/photo';
import { hasMorePages, UNINITIALIZED_MONTH, type MonthState } from '@/features/photo-grid';

export interface PhotoPosition {
  /** Index of the photo's month in the ordered months. */
  monthIndex: number;
  /** Index of the photo among the month's loaded photos. */
  index: number;
  photo: Photo;
}

export type NeighbourTarget =
  /** A loaded photo: move to it. */
  | { kind: 'photo'; photo: Photo }
  /** The month of `monthIndex` has more pages: load the next one, then move to the photo after the current. */
  | { kind: 'nextPage'; monthIndex: number }
  /** The list of `monthIndex` let go of the pages before its first (ADR 058): load the one before, then move. */
  | { kind: 'previousPage'; monthIndex: number }
  /** A month that is not (fully) loaded: load its first page (edge first) or all of it (edge last), then move. */
  | { kind: 'month'; monthIndex: number; edge: 'first' | 'last' }
  /** The first or last photo of the library. */
  | { kind: 'none' };

const NONE: NeighbourTarget = { kind: 'none' };

/** `keys[i]` is the month key of the i-th month in display order; `states` the months' loading states. */
export interface MonthsView {
  keys: readonly string[];
  states: ReadonlyMap<string, MonthState>;
}

const stateAt = ({ keys, states }: MonthsView, monthIndex: number): MonthState =>
  states.get(keys[monthIndex] ?? '') ?? UNINITIALIZED_MONTH;

/** Where photo `photoId` is among the loaded photos; undefined when no loaded month holds it. */
export function findPhotoPosition(view: MonthsView, photoId: string): PhotoPosition | undefined {
  for (let monthIndex = 0; monthIndex < view.keys.length; monthIndex++) {
    const items = stateAt(view, monthIndex).items;
    const index = items.findIndex((photo) => photo.imageId === photoId);
    if (index >= 0) return { monthIndex, index, photo: items[index]! };
  }
  return undefined;
}

/** A month whose photos are all loaded and which turned out to have none: skipped. */
const isLoadedEmpty = (month: MonthState) =>
  month.status === 'fulfilled' && month.items.length === 0 && !hasMorePages(month);

export function nextTarget(view: MonthsView, position: PhotoPosition): NeighbourTarget {
  const current = stateAt(view, position.monthIndex);
  const following = current.items[position.index + 1];
  if (following) return { kind: 'photo', photo: following };
  if (hasMorePages(current)) return { kind: 'nextPage', monthIndex: position.monthIndex };
  for (let monthIndex = position.monthIndex + 1; monthIndex < view.keys.length; monthIndex++) {
    const month = stateAt(view, monthIndex);
    if (isLoadedEmpty(month)) continue;
    const first = month.status === 'fulfilled' ? month.items[0] : undefined;
    return first ? { kind: 'photo', photo: first } : { kind: 'month', monthIndex, edge: 'first' };
  }
  return NONE;
}

export function previousTarget(view: MonthsView, position: PhotoPosition): NeighbourTarget {
  const current = stateAt(view, position.monthIndex);
  const preceding = current.items[position.index - 1];
  if (preceding) return { kind: 'photo', photo: preceding };
  if (current.pagesBefore) return { kind: 'previousPage', monthIndex: position.monthIndex };
  for (let monthIndex = position.monthIndex - 1; monthIndex >= 0; monthIndex--) {
    const month = stateAt(view, monthIndex);
    if (isLoadedEmpty(month)) continue;
    const complete = month.status === 'fulfilled' && !hasMorePages(month);
    const last = complete ? month.items.at(-1) : undefined;
    return last ? { kind: 'photo', photo: last } : { kind: 'month', monthIndex, edge: 'last' };
  }
  return NONE;
}
