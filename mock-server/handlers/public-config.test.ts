import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src/shared/channels';
import { fakeVerifier } from '../testing/fake-identity';
import { setupHandlerServer } from '../testing/handler-server';
import { createPublicConfigHandlers } from './public-config';

const API = 'http://api.test/public-config';
const api = setupHandlerServer(createPublicConfigHandlers({ verifier: fakeVerifier }), { base: API });

const get = (host: string) => api.call('GET', `/${host}`);

describe('GET /{channelHost}', () => {
  it.each(CHANNELS.map((c) => [c.domain, c] as const))(
    'answers the configuration of %s',
    async (domain, channel) => {
      const { status, body } = await get(domain);
      expect(status).toBe(200);
      expect(body.vendor).toEqual({ ID: channel.id, Locale: channel.vendorLocale });
      const shop = `https://www.${domain}/`;
      expect(body.menu.routes.Main).toBe(shop);
      for (const key of ['FAQ', 'ContactUs', 'AllProducts'])
        expect(body.menu.routes[key]).toMatch(new RegExp(`^${shop}[a-z-]+$`));
      expect(body.menu.menus.top.map((i: { url: string }) => i.url)).toEqual([
        body.menu.routes.FAQ,
        body.menu.routes.ContactUs,
      ]);
      expect(body.menu.menus.main.length).toBeGreaterThan(3);
    },
  );

  it('answers anonymously, in the channel’s language', async () => {
    expect((await get('bonusprint.co.uk')).body.menu.menus.top[0].title).toBe('Help');
    expect((await get('albelli.nl')).body.menu.menus.main[0].title).toBe('Fotoboeken');
    expect((await get('albelli.de')).body.menu.menus.main[0].title).toBe('Fotobücher');
  });

  it('answers the same for the local development host of a channel', async () => {
    expect(await get('albelli-at.localhost')).toEqual(await get('albelli.at'));
  });

  it('answers 404 for a host that is no channel, 400 for one that is not a host name', async () => {
    for (const host of ['example.com', 'account.albelli.nl', 'nowhere.localhost']) {
      const res = await get(host);
      expect(res.status, host).toBe(404);
      expect(res.contentType).toBe('application/problem+json');
    }
    for (const host of ['localhost', 'Albelli.NL', 'albelli..nl']) {
      const res = await get(host);
      expect(res.status, host).toBe(400);
      expect(res.body.errors[0].field).toBe('path.channelHost');
    }
  });
});
