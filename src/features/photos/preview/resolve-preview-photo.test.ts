import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClients } from '@/lib/api/clients';
import { createApiMiddleware } from '@/lib/api/middleware';
import type { AppConfig } from '@/lib/config/app-config';
import { getTimelineMonthQueryOptions, rememberPreviewedPhoto } from '@/features/photo-grid';
import { cachedMonthState, loadNextPage, loadPagesUntil } from '@/features/photo-preview';
import { resolvePreviewPhoto } from './resolve-preview-photo';
import { fakePhoto as image } from '@/testing/fake-photo';

/** A photo service with October 2026 in three pages (o1-o2, o3-o4, o5) and September 2026 in one (s1). */
function photoService() {
  const requests: string[] = [];
  const pages: Record<string, { cursor: string | null; images: ReturnType<typeof image>[] }> = {
    '2026/10:': { cursor: 'p2', images: [image('o1'), image('o2')] },
    '2026/10:p2': { cursor: 'p3', images: [image('o3'), image('o4')] },
    '2026/10:p3': { cursor: null, images: [image('o5')] },
    '2026/9:': { cursor: null, images: [image('s1')] },
  };
  const fetch = (async (request: Request) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/users/timeline')) return Response.json({ '2026': { '10': 5, '9': 1 } });
    const [, year, month] = /timeline\/(\d+)\/(\d+)/.exec(url.pathname)!;
    const page = pages[`${year}/${month}:${url.searchParams.get('cursor') ?? ''}`];
    return page ? Response.json(page) : new Response(null, { status: 500 });
  }) as unknown as typeof globalThis.fetch;
  const middleware = createApiMiddleware({ getAccessToken: () => 't', onUnauthorized: () => {} });
  const api = createApiClients({ services: { photo: 'https://api.example/photo' } } as AppConfig, {
    middleware,
    fetch,
  });
  return { api, requests, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

const sort = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;
const october = { ...sort, year: 2026, month: 10 };

afterEach(() => window.sessionStorage.clear());

describe('loading a month for the preview', () => {
  it("loads the next page into the timeline's own month query", async () => {
    const { api, queryClient, requests } = photoService();
    const load = { queryClient, api, params: october };
    await queryClient.fetchInfiniteQuery(getTimelineMonthQueryOptions(api, october));
    expect((await loadNextPage(load)).items.map((photo) => photo.imageId)).toEqual(['o1', 'o2', 'o3', 'o4']);
    expect(cachedMonthState(load).pages).toHaveLength(2);
    expect(requests.at(-1)).toContain('cursor=p2');
  });

  it('loads every page of a month (the last photo of the previous month)', async () => {
    const { api, queryClient } = photoService();
    const month = await loadPagesUntil({ queryClient, api, params: october });
    expect(month.items.at(-1)?.imageId).toBe('o5');
    expect(month.pages.at(-1)?.cursor).toBeNull();
  });
});

describe('finding the photo the preview is opened with', () => {
  it('knows a photo of a loaded month without asking the service', async () => {
    const { api, queryClient, requests } = photoService();
    await queryClient.fetchInfiniteQuery(getTimelineMonthQueryOptions(api, october));
    const before = requests.length;
    await expect(resolvePreviewPhoto({ queryClient, api, photoId: 'o2', sort })).resolves.toBe(true);
    expect(requests.slice(before).filter((r) => r.includes('/photos/timeline/'))).toEqual([]);
  });

  it('after a reload, loads the remembered month page by page until the photo is there', async () => {
    const { api, queryClient, requests } = photoService();
    rememberPreviewedPhoto({ list: 'photos:dateTaken:desc', key: '2026/10', photoId: 'o3' });
    await expect(resolvePreviewPhoto({ queryClient, api, photoId: 'o3', sort })).resolves.toBe(true);
    const monthRequests = requests.filter((r) => r.includes('/photos/timeline/'));
    // Two pages: o3 is on the second; the third is not asked for.
    expect(monthRequests).toHaveLength(2);
  });

  it('opened with nothing remembered (a bookmark, a new tab), looks through the months newest first', async () => {
    const { api, queryClient, requests } = photoService();
    await expect(resolvePreviewPhoto({ queryClient, api, photoId: 's1', sort })).resolves.toBe(true);
    // October's three pages, then September's.
    expect(requests.filter((r) => r.includes('/photos/timeline/'))).toHaveLength(4);
  });

  it('finds a photo whose remembered month is wrong, and not an unknown id', async () => {
    const { api, queryClient } = photoService();
    rememberPreviewedPhoto({ list: 'photos:dateTaken:desc', key: '2026/9', photoId: 'o5' });
    await expect(resolvePreviewPhoto({ queryClient, api, photoId: 'o5', sort })).resolves.toBe(true);
    await expect(resolvePreviewPhoto({ queryClient, api, photoId: 'nope', sort })).resolves.toBe(false);
  });
});
