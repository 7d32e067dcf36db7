import { expect, type Page } from '@playwright/test';

/** Where the timeline and the album grid keep their place (src/features/photo-grid/timeline/scroll-anchor.ts). */
const PLACE_KEY = 'photos.timeline.anchor.v1';

/**
 * Waits until the grid (the timeline or an album's) has saved its place (session storage, saved shortly after
 * scrolling stops) and neither it nor the scroll position changed for half a second; with `other`, until it
 * differs from that saved place. Returns the saved place. A condition, not a fixed wait: on a busy machine 400 ms
 * was once not enough, and a photo was measured mid-scroll.
 */
export async function settledPlace(page: Page, other?: string): Promise<string> {
  const read = () =>
    page.evaluate((key) => `${window.scrollY} ${sessionStorage.getItem(key) ?? ''}`, PLACE_KEY);
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await read();
        const settled = now === last && !now.endsWith(' ') && now.split(' ').slice(1).join(' ') !== other;
        last = now;
        return settled;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
  return last.split(' ').slice(1).join(' ');
}
