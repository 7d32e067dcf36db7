/**
 * No raw data on a channel (issue 23): what a service names by a code (a saved project's product type, the
 * cut-off's campaign, a country) is shown in the channel's words: every channel's locale has a name for each
 * value the app knows, and none repeats the raw code. An unknown value gives '' (the page then shows nothing).
 */
import { describe, expect, it } from 'vitest';
import { CHANNELS, channelLocale } from '@/shared/channels';
import { i18nOf } from '@/testing/locale-messages';
import { formatCountry } from './format-country';

const locales = [...new Set(CHANNELS.map(channelLocale))];

describe('no raw data on a channel', () => {
  it.each(locales)('%s names every product type and the Christmas campaign in its own words', (locale) => {
    const { t } = i18nOf(locale);
    for (const type of ['photobook', 'calendar', 'canvas', 'cards', 'prints']) {
      const name = t('savedProjects.productType', { type });
      expect(name, `${type} in ${locale}`).not.toBe('');
      expect(name).not.toBe(type);
    }
    expect(t('savedProjects.productType', { type: 'mug-3000' })).toBe('');
    const campaign = t('orders.reorder.campaign', { name: 'christmas' });
    expect(campaign).not.toBe('');
    expect(campaign).not.toBe('christmas');
    expect(t('orders.reorder.campaign', { name: 'diwali' })).toBe('');
  });

  it('names a country in the locale, not by its code', () => {
    expect(formatCountry('en-GB', 'GB')).toBe('United Kingdom');
    expect(formatCountry('nl-NL', 'GB')).toBe('Verenigd Koninkrijk');
    expect(formatCountry('de-DE', 'NL')).toBe('Niederlande');
    expect(formatCountry('de-DE', 'not a code')).toBe('not a code');
  });
});
