/**
 * What the one photo preview (photo-preview.tsx) shows and offers, given by its caller (ADR 050): the timeline
 * (its months, timeline-preview-source.ts) or an album or shared album (its pages of 24, album-preview-source.ts).
 *
 * - `view`: the ordered lists of loaded photos and their loading states (the timeline: one list a month; an
 *   album: one list, page after page). neighbours.ts finds the photo and its previous and next in it, or names
 *   what to load (the next page, another month) when the user steps past what is loaded.
 * - `listQuery(index)`: the infinite query of list `index`, the grid's own, so what the preview loads the grid
 *   under it shows too (load-month.ts).
 * - `remember(photoId, listIndex)`: notes the photo shown, so closing the preview returns the grid to it (the
 *   grid's scroll restore, scroll-anchor.ts) and a reload of the preview can find it again.
 * - `actions`: which actions the preview offers for this list (account-area.md "Photo preview (photos and
 *   albums)", "Shared album screen"): Download (one photo by its file name, or a shared album's photo with its
 *   owner), Copy to album, and Delete (from the library) or Delete from album; a shared album offers Download only.
 */
import type { Photo } from '@/lib/api/schemas/photo';
import type { MessageId } from '@/lib/i18n/types';
import type { PagedListQuery } from './load-month';
import type { MonthsView } from './neighbours';

/** Removes a photo (the library's delete, or out of an album); `onError` when the service did not. */
export type RemovePhoto = (photoId: string, callbacks: { onError?: (error: Error) => void }) => void;

export interface PreviewDownload {
  /** The photo's file is being asked for. */
  isPending: boolean;
  download: (photo: Photo) => void;
  /** Back to the initial state (another photo is shown, the preview closes). */
  reset: () => void;
}

export interface PreviewActions {
  /** Download (behind the download flag, which the preview checks). */
  download: PreviewDownload;
  /** Copy to album (the copy-to-album modal). */
  copyToAlbum: boolean;
  /** Delete or Delete from album: its label and the removal; absent when the list offers none. */
  remove?: { labelId: MessageId; remove: RemovePhoto };
}

export interface PreviewSource {
  view: MonthsView;
  listQuery: (index: number) => PagedListQuery;
  remember: (photoId: string, listIndex: number) => void;
  actions: PreviewActions;
}
