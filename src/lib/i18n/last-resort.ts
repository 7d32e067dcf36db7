/**
 * The texts of the last-resort error page (src/app/fatal-error.tsx), shown when not even the bundled en-GB messages
 * could be loaded: English is built in, so the page always has text; the page's own language comes from a small
 * chunk of its own (last-resort-messages.ts: three messages per language, tested equal to the message files) that
 * loads only when the page is shown. If that chunk cannot load either, the page stays English.
 */
import type { MessageId } from './types';

type LastResortId = Extract<MessageId, 'errors.unexpectedTitle' | 'errors.unexpected' | 'common.tryAgain'>;
export type LastResortMessages = Record<LastResortId, string>;

export const ENGLISH_LAST_RESORT: LastResortMessages = {
  'errors.unexpectedTitle': 'Something went wrong',
  'errors.unexpected':
    'An unexpected error has occurred, please contact us if you continue to have problems.',
  'common.tryAgain': 'Try again',
};

const languageOf = (locale: string): string => {
  try {
    return new Intl.Locale(locale).language;
  } catch {
    return 'en'; // Not a locale (an empty lang attribute).
  }
};

/** The last-resort texts for `locale` (by its language; English when the language has none or cannot load). */
export async function loadLastResortMessages(locale: string): Promise<LastResortMessages> {
  const language = languageOf(locale);
  if (language === 'en') return ENGLISH_LAST_RESORT;
  try {
    const { LAST_RESORT_MESSAGES } = await import('./last-resort-messages');
    return LAST_RESORT_MESSAGES[language] ?? ENGLISH_LAST_RESORT;
  } catch {
    return ENGLISH_LAST_RESORT;
  }
}
