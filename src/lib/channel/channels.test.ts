import { describe, expect, it } from 'vitest';
import {
  CHANNELS,
  baseDomain,
  channelForHost,
  channelLocale,
  isServedHost,
  legacyRedirect,
} from '@/shared/channels';
import { isTestHost, robotsDirective, robotsTxt } from '@/shared/robots';

describe('the channel of a host name', () => {
  it('has one channel for each of the 13 countries', () => {
    expect(CHANNELS.map((c) => c.countryCode).sort()).toEqual(
      ['AT', 'BE', 'DE', 'DK', 'ES', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PT', 'SE'].sort(),
    );
  });

  it.each(CHANNELS.map((c) => [c.id, c.domain] as const))(
    '%s answers on %s with or without the account, test and www prefixes, and locally',
    (id, domain) => {
      for (const host of [domain, `account.${domain}`, `www.${domain}`, `test.account.${domain}`])
        expect(channelForHost(host).id, host).toBe(id);
      expect(channelForHost(`${id}.localhost`).id).toBe(id);
      expect(channelForHost(`test.${id}.localhost`).id).toBe(id);
    },
  );

  it('speaks each channel’s locale, the Austrian channel forced to de-AT', () => {
    expect(Object.fromEntries(CHANNELS.map((c) => [c.id, channelLocale(c)]))).toEqual({
      'bonusprint-gb': 'en-GB',
      'bonusprint-ie': 'en-IE',
      'albelli-nl': 'nl-NL',
      'albelli-be': 'nl-BE',
      'albelli-de': 'de-DE',
      'albelli-at': 'de-AT',
      'albelli-fr': 'fr-FR',
      'albelli-se': 'sv-SE',
      'albelli-no': 'nb-NO',
      'albelli-dk': 'da-DK',
      'albelli-it': 'it-IT',
      'hofmann-es': 'es-ES',
      'hofmann-pt': 'pt-PT',
    });
    expect(channelForHost('account.albelli.at').vendorLocale).toBe('de-DE');
  });

  it('falls back to bonusprint-gb for any other host, and removes only leading prefixes', () => {
    expect(channelForHost('localhost').id).toBe('bonusprint-gb');
    expect(channelForHost('127.0.0.1').id).toBe('bonusprint-gb');
    expect(channelForHost('example.com').id).toBe('bonusprint-gb');
    expect(baseDomain('ACCOUNT.Test.albelli.nl')).toBe('albelli.nl');
    expect(baseDomain('shop.account.albelli.nl')).toBe('shop.account.albelli.nl');
  });
});

describe('the hosts the app serves', () => {
  it('serves the channels\' hosts and development hosts, and no other (issue 23: "Channel Not Found")', () => {
    for (const host of ['account.albelli.nl', 'test.account.bonusprint.co.uk', 'albelli-nl.localhost']) {
      expect(isServedHost(host), host).toBe(true);
    }
    for (const host of ['localhost', '127.0.0.1', '[::1]', '192.168.1.20', '10.0.0.5']) {
      expect(isServedHost(host), host).toBe(true);
    }
    for (const host of ['example.com', 'account.albelli.example', 'albelli.nl.evil.test', '8.8.8.8']) {
      expect(isServedHost(host), host).toBe(false);
    }
  });
});

describe('the legacy host', () => {
  it('sends the old UK albelli host to bonusprint.co.uk, keeping prefixes, path, query and hash', () => {
    expect(legacyRedirect(new URL('https://account.albelli.co.uk/orders?page=2#top'))).toBe(
      'https://account.bonusprint.co.uk/orders?page=2#top',
    );
    expect(legacyRedirect(new URL('https://test.account.albelli.co.uk/'))).toBe(
      'https://test.account.bonusprint.co.uk/',
    );
    expect(legacyRedirect(new URL('http://albelli-gb.localhost:4173/my-photos/photos?x=1'))).toBe(
      'http://bonusprint-gb.localhost:4173/my-photos/photos?x=1',
    );
  });

  it('leaves every current host alone', () => {
    for (const channel of CHANNELS) {
      expect(legacyRedirect(new URL(`https://account.${channel.domain}/`))).toBeUndefined();
      expect(legacyRedirect(new URL(`http://${channel.id}.localhost:4173/`))).toBeUndefined();
    }
    expect(legacyRedirect(new URL('http://localhost:4173/'))).toBeUndefined();
  });
});

describe('robots: indexing only on the home page of non-test hosts', () => {
  it('knows a test host by its test prefix', () => {
    expect(isTestHost('test.account.albelli.nl')).toBe(true);
    expect(isTestHost('account.test.albelli.nl')).toBe(true);
    expect(isTestHost('test.albelli-nl.localhost')).toBe(true);
    expect(isTestHost('account.albelli.nl')).toBe(false);
    expect(isTestHost('albelli-nl.localhost')).toBe(false);
    expect(isTestHost('contest.albelli.nl')).toBe(false);
  });

  it('lets the home page of a non-test host be indexed, and nothing else', () => {
    expect(robotsDirective('account.albelli.nl', '/')).toBe('index, follow');
    expect(robotsDirective('account.albelli.nl', '/orders')).toBe('noindex, nofollow');
    expect(robotsDirective('account.albelli.nl', '/my-photos/photos')).toBe('noindex, nofollow');
    expect(robotsDirective('test.account.albelli.nl', '/')).toBe('noindex, nofollow');
  });

  it('serves a robots.txt that keeps crawlers to the home page, and off test hosts entirely', () => {
    expect(robotsTxt('account.albelli.nl')).toBe('User-agent: *\nAllow: /$\nDisallow: /\n');
    expect(robotsTxt('test.account.albelli.nl')).toBe('User-agent: *\nDisallow: /\n');
  });
});
