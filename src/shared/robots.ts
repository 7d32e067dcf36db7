/**
 * Robots (account-area.md section 6: "indexing only on the home page of non-test hosts"; docs/channels.md, ADR
 * 038). Apart from channels.ts so that the first screen's chunk does not carry it: the app's robots meta tag loads
 * it lazily (src/lib/channel/robots-meta.ts), the Vite servers' /robots.txt read it (vite.config.ts).
 */
import { HOST_PREFIXES } from './channels.ts';

/** A test host: one whose removed prefixes include `test.` (test.account.albelli.nl, test.albelli-nl.localhost). */
export function isTestHost(hostname: string): boolean {
  const prefix = HOST_PREFIXES.exec(hostname.toLowerCase())?.[0] ?? '';
  return prefix.split('.').includes('test');
}

/**
 * The robots rule of a page (account-area.md section 6: "indexing only on the home page of non-test hosts"): the
 * home page (/) of a non-test host may be indexed; every other page, and every page of a test host, may not.
 */
export function robotsDirective(hostname: string, pathname: string): 'index, follow' | 'noindex, nofollow' {
  return pathname === '/' && !isTestHost(hostname) ? 'index, follow' : 'noindex, nofollow';
}

/**
 * The robots.txt a host serves: a test host keeps every crawler out; any other host lets crawlers fetch the home
 * page only (where the robots meta tag allows indexing) and nothing else.
 */
export function robotsTxt(hostname: string): string {
  return isTestHost(hostname) ? 'User-agent: *\nDisallow: /\n' : 'User-agent: *\nAllow: /$\nDisallow: /\n';
}
