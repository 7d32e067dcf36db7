import { describe, expect, it } from 'vitest';
import { cookieDomain, createCookieStore, serializeCookie } from './cookies';

describe('the auth cookie domain', () => {
  it('is the host name without the account, test and www prefixes', () => {
    expect(cookieDomain('account.albelli.nl')).toBe('albelli.nl');
    expect(cookieDomain('test.account.bonusprint.co.uk')).toBe('bonusprint.co.uk');
    expect(cookieDomain('www.hofmann.es')).toBe('hofmann.es');
    expect(cookieDomain('albelli.de')).toBe('albelli.de');
  });

  it('is left out for localhost, *.localhost and IP addresses, which browsers reject as a domain', () => {
    expect(cookieDomain('localhost')).toBeUndefined();
    expect(cookieDomain('albelli-at.localhost')).toBeUndefined();
    expect(cookieDomain('127.0.0.1')).toBeUndefined();
    expect(cookieDomain('[::1]')).toBeUndefined();
  });
});

describe('writing the auth cookies', () => {
  const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));

  it('sets path /, the parent domain, SameSite=Lax, Secure on https and the token expiry', () => {
    expect(
      serializeCookie('auth_access_token', 'a.b.c', { domain: 'albelli.nl', secure: true, expires }),
    ).toBe(
      'auth_access_token=a.b.c; Path=/; Domain=albelli.nl; Expires=Wed, 02 Jan 2030 03:04:05 GMT; SameSite=Lax; Secure',
    );
  });

  it('writes a host-only, non-secure cookie on http://localhost', () => {
    const doc = { cookie: '' };
    createCookieStore(doc, { hostname: 'localhost', protocol: 'http:' }).write('auth_refresh_token', 'r1');
    expect(doc.cookie).toBe('auth_refresh_token=r1; Path=/; SameSite=Lax');
  });

  it('removes a cookie with the same path and domain and an expiry in the past', () => {
    const doc = { cookie: '' };
    createCookieStore(doc, { hostname: 'account.albelli.nl', protocol: 'https:' }).remove(
      'auth_access_token',
    );
    expect(doc.cookie).toBe(
      'auth_access_token=; Path=/; Domain=albelli.nl; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure; Max-Age=0',
    );
  });

  it('reads, overwrites and removes cookies in the browser', () => {
    const store = createCookieStore(document, { hostname: 'localhost', protocol: 'http:' });
    store.write('auth_access_token', 'token-1', new Date(Date.now() + 60_000));
    store.write('auth_access_token', 'token-2', new Date(Date.now() + 60_000));
    expect(store.read('auth_access_token')).toBe('token-2');
    store.remove('auth_access_token');
    expect(store.read('auth_access_token')).toBeUndefined();
  });
});
