/**
 * Whether the preview can show photo `photoId` (my-photos.md section 2: "If the photo id is not found, the user
 * is redirected to photos"). No call fetches a photo by id, so a photo is known when a loaded timeline month
 * holds it. Opened from the timeline it always is. After a reload the preview remembers the photo's month
 * (scroll-anchor.ts) and loads that month's pages until it finds the photo. Opened with nothing remembered (a
 * bookmark, a link opened in a new tab; issue 23: those landed on the timeline), it looks through the months in
 * the timeline's order, up to SEARCH_LIMIT_PHOTOS photos. Anything else is not found.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import {
  getTimelineQueryOptions,
  orderTimelineMonths,
  photoSortsAtom,
  toApiSort,
  type ApiSort,
  monthKey,
  loadPreviewedPhoto,
  loadScrollAnchor,
} from '@/features/photo-grid';
import { appStore } from '@/lib/store';
import { cachedMonthState, loadPagesUntil } from '@/features/photo-preview';

export interface ResolvePreviewPhoto {
  queryClient: QueryClient;
  api: ApiClients;
  photoId: string;
  /** The photos page's sort; the remembered one (photoSortsAtom) by default. */
  sort?: ApiSort;
}

/** How many photos a preview opened with nothing remembered looks through (about 42 pages) before it gives up. */
export const SEARCH_LIMIT_PHOTOS = 1_000;

const holds = (items: readonly { imageId: string }[], photoId: string) =>
  items.some((photo) => photo.imageId === photoId);

/** The month key the session remembers for `photoId` (the preview's last photo, or the timeline's anchor). */
function rememberedMonth(photoId: string): string | undefined {
  const previewed = loadPreviewedPhoto();
  if (previewed?.photoId === photoId) return previewed.key;
  const anchor = loadScrollAnchor();
  return anchor?.photoId === photoId ? anchor.key : undefined;
}

/** True when the photo is (now) in a loaded month; false when it cannot be found or its month fails to load. */
export async function resolvePreviewPhoto({
  queryClient,
  api,
  photoId,
  sort = toApiSort(appStore.get(photoSortsAtom).photos),
}: ResolvePreviewPhoto): Promise<boolean> {
  const months = orderTimelineMonths(
    await queryClient.ensureQueryData(getTimelineQueryOptions(api)),
    sort.sortOrder,
  );
  const paramsOf = (month: (typeof months)[number]) => ({ ...sort, year: month.year, month: month.month });
  if (
    months.some((month) => holds(cachedMonthState({ queryClient, params: paramsOf(month) }).items, photoId))
  )
    return true;

  const key = rememberedMonth(photoId);
  const remembered = key ? months.find((candidate) => monthKey(candidate) === key) : undefined;
  const findIn = async (month: (typeof months)[number]) =>
    holds(
      (
        await loadPagesUntil({ queryClient, api, params: paramsOf(month) }, (state) =>
          holds(state.items, photoId),
        )
      ).items,
      photoId,
    );
  try {
    if (remembered && (await findIn(remembered))) return true;
    let looked = 0;
    for (const month of months) {
      if (month === remembered || month.count === 0) continue;
      if (looked >= SEARCH_LIMIT_PHOTOS) break;
      looked += month.count;
      if (await findIn(month)) return true;
    }
    return false;
  } catch {
    // A month could not be loaded: the timeline shows that failure in its section.
    return false;
  }
}
