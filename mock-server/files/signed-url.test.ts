import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './signed-url';

const signer = createUrlSigner({ publicUrl: 'http://mock.test/', ttlMs: 1000 });
const NOW = Date.parse('2026-11-01T12:00:00Z');

describe('signed URLs', () => {
  it('signs a path with an expiry and accepts it until then', () => {
    const url = signer.sign('/files/downloads/abc.zip', NOW);
    expect(url).toMatch(/^http:\/\/mock\.test\/files\/downloads\/abc\.zip\?expires=\d+&signature=[\w-]+$/);
    expect(signer.reject(new Request(url), NOW + 1000)).toBeNull();
  });

  it('answers 403 problem+json once expired', async () => {
    const response = signer.reject(new Request(signer.sign('/f/a.zip', NOW)), NOW + 1001);
    expect(response?.status).toBe(403);
    expect(response?.headers.get('content-type')).toBe('application/problem+json');
    expect((await response!.json()).detail).toContain('expired');
  });

  it('answers 403 for another path, a changed expiry, a missing signature or another key', () => {
    const url = new URL(signer.sign('/f/a.zip', NOW));
    const otherPath = new URL(url);
    otherPath.pathname = '/f/b.zip';
    const later = new URL(url);
    later.searchParams.set('expires', String(NOW + 99_999));
    const unsigned = new URL(url);
    unsigned.searchParams.delete('signature');
    const otherKey = createUrlSigner({
      publicUrl: 'http://mock.test',
      ttlMs: 1000,
      secret: new Uint8Array(32),
    });
    for (const candidate of [otherPath, later, unsigned]) {
      expect(signer.reject(new Request(candidate), NOW)?.status).toBe(403);
    }
    expect(otherKey.reject(new Request(url), NOW)?.status).toBe(403);
  });
});
