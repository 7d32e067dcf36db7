/**
 * Brand channels. The documents give the country codes (my-photos.md section 9) and say that the channel
 * comes from the host name and that one channel is forced to de-AT; the brand names and hosts are assumed.
 *
 * Host name -> channel:
 * - production: `account.`, `test.` and `www.` prefixes are removed, the rest is looked up in `domain`
 *   (account.albelli.nl -> albelli.nl -> albelli-nl);
 * - local: `{channel id}.localhost` (albelli-at.localhost:5173), which Chromium resolves to loopback;
 * - anything else (localhost, 127.0.0.1): the default channel, bonusprint-gb (en-GB).
 * One legacy host is redirected to its newer one (account-area.md section 9; which one is assumed): the old UK
 * albelli domain, albelli.co.uk, whose customers bonusprint.co.uk serves now (locally albelli-gb.localhost ->
 * bonusprint-gb.localhost). docs/channels.md lists every host.
 */
/** The channel ids the services know (`ChannelId` of openapi/components/channels.yaml lists the same). */
export type ChannelId =
  | 'bonusprint-gb'
  | 'bonusprint-ie'
  | 'albelli-nl'
  | 'albelli-be'
  | 'albelli-de'
  | 'albelli-at'
  | 'albelli-fr'
  | 'albelli-se'
  | 'albelli-no'
  | 'albelli-dk'
  | 'albelli-it'
  | 'hofmann-es'
  | 'hofmann-pt';

export interface Channel {
  /** Channel id as the services know it (vendor id). */
  id: ChannelId;
  brand: string;
  countryCode: 'BE' | 'DE' | 'NL' | 'GB' | 'NO' | 'FR' | 'SE' | 'AT' | 'IE' | 'IT' | 'DK' | 'ES' | 'PT';
  /** The vendor's locale. */
  vendorLocale: string;
  /** A locale that overrides the vendor's (the spec's channel forced to de-AT). */
  forcedLocale?: string;
  /** Production domain, without account/test/www prefixes. */
  domain: string;
}

export const CHANNELS: readonly Channel[] = [
  {
    id: 'bonusprint-gb',
    brand: 'bonusprint',
    countryCode: 'GB',
    vendorLocale: 'en-GB',
    domain: 'bonusprint.co.uk',
  },
  {
    id: 'bonusprint-ie',
    brand: 'bonusprint',
    countryCode: 'IE',
    vendorLocale: 'en-IE',
    domain: 'bonusprint.ie',
  },
  { id: 'albelli-nl', brand: 'albelli', countryCode: 'NL', vendorLocale: 'nl-NL', domain: 'albelli.nl' },
  { id: 'albelli-be', brand: 'albelli', countryCode: 'BE', vendorLocale: 'nl-BE', domain: 'albelli.be' },
  { id: 'albelli-de', brand: 'albelli', countryCode: 'DE', vendorLocale: 'de-DE', domain: 'albelli.de' },
  {
    id: 'albelli-at',
    brand: 'albelli',
    countryCode: 'AT',
    vendorLocale: 'de-DE',
    forcedLocale: 'de-AT',
    domain: 'albelli.at',
  },
  { id: 'albelli-fr', brand: 'albelli', countryCode: 'FR', vendorLocale: 'fr-FR', domain: 'albelli.fr' },
  { id: 'albelli-se', brand: 'albelli', countryCode: 'SE', vendorLocale: 'sv-SE', domain: 'albelli.se' },
  { id: 'albelli-no', brand: 'albelli', countryCode: 'NO', vendorLocale: 'nb-NO', domain: 'albelli.no' },
  { id: 'albelli-dk', brand: 'albelli', countryCode: 'DK', vendorLocale: 'da-DK', domain: 'albelli.dk' },
  { id: 'albelli-it', brand: 'albelli', countryCode: 'IT', vendorLocale: 'it-IT', domain: 'albelli.it' },
  { id: 'hofmann-es', brand: 'hofmann', countryCode: 'ES', vendorLocale: 'es-ES', domain: 'hofmann.es' },
  { id: 'hofmann-pt', brand: 'hofmann', countryCode: 'PT', vendorLocale: 'pt-PT', domain: 'hofmann.pt' },
];

