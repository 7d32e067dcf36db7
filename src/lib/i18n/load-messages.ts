import { z } from 'zod/mini';
import { localeChain, messageFiles, resolveMessages } from './locale-chain';
import type { Messages } from './types';

const messagesSchema = z.record(z.string(), z.string());

/** The locales whose own files hold every message (locale-chain.ts), from the build (vite.config.ts); none in tests. */
declare const LOCALES_WITH_ALL_MESSAGES: readonly string[] | undefined;
const BUILT_COMPLETE_LOCALES =
  typeof LOCALES_WITH_ALL_MESSAGES === 'undefined' ? [] : LOCALES_WITH_ALL_MESSAGES;

/** The bundled copy of the en-GB messages: a lazy chunk, loaded only when no messages can be fetched. */
const importBundledMessages = (): Promise<Messages> =>
  import('@public/locales/en-GB.json').then((module) => module.default as Messages);

export interface LoadMessagesOptions {
  fetch?: typeof fetch;
  loadBundled?: () => Promise<Messages>;
  /** The locales whose own files hold every message (the build's list by default); others fetch en-GB too. */
  completeLocales?: readonly string[];
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
 * en-GB is fetched only when it is needed: for English locales, and for another language when the build found its
 * files lacking a key (between a new en-GB key and the translation sweep) or when one of them could not be
 * loaded. When even en-GB cannot be fetched, the bundled en-GB copy is used, so error pages always have text.
 */
export async function loadMessages(locale: string, options: LoadMessagesOptions = {}): Promise<Messages> {
  const {
    fetch: fetchImpl = fetch,
    loadBundled = importBundledMessages,
    completeLocales = BUILT_COMPLETE_LOCALES,
  } = options;
  const chain = localeChain(locale);
  const wanted = messageFiles(locale);
  const files = await Promise.all(wanted.map((each) => fetchLocaleMessages(each, fetchImpl)));
  if (wanted.length < chain.length) {
    if (completeLocales.includes(locale) && files.every(Boolean)) return resolveMessages(files);
    files.push(await fetchLocaleMessages(chain[chain.length - 1] ?? 'en-GB', fetchImpl));
  }
  const base = files[files.length - 1] ?? (await loadBundled());
  return resolveMessages([...files.slice(0, -1), base]);
}
