import { describe, expect, it } from 'vitest';
import { flagOverridesFromQuery, type FlagOverrides } from '@/lib/feature-flags/feature-flags';
import { FEATURE_FLAGS } from '@/shared/feature-flag-names';
import { hasFlagOverrides, withFlag, withoutFlags } from './flag-search';

/** A page's search: the flags and the root route's other params. */
type Search = FlagOverrides & { stripped?: boolean };
const asSearch = (value: Search): Search => value;

/** The query string the router would write for a search object (undefined values are left out). */
const queryOf = (search: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(search)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

describe('the feature-flag switches', () => {
  it('write the flag into the search params, as typing it in the address would', () => {
    const next = withFlag(asSearch({ stripped: true }), 'PhotoManagementAlbumViewEnabled', false);
    expect(next).toEqual({ stripped: true, PhotoManagementAlbumViewEnabled: false });
    // Read back as the app reads the address: the same override.
    expect(flagOverridesFromQuery(queryOf(next)).PhotoManagementAlbumViewEnabled).toBe(false);
  });

  it('switch a flag back on without touching the others', () => {
    const search = withFlag(
      { PhotoManagementAlbumViewEnabled: false, PhotoManagementPhotoExportEnabled: false },
      'PhotoManagementAlbumViewEnabled',
      true,
    );
    expect(search).toEqual({
      PhotoManagementAlbumViewEnabled: true,
      PhotoManagementPhotoExportEnabled: false,
    });
  });

  it('reset every flag to the configuration and keep the other params', () => {
    const next = withoutFlags(
      asSearch({
        stripped: true,
        PhotoManagementAlbumViewEnabled: false,
        PhotoManagementFeatureFlagControl: true,
      }),
    );
    expect(queryOf(next)).toBe('stripped=true');
    // Every flag is named (undefined), so the retained params of the previous page do not come back.
    for (const flag of FEATURE_FLAGS) expect(next).toHaveProperty(flag, undefined);
    expect(hasFlagOverrides(next)).toBe(false);
  });

  it('tell whether the address sets any flag', () => {
    expect(hasFlagOverrides({})).toBe(false);
    expect(hasFlagOverrides({ PhotoManagementQrCodeUploadEnabled: false })).toBe(true);
  });
});
