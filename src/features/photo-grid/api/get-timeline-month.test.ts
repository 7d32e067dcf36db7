import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config/app-config';
import { createApiClients } from '@/lib/api/clients';
import { createApiMiddleware } from '@/lib/api/middleware';
import { getTimelineMonth } from './get-timeline-month';

const image = {
  imageId: 'img-1',
  uploadId: 'up-1',
  localFileName: 'IMG_0412.jpg',
  url: 'https://img.example/img-1/original.jpg',
  untouchedUrl: 'https://img.example/img-1/original.jpg',
  dateTaken: '2025-11-02T14:31:07Z',
  thumbnails: [{ id: 300, url: 'https://img.example/img-1/300.jpg', width: 300, height: 225 }],
};

const newestTaken = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;

function apiAnswering(body: unknown) {
  const requests: Request[] = [];
  const fetch = (async (request: Request) => {
    requests.push(request);
    return Response.json(body);
  }) as unknown as typeof globalThis.fetch;
  const middleware = createApiMiddleware({ getAccessToken: () => 't', onUnauthorized: () => {} });
  const api = createApiClients({ services: { photo: 'https://api.example/photo' } } as AppConfig, {
    middleware,
    fetch,
  });
  return { api, requests };
}

describe('a page of a timeline month', () => {
  it('asks for 24 photos newest first and parses them into photos with dates', async () => {
    const { api, requests } = apiAnswering({ cursor: 'next', images: [image] });
    const page = await getTimelineMonth({ api, year: 2025, month: 11, ...newestTaken });
    expect(requests[0]?.url).toBe(
      'https://api.example/photo/photos/timeline/2025/11?limit=24&sortKey=dateTaken&sortOrder=desc',
    );
    expect(page.cursor).toBe('next');
    expect(page.images[0]).toMatchObject({ imageId: 'img-1', localFileName: 'IMG_0412.jpg' });
    expect(page.images[0]?.dateTaken).toEqual(new Date('2025-11-02T14:31:07Z'));
  });

  it('passes the cursor of the next page', async () => {
    const { api, requests } = apiAnswering({ cursor: null, images: [] });
    await expect(
      getTimelineMonth({ api, year: 2025, month: 11, cursor: 'abc', ...newestTaken }),
    ).resolves.toEqual({
      cursor: null,
      images: [],
    });
    expect(new URL(requests[0]!.url).searchParams.get('cursor')).toBe('abc');
  });

  it('rejects a page that does not match the contract', async () => {
    const { api } = apiAnswering({ cursor: null, images: [{ ...image, thumbnails: [{ id: -1 }] }] });
    await expect(getTimelineMonth({ api, year: 2025, month: 11, ...newestTaken })).rejects.toThrow();
  });
});
