import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeChain as appChain, LOCALE_FALLBACKS } from '../src/lib/i18n/locale-chain';
import { localeChain, missingMessages } from './i18n-missing.mjs';

const files = {
  'en-GB': { 'orders.title': 'Orders', 'nav.photos': 'Photos', 'nav.faqs': 'FAQs' },
  'de-DE': { 'nav.photos': 'Fotos' },
  'de-AT': { 'nav.faqs': 'Häufige Fragen' },
  'fr-FR': { 'nav.photos': 'Photos', 'nav.faqs': 'FAQ', 'orders.title': 'Commandes' },
  'en-IE': {},
};
const fallbacks = { 'de-AT': 'de-DE', 'en-IE': 'en-GB' };

describe('the en-GB messages a translation sweep must fill', () => {
  it('lists per locale the en-GB keys with their English text that the locale lacks', () => {
    expect(missingMessages(files, fallbacks)).toEqual({
      'de-DE': { 'orders.title': 'Orders', 'nav.faqs': 'FAQs' },
      'de-AT': { 'orders.title': 'Orders' },
      'fr-FR': {},
      'en-IE': {},
    });
  });

  it('resolves a regional variant through the same chain as the app', () => {
    const shared = JSON.parse(readFileSync('src/lib/i18n/locale-fallbacks.json', 'utf8'));
    expect(shared).toEqual(LOCALE_FALLBACKS);
    for (const locale of ['de-AT', 'nl-BE', 'en-IE', 'fr-FR', 'en-GB'])
      expect(localeChain(locale, shared)).toEqual(appChain(locale));
  });
});
