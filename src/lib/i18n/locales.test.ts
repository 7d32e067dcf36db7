import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

// The tests run from the repository root (vitest's root).
const dir = path.resolve(process.cwd(), 'public/locales');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const enGB = read('en-GB.json');
const variables = (text: string): string[] => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? '').sort();

describe.each(readdirSync(dir).filter((file) => file.endsWith('.json')))('locale file %s', (file) => {
  const messages = read(file);
  const locale = file.replace(/\.json$/, '');

  it('only has keys that en-GB has (en-GB is the source of keys)', () => {
    expect(Object.keys(messages).filter((key) => !(key in enGB))).toEqual([]);
  });

  it('has valid ICU messages with the same variables as en-GB', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(() => new IntlMessageFormat(text, locale), key).not.toThrow();
      expect(variables(text), key).toEqual(variables(enGB[key] ?? ''));
    }
  });
});
