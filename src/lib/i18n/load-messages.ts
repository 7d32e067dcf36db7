import { z } from 'zod/mini';
import { localeChain, resolveMessages } from './locale-chain';
import type { Messages } from './types';

const messagesSchema = z.record(z.string(), z.string());

/** The bundled copy of the en-GB messages: a lazy chunk, loaded only when no messages can be fetched. */
const importBundledMessages = (): Promise<Messages> =>
  import('@public/locales/en-GB.json').then((module) => module.default as Messages);

export interface LoadMessagesOptions {
  fetch?: typeof fetch;
  loadBundled?: () => Promise<Messages>;
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
 * en-GB.json, so a key a locale lacks falls back to its base locale and then to en-GB. The chain's files load in
 * parallel; a missing file is skipped; when even en-GB cannot be fetched, the bundled en-GB copy is used, so error
 * pages always have text.
 */
export async function loadMessages(locale: string, options: LoadMessagesOptions = {}): Promise<Messages> {
  const { fetch: fetchImpl = fetch, loadBundled = importBundledMessages } = options;
  const chain = localeChain(locale);
  const files = await Promise.all(chain.map((each) => fetchLocaleMessages(each, fetchImpl)));
  const base = files[files.length - 1] ?? (await loadBundled());
  return resolveMessages([...files.slice(0, -1), base]);
}
