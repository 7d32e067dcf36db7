import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src/shared/channels';
import { call } from './lib/client';
import { serviceConfigured } from './lib/target';

describe.skipIf(!serviceConfigured('publicConfig'))('public configuration service', () => {
  describe('getPublicConfig', () => {
    it.each(CHANNELS.map((c) => [c.domain, c.id] as const))(
      'answers the vendor, routes and menus of %s anonymously',
      async (domain, id) => {
        const res = await call('getPublicConfig', { path: { channelHost: domain } });
        expect(res.status).toBe(200);
        expect(res.body.vendor.ID).toBe(id);
        expect(Object.keys(res.body.menu.routes)).toEqual(
          expect.arrayContaining(['Main', 'FAQ', 'ContactUs', 'AllProducts']),
        );
        expect(new URL(res.body.menu.routes.Main).hostname).toMatch(
          new RegExp(`(^|\\.)${domain.replace(/\./g, '\\.')}$`),
        );
      },
    );

    it('answers 404 for a host that is not a channel (the app falls back to its defaults)', async () => {
      const res = await call('getPublicConfig', { path: { channelHost: 'no-such-shop.example.com' } });
      expect(res.status).toBe(404);
      expect(res.contentType).toBe('application/problem+json');
    });

    it('answers 400 for a value that is not a host name', async () => {
      const res = await call('getPublicConfig', { path: { channelHost: 'Not A Host' } });
      expect(res.status).toBe(400);
    });
  });
});
