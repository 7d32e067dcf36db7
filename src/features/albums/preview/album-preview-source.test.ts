import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClients } from '@/lib/api/clients';
import { createApiMiddleware } from '@/lib/api/middleware';
import type { AppConfig } from '@/lib/config/app-config';
import {
  moveAfterDelete,
  cachedListState,
  loadListFirstPage,
  loadListNextPage,
  loadListPagesUntil,
  loadListPreviousPage,
  findPhotoPosition,
  nextTarget,
  previousTarget,
  type MonthsView,
} from '@/features/photo-preview';
import { ALBUM_LIST_KEY, albumPhotosQuery } from './album-preview-source';
import { resolveAlbumPreviewPhoto } from './resolve-album-preview-photo';
import { fakePhoto as image } from '@/testing/fake-photo';

/** The app's API clients over `fetch` (the photo service only). */
function photoClients(fetch: typeof globalThis.fetch) {
  const middleware = createApiMiddleware({ getAccessToken: () => 't', onUnauthorized: () => {} });
  return createApiClients({ services: { photo: 'https://api.example/photo' } } as AppConfig, {
    middleware,
    fetch,
  });
}

/** An album "al" of three pages (a1-a3, a4-a6, a7); page requests fail while `failing`. */
function photoService() {
  const requests: string[] = [];
  const pages: Record<string, { cursor: string | null; images: ReturnType<typeof image>[] }> = {
    '': { cursor: 'p2', images: ['a1', 'a2', 'a3'].map(image) },
    p2: { cursor: 'p3', images: ['a4', 'a5', 'a6'].map(image) },
    p3: { cursor: null, images: [image('a7')] },
  };
  const state = { failing: false };
  const fetch = (async (request: Request) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    if (state.failing || !url.pathname.endsWith('/albums/al/photos'))
      return new Response(null, { status: 503 });
    const page = pages[url.searchParams.get('cursor') ?? ''];
    return page ? Response.json(page) : new Response(null, { status: 400 });
  }) as unknown as typeof globalThis.fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { api: photoClients(fetch), requests, state, queryClient };
}

const sort = { sortKey: 'created', sortOrder: 'desc' } as const;
const ids = (list: { items: { imageId: string }[] }) => list.items.map((photo) => photo.imageId);

/** The preview's view of the album as it is in the cache: one list, page after page. */
function albumView(service: ReturnType<typeof photoService>): MonthsView {
  const load = {
    queryClient: service.queryClient,
    query: albumPhotosQuery(service.api, 'album', 'al', sort),
  };
  return { keys: [ALBUM_LIST_KEY], states: new Map([[ALBUM_LIST_KEY, cachedListState(load)]]) };
}

describe("an album's photos in the preview", () => {
  it('moves across the loaded pages, and past the last loaded photo asks for the next page', async () => {
    const service = photoService();
    const load = {
      queryClient: service.queryClient,
      query: albumPhotosQuery(service.api, 'album', 'al', sort),
    };
    await loadListFirstPage(load);
    await loadListNextPage(load);
    const view = albumView(service);
    const at = (id: string) => findPhotoPosition(view, id)!;

    // a3 ends the first page, a4 starts the second: one list, so they are neighbours.
    expect(nextTarget(view, at('a3'))).toMatchObject({ kind: 'photo', photo: { imageId: 'a4' } });
    expect(previousTarget(view, at('a4'))).toMatchObject({ kind: 'photo', photo: { imageId: 'a3' } });
    // Past a6 the album has another page: load it, then move.
    expect(nextTarget(view, at('a6'))).toEqual({ kind: 'nextPage', monthIndex: 0 });
    expect(previousTarget(view, at('a1'))).toEqual({ kind: 'none' });

    expect(ids(await loadListNextPage(load))).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']);
    const complete = albumView(service);
    // The last photo of the album has no next.
    expect(nextTarget(complete, findPhotoPosition(complete, 'a7')!)).toEqual({ kind: 'none' });
    expect(service.requests.filter((request) => request.includes('cursor='))).toHaveLength(2);
  });

  it('a shared album reads its own service with the same paging', () => {
    const service = photoService();
    expect(albumPhotosQuery(service.api, 'shared', 'al', sort).queryKey).not.toEqual(
      albumPhotosQuery(service.api, 'album', 'al', sort).queryKey,
    );
  });
});

