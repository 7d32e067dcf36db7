import { describe, expect, it, vi } from 'vitest';
import { createI18n, warmUpIntl } from './i18n';
import { loadMessages } from './load-messages';
import { localeChain, localesWithAllMessages, messageFiles } from './locale-chain';

describe('messages with variables and plurals', () => {
  const i18n = createI18n('en-GB', {
    'photos.selectedCount': '{amount} selected',
    'photos.monthCount': '{count, plural, one {# photo} other {# photos}}',
  });

  it('fills in variables', () => {
    expect(i18n.t('photos.selectedCount', { amount: 3 })).toBe('3 selected');
  });

  it('chooses the plural form and formats the number for the locale', () => {
    expect(i18n.t('photos.monthCount', { count: 1 })).toBe('1 photo');
    expect(i18n.t('photos.monthCount', { count: 2014 })).toBe('2,014 photos');
    expect(
      createI18n('de-DE', { 'photos.monthCount': '{count, plural, one {# Foto} other {# Fotos}}' }).t(
        'photos.monthCount',
        { count: 2014 },
      ),
    ).toBe('2.014 Fotos');
  });

  it('shows the id of a message that is missing instead of failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.t('photos.title')).toBe('photos.title');
    expect(warn).toHaveBeenCalledWith('Missing message: photos.title');
    warn.mockRestore();
  });

  it('formats dates with the active locale', () => {
    const date = Date.UTC(2025, 10, 2);
    const options = { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    expect(createI18n('en-GB', {}).formatDate(date, options)).toBe('02 Nov 2025');
    expect(createI18n('nl-NL', {}).formatDate(date, options)).toBe('02 nov 2025');
  });
});

describe('the fallback chain of a locale', () => {
  it('goes from a regional variant to its base locale and ends in en-GB', () => {
    expect(localeChain('de-AT')).toEqual(['de-AT', 'de-DE', 'en-GB']);
    expect(localeChain('nl-BE')).toEqual(['nl-BE', 'nl-NL', 'en-GB']);
    expect(localeChain('en-IE')).toEqual(['en-IE', 'en-GB']);
    expect(localeChain('fr-FR')).toEqual(['fr-FR', 'en-GB']);
    expect(localeChain('en-GB')).toEqual(['en-GB']);
  });
});

