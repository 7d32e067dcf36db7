/**
 * Selection of photos (my-photos.md section 4 "Selection mode", account-area.md photo area): pure functions on
 * an immutable selection, kept in insertion order (the order the user picked the photos in), with the photo
 * objects themselves so the actions have what they need (file names, thumbnails) even for photos whose month
 * has left the screen.
 */
import type { Photo } from '@/lib/api/schemas/photo';

export type Selection = ReadonlyMap<string, Photo>;

export const EMPTY_SELECTION: Selection = new Map();

/** Selects a photo that is not selected, deselects one that is. */
export function toggle(selection: Selection, photo: Photo): Selection {
  const next = new Map(selection);
  if (next.has(photo.imageId)) next.delete(photo.imageId);
  else next.set(photo.imageId, photo);
  return next;
}

export const allSelected = (selection: Selection, photos: readonly Photo[]): boolean =>
  photos.length > 0 && photos.every((photo) => selection.has(photo.imageId));

/** Multi-select toggles all: when all of `photos` are selected they are deselected, otherwise all are selected. */
export function toggleAll(selection: Selection, photos: readonly Photo[]): Selection {
  const next = new Map(selection);
  if (allSelected(selection, photos)) for (const photo of photos) next.delete(photo.imageId);
  else for (const photo of photos) next.set(photo.imageId, photo);
  return next;
}

/** Adds `photos` (a shift-click range); those already selected stay. */
export function selectAll(selection: Selection, photos: readonly Photo[]): Selection {
  const next = new Map(selection);
  for (const photo of photos) next.set(photo.imageId, photo);
  return next;
}

/** Removes the photos that no longer exist (deleted); the rest keep their order. */
export function without(selection: Selection, photoIds: Iterable<string>): Selection {
  const next = new Map(selection);
  for (const id of photoIds) next.delete(id);
  return next.size === selection.size ? selection : next;
}

/** A month's loaded photos, in the timeline's order. */
export interface LoadedSection {
  key: string;
  photos: readonly Photo[];
}

/**
 * The photos from `fromId` to `toId` inclusive, in the timeline's order, whichever comes first and across
 * months (a shift-click range). Only loaded photos can be picked: a month not loaded between the two adds
 * nothing. Undefined when either photo is not loaded (the caller then toggles the clicked photo alone).
 */
export function photosBetween(
  sections: readonly LoadedSection[],
  fromId: string,
  toId: string,
): Photo[] | undefined {
  const flat = sections.flatMap((section) => section.photos);
  const from = flat.findIndex((photo) => photo.imageId === fromId);
  const to = flat.findIndex((photo) => photo.imageId === toId);
  if (from < 0 || to < 0) return undefined;
  return flat.slice(Math.min(from, to), Math.max(from, to) + 1);
}
