import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '@/shared/channels';
import { testApiClients } from '@/testing/test-api';
import { loadChannelMenu } from './public-config';

const channel = CHANNELS.find((c) => c.id === 'albelli-nl')!;

function clients(answer: () => Promise<Response>) {
  const requests: Request[] = [];
  const api = testApiClients({
    origin: 'http://x.test',
    fetch: async (input) => {
      requests.push(input as Request);
      return answer();
    },
  });
  return { api, requests };
}

const served = {
  vendor: { ID: 'albelli-nl', Locale: 'nl-NL' },
  menu: {
    routes: {
      Main: 'https://www.albelli.nl/',
      FAQ: 'https://www.albelli.nl/klantenservice',
      ContactUs: 'https://www.albelli.nl/contact',
      AllProducts: 'https://www.albelli.nl/producten',
    },
    menus: { top: [], main: [{ title: 'Fotoboeken', url: 'https://www.albelli.nl/fotoboeken' }] },
  },
};

describe('the channel menu configuration', () => {
  it("asks for the channel host's configuration without the user's token and uses its routes", async () => {
    const { api, requests } = clients(async () => Response.json(served));
    const menu = await loadChannelMenu({ api, channel });
    expect(requests[0]?.url).toBe('http://x.test/public-config/albelli.nl');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(menu).toMatchObject({
      source: 'service',
      routes: { FAQ: 'https://www.albelli.nl/klantenservice' },
    });
  });

  it('falls back to the default menus and routes when the service fails or answers nonsense', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const answer of [
      async () => new Response('down', { status: 503 }),
      async () => Response.json({ vendor: {} }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const menu = await loadChannelMenu({ api: clients(answer).api, channel });
      expect(menu).toMatchObject({ source: 'fallback', routes: { FAQ: 'https://www.albelli.nl/faq' } });
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
