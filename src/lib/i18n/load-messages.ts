import { z } from 'zod/mini';
import { DEFAULT_LOCALE } from '@/shared/channels';
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
 * The messages of `locale`, over en-GB so that a key the locale lacks falls back to its en-GB text.
 * The locale and en-GB files load in parallel; a missing locale file means en-GB only; when even en-GB cannot
 * be fetched, the bundled en-GB copy is used, so error pages always have text.
 */
export async function loadMessages(locale: string, options: LoadMessagesOptions = {}): Promise<Messages> {
  const { fetch: fetchImpl = fetch, loadBundled = importBundledMessages } = options;
  const [base, own] = await Promise.all([
    fetchLocaleMessages(DEFAULT_LOCALE, fetchImpl),
    locale === DEFAULT_LOCALE ? undefined : fetchLocaleMessages(locale, fetchImpl),
  ]);
  return { ...(base ?? (await loadBundled())), ...own };
}
