import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CHANNELS, channelLocale } from '@/shared/channels';
import { compileMessage } from './icu';
import { LOCALE_FALLBACKS, localeChain, localesWithAllMessages, resolveMessages } from './locale-chain';
import { shapeProblems } from './message-shape';

// The tests run from the repository root (vitest's root).
const dir = path.resolve(process.cwd(), 'public/locales');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const enGB = read('en-GB.json');
const variables = (text: string): string[] => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? '').sort();

const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
const fileOf = (locale: string): Record<string, string> | undefined =>
  files.includes(`${locale}.json`) ? read(`${locale}.json`) : undefined;
/** A locale's messages as the app loads them: its fallback chain resolved (load-messages.ts, ADR 036). */
const resolved = (locale: string) => resolveMessages(localeChain(locale).map(fileOf));
/** The locale of every channel (the forced one where a channel has one). */
const CHANNEL_LOCALES = [...new Set(CHANNELS.map(channelLocale))];

describe.each(CHANNEL_LOCALES)('the customers of the %s channel', (locale) => {
  it('read every message in their language: no en-GB key is missing after the fallback chain', () => {
    const messages = resolved(locale);
    const chain = localeChain(locale);
    // en-GB supplies messages only to English locales: any other locale has each key in its own files.
    const ownLanguage =
      new Intl.Locale(locale).language === 'en' ? messages : resolveMessages(chain.slice(0, -1).map(fileOf));
    expect(Object.keys(enGB).filter((key) => !(key in ownLanguage))).toEqual([]);
  });

  it('load only the files they need: the build lists them as complete, so no en-GB is fetched (load-messages.ts)', () => {
    expect(localesWithAllMessages([locale], fileOf)).toEqual([locale]);
  });
});

describe.each(files)('locale file %s', (file) => {
  const messages = read(file);
  const locale = file.replace(/\.json$/, '');

  it('is the locale of a channel or the base of one', () => {
    const bases = CHANNEL_LOCALES.flatMap(localeChain);
    expect(bases).toContain(locale);
  });

  it('only has keys that en-GB has (en-GB is the source of keys)', () => {
    expect(Object.keys(messages).filter((key) => !(key in enGB))).toEqual([]);
  });

  it('has valid ICU messages with the placeholders, select keys and plural branches of en-GB', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(() => new IntlMessageFormat(text, locale), key).not.toThrow();
      expect(shapeProblems(text, enGB[key] ?? '', locale), key).toEqual([]);
    }
  });

  const base = LOCALE_FALLBACKS[locale];
  if (base)
    it(`holds only what differs from ${base} (a regional variant, ADR 036)`, () => {
      const parent = resolved(base);
      expect(Object.keys(messages).filter((key) => messages[key] === parent[key])).toEqual([]);
    });
});

/** Sample values for a message's variables: every plural category and exact match the locales use. */
const SAMPLE_NUMBERS = [0, 1, 2, 3, 5, 11, 21, 101, 1234.5, 2014, 1_000_000];

describe.each(files)('the app formatter (src/lib/i18n/icu.ts) on %s', (file) => {
  const messages = read(file);
  const locale = file.replace(/\.json$/, '');

  it('formats every message exactly as intl-messageformat does', () => {
    for (const [key, text] of Object.entries(messages)) {
      const names = [...new Set(variables(text))];
      const reference = new IntlMessageFormat(text, locale);
      const compiled = compileMessage(text, locale);
      for (const number of SAMPLE_NUMBERS) {
        const values = Object.fromEntries(names.map((name) => [name, name === 'unit' ? 'MB' : number]));
        expect(compiled(values), `${key} with ${JSON.stringify(values)}`).toBe(
          String(reference.format(values)),
        );
      }
      const words = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      if (!/plural|number/.test(text)) expect(compiled(words), key).toBe(String(reference.format(words)));
    }
  });
});

describe('compileMessage beyond the locale files', () => {
  const cases: Array<[string, Record<string, string | number>]> = [
    ["It''s {name}'s turn", { name: 'Ann' }],
    ["Use '{braces}' and '#' literally", {}],
    [
      '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}',
      { n: 3, who: 'Jo' },
    ],
    ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
    ['{g, select, female {she} male {he} other {they}} left', { g: 'x' }],
    ["{n, plural, other {# in a '#' row}}", { n: 4 }],
    ['{p, number, percent} and {v, number, integer}', { p: 0.25, v: 3.7 }],
    ['{d, date, long} {d, time, short}', { d: Date.UTC(2026, 10, 23, 9, 5) }],
  ];
  it.each(cases)('formats %s as intl-messageformat does', (text, values) => {
    expect(compileMessage(text, 'en-GB')(values)).toBe(
      String(new IntlMessageFormat(text, 'en-GB').format(values)),
    );
  });

  it('rejects syntax it does not support, and missing values, loudly', () => {
    expect(() => compileMessage('{n, number, ::currency/EUR}', 'en-GB')).toThrow(SyntaxError);
    expect(() => compileMessage('{n, plural, one {x}}', 'en-GB')).toThrow(SyntaxError);
    expect(() => compileMessage('{unclosed', 'en-GB')).toThrow(SyntaxError);
    expect(() => compileMessage('{n} photos', 'en-GB')({})).toThrow(/"n" was not provided/);
  });
});
