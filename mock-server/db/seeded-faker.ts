/**
 * The one way the mock's seeds get their randomness: a faker with a fixed seed per account (and per seed
 * stream) AND the fixed reference date (`SEED_REFERENCE_DATE`): faker is repeatable only with both
 * (docs/toolchain gotcha). Each db module keeps its own stream, so adding to one service's seed never shifts
 * another's; a stream is named by the text its hash is made from, the hash's start value and an optional salt.
 * Changing any of these changes that module's seed output (the seed and contract tests would notice).
 */
import { Faker, base, type LocaleDefinition } from '@faker-js/faker';
import { SEED, SEED_REFERENCE_DATE } from '../accounts';

/** A 32-bit string hash (h = h * 31 + charCode), starting from `start`. */
export function seedHash(text: string, start = 0): number {
  let hash = start;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

export interface SeedStream {
  /** The text the stream's hash is made from: the account id, often with a `:<service>` suffix. */
  key: string;
  /** The hash's start value; default 0. */
  hashStart?: number;
  /** A third seed value that separates streams of the same key; none by default. */
  salt?: number;
  /** faker's locale chain; default `base` (no language data). */
  locale?: LocaleDefinition | LocaleDefinition[];
}

/** A faker seeded with `[SEED, seedHash(key, hashStart), salt?]` and the fixed reference date. */
export function seededFaker({ key, hashStart = 0, salt, locale = base }: SeedStream): Faker {
  const faker = new Faker({ locale });
  const hash = seedHash(key, hashStart);
  faker.seed(salt === undefined ? [SEED, hash] : [SEED, hash, salt]);
  faker.setDefaultRefDate(SEED_REFERENCE_DATE);
  return faker;
}