describe('dates, numbers and money in the locale of each channel', () => {
  const date = Date.UTC(2025, 10, 2);
  const day = (locale: string) => createI18n(locale, {}).formatDay(date, { timeZone: 'UTC' });

  it('writes a day as dd MMM yyyy with the locale’s month abbreviation, Spanish capitalised', () => {
    expect(day('en-GB')).toBe('02 Nov 2025');
    expect(day('nl-NL')).toBe('02 nov 2025');
    expect(day('de-DE')).toBe('02 Nov. 2025');
    expect(day('fr-FR')).toBe('02 nov. 2025');
    expect(day('es-ES')).toBe('02 Nov 2025');
    // pt-PT's short date is numeric (02/11/2025): the month's own abbreviation is used instead.
    expect(day('pt-PT')).toBe('02 nov. 2025');
    expect(createI18n('de-AT', {}).formatDay(Date.UTC(2026, 0, 5), { timeZone: 'UTC' })).toBe('05 Jän. 2026');
  });

  it('writes English months in three letters, as the spec’s MMM: "04 Sep 2026", not "04 Sept 2026"', () => {
    const september = Date.UTC(2026, 8, 4);
    for (const locale of ['en-GB', 'en-IE']) {
      expect(createI18n(locale, {}).formatDay(september, { timeZone: 'UTC' })).toBe('04 Sep 2026');
      expect(createI18n(locale, {}).formatDay(Date.UTC(2026, 5, 4), { timeZone: 'UTC' })).toBe('04 Jun 2026');
    }
  });

  it('makes a day’s formatter once, not per date: a grid formats one per tile (issue 25)', () => {
    const i18n = createI18n('en-IE', {});
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const days = Array.from({ length: 50 }, (_, n) =>
        i18n.formatDay(Date.UTC(2026, 0, n + 1, 12), { timeZone: 'Europe/Dublin' }),
      );
      expect(days[0]).toBe('01 Jan 2026');
      expect(days[49]).toBe('19 Feb 2026');
      expect(made).toBeLessThanOrEqual(2);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('formats numbers and money with the locale’s separators and symbol position', () => {
    const money = (locale: string) =>
      createI18n(locale, {}).formatCurrency(1234.5, 'EUR').replace(/\s/g, ' ');
    expect(money('en-IE')).toBe('€1,234.50');
    expect(money('nl-NL')).toBe('€ 1.234,50');
    expect(money('de-DE')).toBe('1.234,50 €');
    expect(money('fr-FR')).toBe('1 234,50 €');
    expect(createI18n('sv-SE', {}).formatCurrency(99, 'SEK').replace(/\s/g, ' ')).toBe('99,00 kr');
    expect(createI18n('da-DK', {}).formatNumber(2014.5)).toBe('2.014,5');
  });
});

describe('loading the messages of a locale', () => {
  const files: Record<string, Record<string, string>> = {
    '/locales/en-GB.json': { 'photos.title': 'My photos', 'photos.empty': 'Your photo library is empty' },
    '/locales/nl-NL.json': { 'photos.title': "Mijn foto's" },
    '/locales/de-DE.json': { 'photos.title': 'Meine Fotos', 'photos.empty': 'Ihre Fotobibliothek ist leer' },
    '/locales/de-AT.json': { 'photos.empty': 'Ihre Fotobibliothek ist leer (AT)' },
  };
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const body = files[String(input)];
    return body ? Response.json(body) : new Response('', { status: 404 });
  }) as typeof fetch;
  const loadBundled = vi.fn(async () => ({ 'photos.title': 'My photos (bundled)' }));

  it('falls back to en-GB for the keys a locale does not translate', async () => {
    await expect(loadMessages('nl-NL', { fetch: fakeFetch, loadBundled })).resolves.toEqual({
      'photos.title': "Mijn foto's",
      'photos.empty': 'Your photo library is empty',
    });
  });

  it('resolves a regional variant through its base locale, then en-GB', async () => {
    await expect(loadMessages('de-AT', { fetch: fakeFetch, loadBundled })).resolves.toEqual({
      'photos.title': 'Meine Fotos',
      'photos.empty': 'Ihre Fotobibliothek ist leer (AT)',
    });
    // nl-BE has no file of its own: nl-NL over en-GB.
    await expect(loadMessages('nl-BE', { fetch: fakeFetch, loadBundled })).resolves.toEqual({
      'photos.title': "Mijn foto's",
      'photos.empty': 'Your photo library is empty',
    });
  });

  it('uses en-GB when the locale has no file', async () => {
    await expect(loadMessages('pt-PT', { fetch: fakeFetch, loadBundled })).resolves.toEqual(
      files['/locales/en-GB.json'],
    );
  });

  it('does not fetch en-GB for another language whose own files hold every en-GB key', async () => {
    const asked: string[] = [];
    const recording = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return fakeFetch(input);
    }) as typeof fetch;
    await expect(
      loadMessages('de-AT', { fetch: recording, loadBundled, completeLocales: ['de-AT'] }),
    ).resolves.toEqual({
      'photos.title': 'Meine Fotos',
      'photos.empty': 'Ihre Fotobibliothek ist leer (AT)',
    });
    expect(asked.sort()).toEqual(['/locales/de-AT.json', '/locales/de-DE.json']);
    expect(messageFiles('de-AT')).toEqual(['de-AT', 'de-DE']);
  });

  it('fetches en-GB when the build found the own files lacking a key (nl-NL here), and always for English', async () => {
    const asked: string[] = [];
    const recording = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return fakeFetch(input);
    }) as typeof fetch;
    await expect(
      loadMessages('nl-NL', { fetch: recording, loadBundled, completeLocales: ['de-AT'] }),
    ).resolves.toEqual({
      'photos.title': "Mijn foto's",
      'photos.empty': 'Your photo library is empty',
    });
    expect(asked).toEqual(['/locales/nl-NL.json', '/locales/en-GB.json']);
    expect(messageFiles('en-IE')).toEqual(['en-IE', 'en-GB']);
    expect(messageFiles('en-GB')).toEqual(['en-GB']);
  });

  it('tells which locales need no en-GB: those whose own files hold every en-GB key', () => {
    const read = (locale: string) => files[`/locales/${locale}.json`];
    expect(localesWithAllMessages(['de-AT', 'de-DE', 'nl-NL', 'nl-BE', 'pt-PT', 'en-IE'], read)).toEqual([
      'de-AT',
      'de-DE',
      'en-IE',
    ]);
  });

  it('fetches en-GB for a complete locale when one of its files could not be loaded', async () => {
    const asked: string[] = [];
    const withoutBase = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return String(input) === '/locales/de-DE.json' ? new Response('', { status: 503 }) : fakeFetch(input);
    }) as typeof fetch;
    await expect(
      loadMessages('de-AT', { fetch: withoutBase, loadBundled, completeLocales: ['de-AT'] }),
    ).resolves.toEqual({ 'photos.title': 'My photos', 'photos.empty': 'Ihre Fotobibliothek ist leer (AT)' });
    expect(asked).toContain('/locales/en-GB.json');
  });

  it('uses the bundled en-GB messages when none can be fetched', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(loadMessages('en-GB', { fetch: offline, loadBundled })).resolves.toEqual({
      'photos.title': 'My photos (bundled)',
    });
    expect(loadBundled).toHaveBeenCalledOnce();
  });
});

describe('warming up Intl before the first render', () => {
  it('prepares the formatters of a locale in tasks of their own, and leaves an invalid locale to fail where it is used', () => {
    vi.useFakeTimers();
    try {
      warmUpIntl('en-GB');
      warmUpIntl('not a locale');
      // One task per formatter kind, not one long task.
      expect(vi.getTimerCount()).toBe(6);
      expect(() => vi.runAllTimers()).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
    expect(() => createI18n('not a locale', {}).formatNumber(1)).toThrow(RangeError);
  });
});