export const DEFAULT_CHANNEL_ID: ChannelId = 'bonusprint-gb';
export const DEFAULT_LOCALE = 'en-GB';

/** The prefixes removed from a host name (also read by ./robots.ts). */
export const HOST_PREFIXES = /^(?:(?:account|test|www)\.)+/;
const LOCAL_SUFFIX = '.localhost';

/**
 * A host that is redirected to a newer one: `domain` in production (with any account/test/www prefixes kept),
 * `localId` as `{localId}.localhost`, both to the host of the channel `to`.
 */
export interface LegacyHost {
  domain: string;
  localId: string;
  to: string;
}

export const LEGACY_HOSTS: readonly LegacyHost[] = [
  { domain: 'albelli.co.uk', localId: 'albelli-gb', to: 'bonusprint-gb' },
];

/** The host name without the account, test and www prefixes (also the auth cookies' domain). */
export function baseDomain(hostname: string): string {
  return hostname.toLowerCase().replace(HOST_PREFIXES, '');
}

export function channelForHost(hostname: string): Channel {
  const host = baseDomain(hostname);
  const local = host.endsWith(LOCAL_SUFFIX) ? host.slice(0, -LOCAL_SUFFIX.length) : undefined;
  const found = CHANNELS.find((c) => (local ? c.id === local : c.domain === host));
  return found ?? (CHANNELS.find((c) => c.id === DEFAULT_CHANNEL_ID) as Channel);
}

/**
 * Whether the app serves this host: a channel's domain (with its prefixes), `{channel}.localhost`, or a
 * development host (localhost, a loopback or private address), which gets the default channel. Any other host is
 * the catalogue's "Channel Not Found" (account-area.md section 8; issue 23: it was served as bonusprint-gb).
 */
export function isServedHost(hostname: string): boolean {
  const host = baseDomain(hostname);
  if (CHANNELS.some((channel) => channel.domain === host)) return true;
  return (
    host === 'localhost' ||
    host.endsWith(LOCAL_SUFFIX) ||
    /^\[?::1\]?$/.test(host) ||
    /^(?:127|10)\.\d+\.\d+\.\d+$|^192\.168\.\d+\.\d+$|^172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+$/.test(host)
  );
}

export function channelLocale(channel: Channel): string {
  return channel.forcedLocale ?? channel.vendorLocale;
}

/**
 * Where a legacy host's page now lives: the same address on the newer host (prefixes, port, path, query and hash
 * kept), or undefined when `url` is not on a legacy host.
 */
export function legacyRedirect(url: URL): string | undefined {
  const prefix = HOST_PREFIXES.exec(url.hostname)?.[0] ?? '';
  const host = url.hostname.slice(prefix.length);
  const local = host.endsWith(LOCAL_SUFFIX);
  const legacy = LEGACY_HOSTS.find((l) => host === (local ? l.localId + LOCAL_SUFFIX : l.domain));
  const target = CHANNELS.find((channel) => channel.id === legacy?.to);
  if (!target) return undefined;
  const moved = new URL(url.href);
  moved.hostname = prefix + (local ? target.id + LOCAL_SUFFIX : target.domain);
  return moved.href;
}

/**
 * The local host names of every channel, e.g. for a development flag list (vite.config.ts). Pure: a bundle that
 * does not use it (the app's entry, the start script) leaves it out.
 */
export const LOCAL_HOSTS: readonly string[] = /* @__PURE__ */ localHosts();

function localHosts(): string[] {
  return ['localhost', '127.0.0.1', ...CHANNELS.map((c) => `${c.id}.localhost`)];
}