describe('resolving the photo an album preview URL names', () => {
  it('finds a loaded photo without asking again', async () => {
    const service = photoService();
    const query = albumPhotosQuery(service.api, 'album', 'al', sort);
    await loadListFirstPage({ queryClient: service.queryClient, query });
    const before = service.requests.length;
    const options = { ...service, kind: 'album' as const, albumId: 'al', sort };
    expect(await resolveAlbumPreviewPhoto({ ...options, photoId: 'a2' })).toBe(true);
    expect(service.requests).toHaveLength(before);
  });

  it('loads the pages up to a photo further down (the grid then shows them too)', async () => {
    const service = photoService();
    const options = { ...service, kind: 'album' as const, albumId: 'al', sort };
    expect(await resolveAlbumPreviewPhoto({ ...options, photoId: 'a5' })).toBe(true);
    const list = cachedListState({
      queryClient: service.queryClient,
      query: albumPhotosQuery(service.api, 'album', 'al', sort),
    });
    // Stopped at the page holding it.
    expect(ids(list)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
  });

  it('is not found when no page of the album holds it, or the album cannot be read', async () => {
    const service = photoService();
    const options = { ...service, kind: 'album' as const, albumId: 'al', sort };
    expect(await resolveAlbumPreviewPhoto({ ...options, photoId: 'elsewhere' })).toBe(false);
    expect(service.requests).toHaveLength(3);

    const failing = photoService();
    failing.state.failing = true;
    expect(
      await resolveAlbumPreviewPhoto({ ...failing, kind: 'album', albumId: 'al', sort, photoId: 'a1' }),
    ).toBe(false);
  });
});

describe('where the preview goes after a photo leaves the album', () => {
  it('to the previous photo; to the second when the first is removed; nowhere when it was the only one', async () => {
    const service = photoService();
    const load = {
      queryClient: service.queryClient,
      query: albumPhotosQuery(service.api, 'album', 'al', sort),
    };
    await loadListFirstPage(load);
    const view = albumView(service);
    const around = (id: string) => {
      const position = findPhotoPosition(view, id)!;
      return moveAfterDelete(previousTarget(view, position), nextTarget(view, position));
    };
    expect(around('a2')).toMatchObject({ direction: 'previous', target: { photo: { imageId: 'a1' } } });
    expect(around('a1')).toMatchObject({ direction: 'next', target: { photo: { imageId: 'a2' } } });
    // The last loaded photo of a page with more after it: still the previous one.
    expect(around('a3')).toMatchObject({ direction: 'previous', target: { photo: { imageId: 'a2' } } });

    expect(moveAfterDelete({ kind: 'none' }, { kind: 'nextPage', monthIndex: 0 })).toEqual({
      direction: 'next',
      target: { kind: 'nextPage', monthIndex: 0 },
    });
    expect(moveAfterDelete({ kind: 'none' }, { kind: 'none' })).toBeNull();
  });
});

/** An album "long" of `count` pages of two photos (page i: p{i}a, p{i}b), longer than the window of pages. */
function longAlbum(count: number) {
  const service = photoService();
  const requests: string[] = [];
  const fetch = (async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url.searchParams.get('cursor') ?? 'first');
    const index = Number(url.searchParams.get('cursor')?.slice(1) ?? 0);
    return Response.json({
      cursor: index + 1 < count ? `c${index + 1}` : null,
      images: [image(`p${index}a`), image(`p${index}b`)],
    });
  }) as unknown as typeof globalThis.fetch;
  const api = photoClients(fetch);
  const load = { queryClient: service.queryClient, query: albumPhotosQuery(api, 'album', 'long', sort) };
  const view = (): MonthsView => ({
    keys: [ALBUM_LIST_KEY],
    states: new Map([[ALBUM_LIST_KEY, cachedListState(load)]]),
  });
  return { api, queryClient: service.queryClient, load, view, requests };
}

describe('a long album in the preview: a window of pages (ADR 058)', () => {
  it('walking to the end holds the last pages only; before the first held photo comes the page let go', async () => {
    const album = longAlbum(25);
    const list = await loadListPagesUntil(album.load);
    expect(album.requests).toHaveLength(25);
    // ALBUM_WINDOW_PAGES (20) pages held: 5 to 24.
    expect(list.items).toHaveLength(40);
    expect(ids(list)[0]).toBe('p5a');
    expect(list.pagesBefore).toBe(true);

    const view = album.view();
    expect(previousTarget(view, findPhotoPosition(view, 'p5b')!)).toMatchObject({
      photo: { imageId: 'p5a' },
    });
    expect(previousTarget(view, findPhotoPosition(view, 'p5a')!)).toEqual({
      kind: 'previousPage',
      monthIndex: 0,
    });

    // Stepping back loads page 4 again by its cursor; p4b now comes before p5a, and page 24 was let go.
    const back = await loadListPreviousPage(album.load);
    expect(album.requests.at(-1)).toBe('c4');
    expect(ids(back).slice(0, 3)).toEqual(['p4a', 'p4b', 'p5a']);
    expect(ids(back).at(-1)).toBe('p23b');
    const again = album.view();
    expect(previousTarget(again, findPhotoPosition(again, 'p5a')!)).toMatchObject({
      photo: { imageId: 'p4b' },
    });
    // Past the last held photo the album goes on: the next page again.
    expect(nextTarget(again, findPhotoPosition(again, 'p23b')!)).toEqual({ kind: 'nextPage', monthIndex: 0 });
  });

  it('a deep link finds a photo past the window (the pages before it were let go on the way)', async () => {
    const album = longAlbum(25);
    const options = {
      queryClient: album.queryClient,
      api: album.api,
      kind: 'album' as const,
      albumId: 'long',
      sort,
    };
    expect(await resolveAlbumPreviewPhoto({ ...options, photoId: 'p22a' })).toBe(true);
    expect(album.requests).toHaveLength(23);

    // Not in the album: every page asked for once, to the end.
    const other = longAlbum(25);
    const nowhere = { ...options, queryClient: other.queryClient, api: other.api, photoId: 'nowhere' };
    expect(await resolveAlbumPreviewPhoto(nowhere)).toBe(false);
    expect(other.requests).toHaveLength(25);
  });
});
