import { describe, expect, it } from 'vitest';
import { CHANNELS, channelLocale } from '@/shared/channels';
import { localeMessages } from '@/testing/locale-messages';
import { ENGLISH_LAST_RESORT, loadLastResortMessages } from './last-resort';

describe('the last-resort error page', () => {
  it.each([...new Set(CHANNELS.map(channelLocale))])(
    'speaks the language of the %s channel with the same texts as its message file',
    async (locale) => {
      const messages = localeMessages(locale);
      const texts = await loadLastResortMessages(locale);
      for (const [id, text] of Object.entries(texts)) expect(text, id).toBe(messages[id]);
    },
  );

  it('falls back to English for a language it does not know or a missing locale', async () => {
    await expect(loadLastResortMessages('ja-JP')).resolves.toBe(ENGLISH_LAST_RESORT);
    await expect(loadLastResortMessages('')).resolves.toBe(ENGLISH_LAST_RESORT);
  });
});
