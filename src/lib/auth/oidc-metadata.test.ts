import { describe, expect, it, vi } from 'vitest';
import {
  OIDC_METADATA_KEY,
  rememberedMetadata,
  rememberMetadata,
  withRememberedMetadata,
} from './oidc-metadata';

const AUTHORITY = 'https://id.test/oidc';
const DOCUMENT = { issuer: AUTHORITY, token_endpoint: `${AUTHORITY}/token` };

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('the remembered discovery document (a refresh in one round trip, issue 23 "Slow network")', () => {
  it('is remembered per authority and read back only for it', () => {
    const storage = memoryStorage();
    rememberMetadata(storage, AUTHORITY, DOCUMENT);
    expect(rememberedMetadata(storage, AUTHORITY)).toEqual(DOCUMENT);
    expect(rememberedMetadata(storage, 'https://other.test/oidc')).toBeUndefined();
    expect(rememberedMetadata(memoryStorage({ [OIDC_METADATA_KEY]: 'not json' }), AUTHORITY)).toBeUndefined();
    rememberMetadata(storage, AUTHORITY, { issuer: AUTHORITY });
    expect(rememberedMetadata(storage, AUTHORITY)).toBeUndefined();
  });

  it('lets the refresh skip discovery on a return visit, and remembers what discovery found on the first', async () => {
    const storage = memoryStorage();
    const attempt = vi.fn(async (metadata: Record<string, unknown> | undefined) => ({
      result: metadata ? 'remembered' : 'discovered',
      metadata: DOCUMENT,
    }));
    expect(await withRememberedMetadata(storage, AUTHORITY, attempt)).toBe('discovered');
    expect(await withRememberedMetadata(storage, AUTHORITY, attempt)).toBe('remembered');
    expect(attempt.mock.calls.map(([metadata]) => metadata)).toEqual([undefined, DOCUMENT]);
  });

  it('forgets a remembered document that fails and tries once more with discovery', async () => {
    const storage = memoryStorage();
    rememberMetadata(storage, AUTHORITY, { ...DOCUMENT, token_endpoint: 'https://id.test/moved' });
    const moved = { ...DOCUMENT, token_endpoint: `${AUTHORITY}/v2/token` };
    const attempt = vi.fn(async (metadata: Record<string, unknown> | undefined) => {
      if (metadata) throw new TypeError('Failed to fetch');
      return { result: 'tokens', metadata: moved };
    });
    expect(await withRememberedMetadata(storage, AUTHORITY, attempt)).toBe('tokens');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(rememberedMetadata(storage, AUTHORITY)).toEqual(moved);
  });

  it('does not ask again when the provider refused the grant (an ended session)', async () => {
    const storage = memoryStorage();
    rememberMetadata(storage, AUTHORITY, DOCUMENT);
    const refused = Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' });
    const attempt = vi.fn(async () => {
      throw refused;
    });
    await expect(withRememberedMetadata(storage, AUTHORITY, attempt)).rejects.toBe(refused);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
