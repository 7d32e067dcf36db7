/**
 * The defaults the spec states (account-area.md "Orders: superorders list ... filtered notExpired"; my-photos.md
 * "Defaults: albumPhotos created/desc, sharedAlbumPhotos created/desc, photos dateTaken/desc") are in the
 * contracts as the parameters' `default`, and the service applies them: a request without the parameter answers
 * what the request with the default spelled out answers. Read-only: demo@ (photos, albums, orders) and shared@
 * (shared albums) as the other files read them.
 */
import { describe, expect, it } from 'vitest';
import { call, operation } from './lib/client';
import { isMock, serviceConfigured, tokenFor } from './lib/target';

/** The spec's defaults, per operation and query parameter. */
const SPEC_DEFAULTS: Record<string, Record<string, unknown>> = {
  listSuperOrders: { Offset: 0, Limit: 100, OrderState: 'notExpired' },
  listOrdersByAccount: { offset: 0, limit: 10 },
  listPhotos: { sortKey: 'dateTaken', sortOrder: 'desc' },
  listAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
  listSharedAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
};

const ids = (page: { images: { imageId: string }[] }) => page.images.map((p) => p.imageId);

describe('defaults the spec states', () => {
  it.each(Object.entries(SPEC_DEFAULTS))('%s declares them as its parameters’ defaults', (id, defaults) => {
    const declared = Object.fromEntries(
      operation(id)
        .parameters.filter((p) => p.in === 'query' && p.name in defaults)
        .map((p) => [p.name, p.schema?.default]),
    );
    expect(declared).toEqual(defaults);
  });

  describe.skipIf(!serviceConfigured('orders'))('listSuperOrders', () => {
    it('lists the orders that have not expired when OrderState is left out', async () => {
      const token = await tokenFor();
      const [plain, spelled, all] = await Promise.all([
        call('listSuperOrders', { token }),
        call('listSuperOrders', { token, query: { OrderState: 'notExpired' } }),
        call('listSuperOrders', { token, query: { OrderState: 'all', Limit: 100 } }),
      ]);
      expect(plain.status).toBe(200);
      expect(plain.body).toEqual(spelled.body);
      // demo@ has expired orders (mock): the default is a filter, not all of them.
      if (isMock) expect(all.body.total).toBeGreaterThan(plain.body.total);
    });
  });

  describe.skipIf(!serviceConfigured('photo'))('photo service', () => {
    it('lists the photos newest taken first without sortKey and sortOrder', async () => {
      const token = await tokenFor();
      const [plain, spelled, created] = await Promise.all([
        call('listPhotos', { token, query: { limit: 50 } }),
        call('listPhotos', { token, query: { limit: 50, sortKey: 'dateTaken', sortOrder: 'desc' } }),
        call('listPhotos', { token, query: { limit: 50, sortKey: 'created', sortOrder: 'asc' } }),
      ]);
      expect(ids(plain.body)).toEqual(ids(spelled.body));
      expect(ids(plain.body)).not.toEqual(ids(created.body));
    });

    it('lists an album’s photos newest added first without sortKey and sortOrder', async ({ skip }) => {
      const token = await tokenFor();
      const albums = await call('listAlbums', { token, query: { limit: 50 } });
      const album = albums.body.albums.find((a: { photosCount?: number }) => (a.photosCount ?? 0) > 1);
      if (!album) return skip('the account has no album with photos');
      const path = { id: album.albumId };
      const [plain, spelled, asc] = await Promise.all([
        call('listAlbumPhotos', { token, path, query: { limit: 50 } }),
        call('listAlbumPhotos', { token, path, query: { limit: 50, sortKey: 'created', sortOrder: 'desc' } }),
        call('listAlbumPhotos', { token, path, query: { limit: 50, sortKey: 'created', sortOrder: 'asc' } }),
      ]);
      expect(ids(plain.body)).toEqual(ids(spelled.body));
      expect(ids(plain.body)).not.toEqual(ids(asc.body));
    });
  });

  describe.skipIf(!serviceConfigured('sharedAlbums'))('shared albums service', () => {
    it('lists a shared album’s photos newest added first without sortKey and sortOrder', async ({ skip }) => {
      const token = await tokenFor(isMock ? 'shared@example.com' : undefined);
      const albums = await call('listSharedAlbums', { token, query: { limit: 50 } });
      const album = albums.body.albums.find((a: { photosCount?: number }) => (a.photosCount ?? 0) > 1);
      if (!album) return skip('the account has no shared album with photos');
      const path = { id: album.albumId };
      const [plain, spelled, asc] = await Promise.all([
        call('listSharedAlbumPhotos', { token, path, query: { limit: 50 } }),
        call('listSharedAlbumPhotos', {
          token,
          path,
          query: { limit: 50, sortKey: 'created', sortOrder: 'desc' },
        }),
        call('listSharedAlbumPhotos', {
          token,
          path,
          query: { limit: 50, sortKey: 'created', sortOrder: 'asc' },
        }),
      ]);
      expect(ids(plain.body)).toEqual(ids(spelled.body));
      expect(ids(plain.body)).not.toEqual(ids(asc.body));
    });
  });
});
