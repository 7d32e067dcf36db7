/**
 * The remembered place in the timeline (my-photos.md section 3, "the visible timeline sections (remembered for
 * scroll restore)"): which month and photo is at the top of the viewport, and how far from the top. It is kept
 * in session storage, so it outlives the timeline (the preview replaces the page) and a reload, and is restored
 * when the timeline mounts again.
 *
 * The preview asks for it through these calls:
 * - `rememberScrollAnchor()` saves where the timeline is now;
 * - `restoreScrollAnchor(photoId?)` brings the timeline back there; with a photo id (the preview may have moved
 *   to another photo) that photo is put where the remembered one was, when the timeline knows it;
 * - `requestScrollRestore(photoId)` leaves that request for the moment the timeline's page is shown again: the
 *   preview is nested in the timeline's route, so the timeline stays mounted under it and performs the request
 *   when the preview closes, whatever closed it (its Back button, Escape, the browser's back button);
 * - `rememberPreviewedPhoto()` notes the photo the preview shows and its month, so that a reload of the
 *   preview can find it again (no call fetches a photo by id).
 */
import { z } from 'zod/mini';

export interface ScrollAnchor {
  /** Which list and sort the anchor belongs to (e.g. "photos:dateTaken:desc"); another one ignores it. */
  list: string;
  /** Month key "year/month". */
  key: string;
  /** Slot of the month (-1: its heading). */
  slot: number;
  /** The photo in that slot, when it had loaded. */
  photoId?: string;
  /** px between the viewport's top edge and the top of the slot's row. */
  offset: number;
}

const anchorSchema = z.object({
  list: z.string(),
  key: z.string(),
  slot: z.int(),
  photoId: z.optional(z.string()),
  offset: z.number(),
});
const requestSchema = z.object({ photoId: z.optional(z.string()) });
const previewedSchema = z.object({ list: z.string(), key: z.string(), photoId: z.string() });

export const SCROLL_ANCHOR_STORAGE_KEY = 'photos.timeline.anchor.v1';
const RESTORE_REQUEST_STORAGE_KEY = 'photos.timeline.restore.v1';
const PREVIEWED_PHOTO_STORAGE_KEY = 'photos.preview.photo.v1';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const raw = session()?.getItem(key);
    const parsed = raw ? schema.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) session()?.removeItem(key);
    else session()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full: nothing is remembered.
  }
}

export const loadScrollAnchor = (): ScrollAnchor | undefined => read(SCROLL_ANCHOR_STORAGE_KEY, anchorSchema);
export const saveScrollAnchor = (anchor: ScrollAnchor | undefined): void =>
  write(SCROLL_ANCHOR_STORAGE_KEY, anchor);

/** A restore asked for while no timeline was mounted; the next timeline to mount performs it. */
export const takeRestoreRequest = (): { photoId?: string } | undefined => {
  const request = read(RESTORE_REQUEST_STORAGE_KEY, requestSchema);
  if (request) write(RESTORE_REQUEST_STORAGE_KEY, undefined);
  return request;
};

/** Asks the timeline to put `photoId` where the remembered photo was when its page is shown again. */
export const requestScrollRestore = (photoId: string): void =>
  write(RESTORE_REQUEST_STORAGE_KEY, { photoId });

/** The photo the preview showed last, with its list (sort) and month key "year/month". */
export interface PreviewedPhoto {
  list: string;
  key: string;
  photoId: string;
}

export const rememberPreviewedPhoto = (photo: PreviewedPhoto): void =>
  write(PREVIEWED_PHOTO_STORAGE_KEY, photo);
export const loadPreviewedPhoto = (): PreviewedPhoto | undefined =>
  read(PREVIEWED_PHOTO_STORAGE_KEY, previewedSchema);

/** What a mounted timeline offers to the two calls below. */
export interface TimelineScrollController {
  /** The anchor of the viewport now. */
  capture(): ScrollAnchor | undefined;
  /** Scrolls to the remembered anchor, or puts `photoId` where it was. */
  restore(photoId?: string): void;
}

let mounted: TimelineScrollController | undefined;

/** Called by the timeline while it is mounted. */
export function registerTimelineScroll(controller: TimelineScrollController): () => void {
  mounted = controller;
  return () => {
    if (mounted === controller) mounted = undefined;
  };
}

/** Saves where the timeline is now (nothing when no timeline is mounted: the last saved place stays). */
export function rememberScrollAnchor(): ScrollAnchor | undefined {
  const anchor = mounted?.capture();
  if (anchor) saveScrollAnchor(anchor);
  return anchor ?? loadScrollAnchor();
}

/**
 * Brings the timeline back to the remembered place, with `photoId` (when given and known) where the remembered
 * photo was. Without a mounted timeline the request waits for the next one.
 */
export function restoreScrollAnchor(photoId?: string): void {
  if (mounted) mounted.restore(photoId);
  else write(RESTORE_REQUEST_STORAGE_KEY, { photoId });
}
