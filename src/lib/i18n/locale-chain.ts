// Relative, not '@/': vite.config.ts reads this module too (localesWithAllMessages).
import { DEFAULT_LOCALE } from '../../shared/channels.ts';
import fallbacks from './locale-fallbacks.json' with { type: 'json' };
import type { Messages } from './types';

/**
 * Regional variants and the locale they fall back to (ADR 036): a variant's file holds only the messages that
 * differ from its base locale. The JSON is shared with scripts/i18n-missing.mjs.
 */
export const LOCALE_FALLBACKS: Readonly<Record<string, string>> = fallbacks;

/**
 * The locales whose messages make up `locale`, most specific first, always ending in en-GB:
 * de-AT -> [de-AT, de-DE, en-GB]; fr-FR -> [fr-FR, en-GB]; en-GB -> [en-GB].
 */
export function localeChain(locale: string): string[] {
  const chain: string[] = [];
  for (let current: string | undefined = locale; current && !chain.includes(current);) {
    chain.push(current);
    current = LOCALE_FALLBACKS[current] ?? (current === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE);
  }
  return chain;
}

/**
 * The locale files a page of `locale` fetches up front: its chain without en-GB for a language other than English
 * (every key is in the language's own files: locales.test.ts; en-GB is then only the runtime safety net,
 * load-messages.ts), the whole chain for English. Read by the start script too (src/start/start-script.ts), which
 * preloads them: de-AT -> [de-AT, de-DE]; en-IE -> [en-IE, en-GB].
 */
export function messageFiles(locale: string): string[] {
  const chain = localeChain(locale);
  return languageOf(locale) === languageOf(DEFAULT_LOCALE) || chain.length === 1 ? chain : chain.slice(0, -1);
}

const languageOf = (locale: string): string => locale.split('-')[0]?.toLowerCase() ?? '';

/** The messages of a chain, each locale's file (in chain order, undefined when missing) over the next one's. */
export function resolveMessages(files: ReadonlyArray<Messages | undefined>): Messages {
  return Object.assign({}, ...[...files].reverse().filter(Boolean)) as Messages;
}

/**
 * The locales (of `locales`) whose `messageFiles` hold every key of en-GB: a page of one of them needs no en-GB
 * file. The build works it out from public/locales (vite.config.ts, `LOCALES_WITH_ALL_MESSAGES`), so the app knows
 * it without fetching en-GB; `read` gives a locale's file, undefined when there is none.
 */
export function localesWithAllMessages(
  locales: readonly string[],
  read: (locale: string) => Messages | undefined,
): string[] {
  const enGB = read(DEFAULT_LOCALE) ?? {};
  return locales.filter((locale) => {
    const own = resolveMessages(messageFiles(locale).map(read));
    return Object.keys(enGB).every((key) => key in own);
  });
}
