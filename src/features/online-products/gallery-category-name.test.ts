import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CHANNELS, channelLocale } from '@/shared/channels';
import { i18nOf } from '@/testing/locale-messages';
import { galleryCategoryName } from './gallery-category-name';

const root = process.cwd();
/** The categories the contract names (widgets.yaml GalleryCategory), which GET /v1/categories answers. */
const CATEGORIES = parse(readFileSync(path.join(root, 'openapi/services/widgets.yaml'), 'utf8')).components
  .schemas.GalleryCategory.enum as string[];
const locales = [...new Set(CHANNELS.map(channelLocale))];

describe('gallery categories in the channel language', () => {
  it.each(locales)('%s names every category of the contract', (locale) => {
    const { t } = i18nOf(locale);
    for (const category of CATEGORIES) expect(galleryCategoryName(t, category)).not.toBe('');
  });

  it.each(locales.filter((locale) => !locale.startsWith('en')))(
    '%s shows no category by its English key',
    (locale) => {
      const { t } = i18nOf(locale);
      const same = CATEGORIES.filter((c) => galleryCategoryName(t, c) === c);
      // Words that are the same in the language (Baby, Sport, Nature, ...) are allowed; the rest must differ.
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThanOrEqual(3);
      expect(galleryCategoryName(t, 'Travel')).not.toBe('Travel');
      expect(galleryCategoryName(t, 'Christmas')).not.toBe('Christmas');
    },
  );

  it('says a category in Dutch and German, and shows one the app does not know as the service spells it', () => {
    const nl = i18nOf('nl-NL');
    expect(galleryCategoryName(nl.t, 'Travel')).toBe('Reizen');
    expect(galleryCategoryName(nl.t, 'Other')).toBe('Overig');
    const de = i18nOf('de-DE');
    expect(galleryCategoryName(de.t, 'Christmas')).toBe('Weihnachten');
    expect(galleryCategoryName(de.t, 'Graduation')).toBe('Graduation');
  });
});
