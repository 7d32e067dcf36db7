import { baseDomain } from '@/shared/channels';

/** The spec's token cookies (account-area.md section 9). */
export const ACCESS_TOKEN_COOKIE = 'auth_access_token';
export const REFRESH_TOKEN_COOKIE = 'auth_refresh_token';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The Domain attribute of the auth cookies: the host name without the account, test and www prefixes, so the
 * channel's sibling sites share the session. None for localhost, *.localhost and IP addresses, which browsers
 * do not accept as a cookie domain (the cookie is then host-only).
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':'))
    return undefined;
  return baseDomain(host);
}

export interface CookieAttributes {
  domain?: string;
  secure: boolean;
  /** No expiry: a session cookie. */
  expires?: Date;
}

export function serializeCookie(
  name: string,
  value: string,
  { domain, secure, expires }: CookieAttributes,
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    domain ? `Domain=${domain}` : undefined,
    expires ? `Expires=${expires.toUTCString()}` : undefined,
    'SameSite=Lax',
    secure ? 'Secure' : undefined,
  ]
    .filter(Boolean)
    .join('; ');
}

export interface CookieStore {
  read(name: string): string | undefined;
  write(name: string, value: string, expires?: Date): void;
  remove(name: string): void;
}

/** Reads and writes the auth cookies of this page (document.cookie by default). */
export function createCookieStore(
  doc: { cookie: string } = document,
  location: { hostname: string; protocol: string } = window.location,
): CookieStore {
  const attributes = () => ({
    domain: cookieDomain(location.hostname),
    secure: location.protocol === 'https:',
  });
  return {
    read(name) {
      for (const pair of doc.cookie.split(';')) {
        const index = pair.indexOf('=');
        if (index > 0 && pair.slice(0, index).trim() === name) {
          const value = decodeURIComponent(pair.slice(index + 1).trim());
          return value || undefined;
        }
      }
      return undefined;
    },
    write(name, value, expires) {
      doc.cookie = serializeCookie(name, value, { ...attributes(), expires });
    },
    remove(name) {
      doc.cookie = `${serializeCookie(name, '', { ...attributes(), expires: new Date(0) })}; Max-Age=0`;
    },
  };
}
