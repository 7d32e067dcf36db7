import { z } from 'zod/mini';
import { localeChain, messageFiles, resolveMessages } from './locale-chain';
import { messageKeysSignature } from './message-keys';
import type { Messages } from './types';

const messagesSchema = z.record(z.string(), z.string());

/** The signature of en-GB's keys (message-keys.ts), written by the build (vite.config.ts); unknown in tests. */
declare const EN_GB_KEYS_SIGNATURE: string | undefined;
const BUILT_EN_GB_KEYS = typeof EN_GB_KEYS_SIGNATURE === 'string' ? EN_GB_KEYS_SIGNATURE : undefined;

/** The bundled copy of the en-GB messages: a lazy chunk, loaded only when no messages can be fetched. */
const importBundledMessages = (): Promise<Messages> =>
  import('@public/locales/en-GB.json').then((module) => module.default as Messages);

export interface LoadMessagesOptions {
  fetch?: typeof fetch;
  loadBundled?: () => Promise<Messages>;
  /** en-GB's key signature (messageKeysSignature); without it en-GB is always fetched as the base. */
  enGbKeys?: string;
}

/** GET /locales/{locale}.json; undefined when it is missing, unreachable or not a message map. */
export async function fetchLocaleMessages(
  locale: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Messages | undefined> {
  try {
    const response = await fetchImpl(`/locales/${locale}.json`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const parsed = messagesSchema.safeParse(await response.json());
    if (!parsed.success) console.error(`Invalid messages in /locales/${locale}.json`, parsed.error);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The messages of `locale` through its fallback chain (ADR 036): de-AT is de-AT.json over de-DE.json over
 * en-GB.json, so a key a locale lacks falls back to its base locale and then to en-GB. The files of
 * `messageFiles(locale)` load in parallel (the start script has preloaded them); a missing file is skipped.
 *
 * en-GB is fetched only when it is needed: for English locales, and for another language only when its own files
 * do not hold every en-GB key (their key signature differs from the build's en-GB one: a file missing, stale or
 * incomplete). When even en-GB cannot be fetched, the bundled en-GB copy is used, so error pages always have text.
 */
export async function loadMessages(locale: string, options: LoadMessagesOptions = {}): Promise<Messages> {
  const {
    fetch: fetchImpl = fetch,
    loadBundled = importBundledMessages,
    enGbKeys = BUILT_EN_GB_KEYS,
  } = options;
  const chain = localeChain(locale);
  const wanted = messageFiles(locale);
  const files = await Promise.all(wanted.map((each) => fetchLocaleMessages(each, fetchImpl)));
  if (wanted.length < chain.length) {
    const own = resolveMessages(files);
    if (enGbKeys !== undefined && messageKeysSignature(own) === enGbKeys) return own;
    files.push(await fetchLocaleMessages(chain[chain.length - 1] ?? 'en-GB', fetchImpl));
  }
  const base = files[files.length - 1] ?? (await loadBundled());
  return resolveMessages([...files.slice(0, -1), base]);
}
