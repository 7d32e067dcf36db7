// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Deleting one photo (the preview's Delete) against the mock's photo service (msw/node) as demo@example.com, with
 * the cache the timeline page fills: the timeline, the counts, the albums and the month of the deleted photo.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deletePhotos, getPhoto } from '@mock/db/photos';
import { loadAlbumsQueryOptions } from '@/features/albums';
import type { Photo, PhotoPage } from '@/lib/api/schemas/photo';
import { clearToasts, getToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp, type RenderedApp } from '@/testing/render-in-app';
import { getUserCountsQueryOptions, USER_COUNTS_QUERY_KEY } from '@/features/user-counts';
import {
  getTimelineQueryOptions,
  getTimelineMonthQueryOptions,
  TIMELINE_QUERY_KEY,
  TIMELINE_PAGE_LIMIT,
} from '@/features/photo-grid';
import { type NeighbourTarget, moveAfterDelete } from '@/features/photo-preview';
import { useDeletePhoto } from './use-delete-photo';
import { useDeletePhotos } from './use-delete-photos';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });

afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

const photo = (imageId: string) => ({ imageId }) as Photo;

/**
 * Fills the cache from the mock as the timeline page and the copy-to-album modal do. The photo to delete is an
 * album's cover, and its month is loaded with every page.
 */
async function filledCache({ api, queryClient }: RenderedApp) {
  const timeline = await queryClient.fetchQuery(getTimelineQueryOptions(api));
  const { photosCount } = await queryClient.fetchQuery(getUserCountsQueryOptions(api));
  const albumsOptions = await loadAlbumsQueryOptions(api);
  const albums = await queryClient.fetchInfiniteQuery(albumsOptions);
  const cover = albums.pages.flatMap((page) => page.albums).find((album) => album.coverPhoto)!.coverPhoto!;
  const [year = 0, month = 0] = getPhoto(mock.deps.store, cover.imageId)!.monthKey.split('/').map(Number);
  const monthCount = timeline.find((entry) => entry.year === year && entry.month === month)!.count;
  const monthOptions = getTimelineMonthQueryOptions(api, {
    sortKey: 'dateTaken',
    sortOrder: 'desc',
    year,
    month,
  });
  await queryClient.fetchInfiniteQuery({
    ...monthOptions,
    pages: Math.ceil(monthCount / TIMELINE_PAGE_LIMIT),
  });
  const ids = () =>
    queryClient
      .getQueryData<{ pages: PhotoPage[] }>(monthOptions.queryKey)!
      .pages.flatMap((p) => p.images.map((i) => i.imageId));
  const counts = () => [
    queryClient
      .getQueryData<{ year: number; month: number; count: number }[]>(TIMELINE_QUERY_KEY)!
      .find((entry) => entry.year === year && entry.month === month)!.count,
    queryClient.getQueryData<{ photosCount: number }>(USER_COUNTS_QUERY_KEY)!.photosCount,
  ];
  const before = { ids: ids(), counts: [monthCount, photosCount] };
  expect(before.ids).toHaveLength(monthCount);
  expect(before.ids).toContain(cover.imageId);
  return {
    photoId: cover.imageId,
    before,
    ids,
    counts,
    albumsKey: albumsOptions.queryKey,
    monthKey: monthOptions.queryKey,
  };
}

/** Deletes the photo `photoId()` names (known once the cache is filled). */
function DeleteOne({ photoId }: { photoId: () => string }) {
  const deletion = useDeletePhoto();
  return (
    <button type="button" onClick={() => deletion.mutate(photoId())}>
      Delete it
    </button>
  );
}

describe('deleting one photo', () => {
  it('takes it off the screen before the service answers, and keeps it off when it is deleted', async () => {
    const app = renderInApp(<DeleteOne photoId={() => cache.photoId} />, mock.signIn(DEMO));
    const cache = await filledCache(app);
    const answer = mock.hold('DELETE', '/photo/photos');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete it' }));

    const remaining = cache.before.ids.filter((id) => id !== cache.photoId);
    const lowered = cache.before.counts.map((count) => count - 1);
    await waitFor(() => expect(cache.ids()).toEqual(remaining));
    expect(cache.counts()).toEqual(lowered);
    // The service has not answered yet.
    expect(app.queryClient.isMutating()).toBe(1);
    answer.release();
    await waitFor(() => expect(app.queryClient.isMutating()).toBe(0));
    expect(getPhoto(mock.deps.store, cache.photoId)).toBeUndefined();
    expect(cache.ids()).toEqual(remaining);
    expect(cache.counts()).toEqual(lowered);
    expect(getToasts()).toEqual([]);
    // The albums are asked again when next shown (the cover was the deleted photo).
    expect(app.queryClient.getQueryState(cache.albumsKey)?.isInvalidated).toBe(true);
  });

  it('reads the truth again when the answer cannot be read: the deleted photo stays off, no error toast', async () => {
    const app = renderInApp(<DeleteOne photoId={() => cache.photoId} />, mock.signIn(DEMO));
    const cache = await filledCache(app);
    // The service deletes the photo, but its answer is not JSON (the mock's malformed fault).
    mock.faults.add({ method: 'DELETE', path: '/photo/photos', fault: { malformed: true } });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    fireEvent.click(await screen.findByRole('button', { name: 'Delete it' }));

    await waitFor(() => expect(app.queryClient.isMutating()).toBe(0));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(getPhoto(mock.deps.store, cache.photoId)).toBeUndefined();
    expect(cache.ids()).toEqual(cache.before.ids.filter((id) => id !== cache.photoId));
    expect(cache.counts()).toEqual(cache.before.counts.map((count) => count - 1));
    expect(getToasts()).toEqual([]);
  });

  it.each([
    [
      'the request fails',
      () => void mock.faults.add({ method: 'DELETE', path: '/photo/photos', fault: { status: 503 } }),
    ],
    [
      // Deleted elsewhere in the meantime: the service answers it in `failed`.
      'the service does not delete it',
      (photoId: string) => void deletePhotos(mock.deps.store, mock.account(DEMO).accountId, [photoId]),
    ],
  ])('puts it back where it was with the error toast when %s', async (_case, arrange) => {
    const app = renderInApp(<DeleteOne photoId={() => cache.photoId} />, mock.signIn(DEMO));
    const cache = await filledCache(app);
    arrange(cache.photoId);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    fireEvent.click(await screen.findByRole('button', { name: 'Delete it' }));

    await waitFor(() =>
      expect(getToasts().map((toast) => [toast.message, toast.tone])).toEqual([
        ['Error: Your photo could not be deleted', 'error'],
      ]),
    );
    expect(cache.ids()).toEqual(cache.before.ids);
    expect(cache.counts()).toEqual(cache.before.counts);
    expect(app.queryClient.getQueryState(cache.albumsKey)?.isInvalidated).toBe(false);
  });
});

