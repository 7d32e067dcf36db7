// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { albumFormSchema, isValidAlbumName } from './album-name';

/** The contract's AlbumName.name (openapi/services/photo.yaml), which the mock validates requests against. */
const contract = (() => {
  const spec = parse(readFileSync(new URL('../../../openapi/services/photo.yaml', import.meta.url), 'utf8'));
  const name = spec.components.schemas.AlbumName.properties.name as {
    minLength: number;
    maxLength: number;
    pattern: string;
  };
  const pattern = new RegExp(name.pattern, 'u');
  return (value: string) =>
    value.length >= name.minLength && value.length <= name.maxLength && pattern.test(value);
})();

const NAMES = [
  'Cornwall 2026',
  'a',
  'Ünïcode ✓',
  'x y',
  'Trip ',
  '',
  ' Trip',
  '\tTrip',
  'a<b',
  'Trip>',
  'Summer; 2025',
  ';',
  'a\nb',
  'a\u0000b',
  'x'.repeat(255),
  'x'.repeat(256),
  'x'.repeat(1_000_000),
];

describe('an album name', () => {
  it('follows the same rules in the form as in the contract the service enforces', () => {
    for (const name of NAMES) expect([name, isValidAlbumName(name)]).toEqual([name, contract(name)]);
  });

  it('asks for a name when empty, and says "Name not valid" otherwise', () => {
    const issues = (name: string) => {
      const result = albumFormSchema.safeParse({ name });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(issues('')[0]).toBe('albums.copyModal.nameRequired');
    expect(issues(' Trip')).toEqual(['albums.copyModal.nameInvalid']);
    expect(issues('a;b')).toEqual(['albums.copyModal.nameInvalid']);
    expect(issues('Trip')).toEqual([]);
  });
});
