import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Photo, PhotoPage } from '@/lib/api/schemas/photo';
import { ALBUMS_PAGE_LIMIT } from '@/config/constants';
import { albumListQueryKey, type Album } from '@/features/albums';
import { clearToasts, getToasts } from '@/lib/toasts';
import { TIMELINE_QUERY_KEY, timelineMonthQueryKey } from '../api/keys';
import type { NeighbourTarget } from '../preview/neighbours';
import { json, problem, renderInApp } from '../testing/render-in-app';
import { USER_COUNTS_QUERY_KEY } from '@/features/user-counts';
import { useDeletePhoto } from './use-delete-photo';
import { moveAfterDelete } from './use-preview-delete';

afterEach(() => {
  cleanup();
  clearToasts();
});

const photo = (imageId: string) => ({ imageId }) as Photo;
const MONTH = timelineMonthQueryKey({ sortKey: 'dateTaken', sortOrder: 'desc', year: 2026, month: 10 });
// The copy-to-album modal's list (its key does not depend on the API clients).
const ALBUMS = albumListQueryKey(ALBUMS_PAGE_LIMIT);

function filledCache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(TIMELINE_QUERY_KEY, [{ year: 2026, month: 10, count: 3 }]);
  queryClient.setQueryData(USER_COUNTS_QUERY_KEY, { photosCount: 3, albumsCount: 0 });
  // An album with the photo as its cover, as the copy-to-album modal lists it.
  const album: Album = {
    albumId: 'x',
    albumName: 'Summer',
    coverPhoto: photo('b'),
    photosCount: 1,
    created: new Date(0),
    updated: new Date(0),
    userId: 'u',
    isShared: false,
  };
  queryClient.setQueryData(ALBUMS, { pages: [{ cursor: null, albums: [album] }], pageParams: [undefined] });
  queryClient.setQueryData(MONTH, {
    pages: [{ cursor: null, images: [photo('a'), photo('b'), photo('c')] }],
    pageParams: [undefined],
  });
  const ids = () =>
    queryClient
      .getQueryData<{ pages: PhotoPage[] }>(MONTH)!
      .pages.flatMap((p) => p.images.map((i) => i.imageId));
  const counts = () => [
    queryClient.getQueryData<{ count: number }[]>(TIMELINE_QUERY_KEY)![0]!.count,
    queryClient.getQueryData<{ photosCount: number }>(USER_COUNTS_QUERY_KEY)!.photosCount,
  ];
  return { queryClient, ids, counts };
}

function DeleteB() {
  const deletion = useDeletePhoto();
  return (
    <button type="button" onClick={() => deletion.mutate('b')}>
      Delete b
    </button>
  );
}

describe('deleting one photo', () => {
  it('takes it off the screen before the service answers, and keeps it off when it is deleted', async () => {
    const cache = filledCache();
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      (request: Request) =>
        new Promise<Response>((resolve) => {
          if (request.method === 'DELETE') answer = resolve;
          else resolve(json({ photosCount: 2, albumsCount: 0 }));
        }),
    );
    await renderInApp(<DeleteB />, { fetch, queryClient: cache.queryClient });

    fireEvent.click(screen.getByRole('button', { name: 'Delete b' }));

    await waitFor(() => expect(cache.ids()).toEqual(['a', 'c']));
    expect(cache.counts()).toEqual([2, 2]);
    answer(json({ failed: [] }));
    await waitFor(() => expect(cache.queryClient.isMutating()).toBe(0));
    expect(cache.ids()).toEqual(['a', 'c']);
    expect(cache.counts()).toEqual([2, 2]);
    expect(getToasts()).toEqual([]);
    // The albums are asked again when next shown (the cover was the deleted photo).
    expect(cache.queryClient.getQueryState(ALBUMS)?.isInvalidated).toBe(true);
  });

  it.each([
    ['the request fails', () => problem(503)],
    ['the service does not delete it', () => json({ failed: ['b'] })],
  ])('puts it back where it was with the error toast when %s', async (_case, answer) => {
    const cache = filledCache();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderInApp(<DeleteB />, { fetch: async () => answer(), queryClient: cache.queryClient });

    fireEvent.click(screen.getByRole('button', { name: 'Delete b' }));

    await waitFor(() =>
      expect(getToasts().map((toast) => [toast.message, toast.tone])).toEqual([
        ['Error: Your photo could not be deleted', 'error'],
      ]),
    );
    expect(cache.ids()).toEqual(['a', 'b', 'c']);
    expect(cache.counts()).toEqual([3, 3]);
    expect(cache.queryClient.getQueryState(ALBUMS)?.isInvalidated).toBe(false);
  });
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