/** Deletes the selection `photoIds()` names (the selection toolbar's Delete). */
function DeleteSelection({ photoIds }: { photoIds: () => string[] }) {
  const deletion = useDeletePhotos();
  return (
    <button type="button" onClick={() => deletion.mutate(photoIds())}>
      Delete them
    </button>
  );
}

describe('deleting a selection', () => {
  it('reads the truth again when an answer cannot be read: the deleted photos leave the screen, no error toast (issue 24)', async () => {
    let chosen: string[] = [];
    const app = renderInApp(<DeleteSelection photoIds={() => chosen} />, mock.signIn(DEMO));
    const cache = await filledCache(app);
    chosen = cache.before.ids.slice(0, 2);
    // The service deletes both, but its answer is not JSON; the retry then hears them back in `failed`.
    mock.faults.add({ method: 'DELETE', path: '/photo/photos', times: 1, fault: { malformed: true } });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    fireEvent.click(await screen.findByRole('button', { name: 'Delete them' }));

    await waitFor(() => expect(app.queryClient.isMutating()).toBe(0), { timeout: 15_000 });
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    for (const id of chosen) expect(getPhoto(mock.deps.store, id)).toBeUndefined();
    expect(getToasts()).toEqual([]);
    // The month, the timeline's counts and the albums were asked again (the grid refetches what it shows).
    expect(app.queryClient.getQueryState(cache.monthKey)?.isInvalidated).toBe(true);
    expect(app.queryClient.getQueryState(cache.albumsKey)?.isInvalidated).toBe(true);
    await app.queryClient.refetchQueries();
    expect(cache.ids()).toEqual(cache.before.ids.filter((id) => !chosen.includes(id)));
    expect(cache.counts()).toEqual(cache.before.counts.map((count) => count - 2));
  }, 30_000);
});

describe('where the preview goes before it deletes', () => {
  const target = (imageId: string): NeighbourTarget => ({ kind: 'photo', photo: photo(imageId) });
  const none: NeighbourTarget = { kind: 'none' };

  it('goes to the previous photo', () => {
    expect(moveAfterDelete(target('p'), target('n'))).toEqual({ direction: 'previous', target: target('p') });
  });

  it('goes to the next photo (the new first) when the first is deleted', () => {
    expect(moveAfterDelete(none, target('n'))).toEqual({ direction: 'next', target: target('n') });
  });

  it('goes to a previous month that still has to load', () => {
    const month: NeighbourTarget = { kind: 'month', monthIndex: 0, edge: 'last' };
    expect(moveAfterDelete(month, target('n'))).toEqual({ direction: 'previous', target: month });
  });

  it('goes nowhere when it is the only photo', () => {
    expect(moveAfterDelete(none, none)).toBeNull();
  });
});

/** Deletes the selection `photoIds()` names, twice in one press (a double-click on the dialog's confirm). */
function DeleteSelectionTwice({ photoIds }: { photoIds: () => string[] }) {
  const deletion = useDeletePhotos();
  return (
    <button
      type="button"
      onClick={() => {
        const ids = photoIds();
        void deletion.mutateAsync(ids).catch(() => {});
        void deletion.mutateAsync(ids).catch(() => {});
      }}
    >
      Delete them
    </button>
  );
}

describe('an action runs once until it settles', () => {
  it('a double-click deletes a selection once: no "could not be deleted" for the photos just deleted', async () => {
    const app = renderInApp(
      <DeleteSelectionTwice photoIds={() => cache.before.ids.slice(0, 2)} />,
      mock.signIn(DEMO),
    );
    const cache = await filledCache(app);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete them' }));
    await waitFor(() => expect(app.queryClient.isMutating()).toBe(0));
    const deletes = mock.requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(getToasts()).toEqual([]);
  });
});
