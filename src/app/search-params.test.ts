import { describe, expect, it, vi } from 'vitest';
import { rootSearchSchema } from './search-params';

describe('query flags', () => {
  it('reads hideHeaderNav, stripped and a valid uploadUrl', () => {
    expect(
      rootSearchSchema.parse({
        hideHeaderNav: true,
        stripped: 'false',
        uploadUrl: 'https://upload.example/x',
      }),
    ).toMatchObject({
      hideHeaderNav: true,
      stripped: false,
      uploadUrl: 'https://upload.example/x',
    });
  });

  it('ignores an uploadUrl that is not an http(s) URL', () => {
    expect(rootSearchSchema.parse({ uploadUrl: 'not a url' }).uploadUrl).toBeUndefined();
    expect(rootSearchSchema.parse({ uploadUrl: 'javascript:alert(1)' }).uploadUrl).toBeUndefined();
  });

  it('ignores unknown values instead of failing the page', () => {
    expect(rootSearchSchema.parse({ stripped: 'yes', PhotoManagementAlbumViewEnabled: 1 })).toMatchObject({
      stripped: undefined,
      PhotoManagementAlbumViewEnabled: undefined,
    });
  });
});

describe('an invalid uploadUrl', () => {
  it('is ignored with one console warning per value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(rootSearchSchema.parse({ uploadUrl: 'ftp://upload.example/once' }).uploadUrl).toBeUndefined();
    expect(rootSearchSchema.parse({ uploadUrl: 'ftp://upload.example/once' }).uploadUrl).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('uploadUrl');
    warn.mockRestore();
  });
});
