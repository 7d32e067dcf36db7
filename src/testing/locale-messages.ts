/**
 * A locale's messages as the app has them, for tests: its files in public/locales read through the fallback chain
 * (ADR 036: de-AT -> de-AT, de-DE, en-GB), so a test reads what a customer of that channel reads. One helper for
 * the unit tests and the e2e specs that compare a page with a channel's words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createI18n } from '@/lib/i18n/i18n';
import { localeChain, resolveMessages } from '@/lib/i18n/locale-chain';
import type { Messages } from '@/lib/i18n/types';

const LOCALES = path.resolve(process.cwd(), 'public/locales');

/** One locale's own file, or undefined when the locale has none. */
export function localeFile(locale: string): Messages | undefined {
  try {
    return JSON.parse(readFileSync(path.join(LOCALES, `${locale}.json`), 'utf8')) as Messages;
  } catch {
    return undefined;
  }
}

/** Every message of `locale`: its chain's files, the most specific first. */
export const localeMessages = (locale: string): Messages =>
  resolveMessages(localeChain(locale).map(localeFile));

/** The app's i18n of `locale` (its `t` formats as the app does). */
export const i18nOf = (locale: string) => createI18n(locale, localeMessages(locale));
