// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The album route's first page of photos, asked for beside the album, against the mock's photo service (msw/node)
 * as demo@example.com: with a shared album's id (the route redirects) its 404 is neither cached nor reported; with
 * an own album the page is cached as soon as it arrives, and a failure is cached and reported as any query's.
 */
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { getAlbumQueryOptions } from './get-album';
import { albumPhotosQueryKey } from './keys';
import { getSharedAlbumQueryOptions } from './shared-albums';
import { prefetchAlbumFirstPage } from './prefetch-album-first-page';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO, 'shared@example.com'] });
const sort = { sortKey: 'created', sortOrder: 'desc' } as const;

async function setUp() {
  const { api, unmount } = renderInApp(null, mock.signIn(DEMO));
  unmount();
  const reportError = vi.fn();
  const queryClient = createQueryClient({ reportError });
  const own = await api.photo.GET('/albums', { params: { query: { limit: 5 } } });
  const shared = await api.sharedAlbums.GET('/shared-albums', { params: { query: { limit: 5 } } });
  return {
    api,
    queryClient,
    reportError,
    ownId: own.data!.albums[0]!.albumId,
    sharedId: shared.data!.albums[0]!.albumId,
    photosQuery: (id: string) =>
      queryClient.getQueryCache().find({ queryKey: albumPhotosQueryKey(id, sort), exact: true }),
  };
}

/** Resolves when the mock has answered `path` with `status`. */
const answered = (path: string, status: number) =>
  new Promise<void>((resolve) => {
    const listener = ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname !== path || response.status !== status) return;
      mock.server.events.removeListener('response:mocked', listener);
      resolve();
    };
    mock.server.events.on('response:mocked', listener);
  });

describe("the album route's first page of photos", () => {
  it("of a shared album's id: the 404 is dropped with the redirect, neither cached nor reported", async () => {
    const { api, queryClient, reportError, sharedId, photosQuery } = await setUp();
    const photosFailed = answered(`/photo/albums/${sharedId}/photos`, 404);
    const firstPage = prefetchAlbumFirstPage({ queryClient, api, albumId: sharedId, sort });
    // As the route: its own call finds out (404, reported as before), the shared album is read, then it redirects;
    // the photos have long failed by then.
    await photosFailed;
    await queryClient.prefetchQuery(getAlbumQueryOptions(api, sharedId));
    await queryClient.prefetchQuery(getSharedAlbumQueryOptions(api, sharedId));
    expect(reportError.mock.calls.map(([, action]) => action)).toEqual([`query albums,album,${sharedId}`]);
    firstPage.drop();
    firstPage.keep();
    expect(photosQuery(sharedId)).toBeUndefined();
    // One more round trip: nothing of the dropped page comes after.
    await queryClient.prefetchQuery(getSharedAlbumQueryOptions(api, sharedId));
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('of an own album: the page is cached as it arrives, before the route has decided', async () => {
    const { api, queryClient, reportError, ownId, photosQuery } = await setUp();
    const firstPage = prefetchAlbumFirstPage({ queryClient, api, albumId: ownId, sort });
    await vi.waitFor(() => expect(photosQuery(ownId)?.state.status).toBe('success'));
    firstPage.keep();
    expect(photosQuery(ownId)?.state.data).toMatchObject({ pageParams: [{ cursor: undefined, index: 0 }] });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('of an own album that fails: kept, the failure is cached and reported once, as any query', async () => {
    const { api, queryClient, reportError, ownId, photosQuery } = await setUp();
    mock.faults.add({
      method: 'GET',
      path: `/photo/albums/${ownId}/photos`,
      times: 1,
      fault: { status: 404 },
    });
    const photosFailed = answered(`/photo/albums/${ownId}/photos`, 404);
    const firstPage = prefetchAlbumFirstPage({ queryClient, api, albumId: ownId, sort });
    await photosFailed;
    // Held while the route decides (the album's call, as the route makes it).
    await queryClient.prefetchQuery(getAlbumQueryOptions(api, ownId));
    expect(photosQuery(ownId)?.state.fetchStatus).toBe('fetching');
    expect(reportError).not.toHaveBeenCalled();
    firstPage.keep();
    await vi.waitFor(() => expect(photosQuery(ownId)?.state.status).toBe('error'));
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
