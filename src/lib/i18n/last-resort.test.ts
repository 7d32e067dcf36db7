import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANNELS, channelLocale } from '@/shared/channels';
import { ENGLISH_LAST_RESORT, loadLastResortMessages } from './last-resort';
import { localeChain, resolveMessages } from './locale-chain';

const file = (locale: string): Record<string, string> | undefined => {
  try {
    return JSON.parse(readFileSync(`public/locales/${locale}.json`, 'utf8'));
  } catch {
    return undefined;
  }
};

describe('the last-resort error page', () => {
  it.each([...new Set(CHANNELS.map(channelLocale))])(
    'speaks the language of the %s channel with the same texts as its message file',
    async (locale) => {
      const messages = resolveMessages(localeChain(locale).map(file));
      const texts = await loadLastResortMessages(locale);
      for (const [id, text] of Object.entries(texts)) expect(text, id).toBe(messages[id]);
    },
  );

  it('falls back to English for a language it does not know or a missing locale', async () => {
    await expect(loadLastResortMessages('ja-JP')).resolves.toBe(ENGLISH_LAST_RESORT);
    await expect(loadLastResortMessages('')).resolves.toBe(ENGLISH_LAST_RESORT);
  });
});
