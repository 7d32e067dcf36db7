import { describe, expect, it } from 'vitest';
import { flagOverridesFromQuery, flagOverridesSearchSchema, isFeatureEnabled } from './feature-flags';

const featureFlags = { PhotoManagementAlbumViewEnabled: ['account.albelli.nl', 'localhost'] };

describe('feature flags', () => {
  it('is on for a host name in the configured list, and off for others', () => {
    expect(isFeatureEnabled('PhotoManagementAlbumViewEnabled', { featureFlags, hostname: 'localhost' })).toBe(
      true,
    );
    expect(
      isFeatureEnabled('PhotoManagementAlbumViewEnabled', { featureFlags, hostname: 'Account.Albelli.NL' }),
    ).toBe(true);
    expect(
      isFeatureEnabled('PhotoManagementAlbumViewEnabled', { featureFlags, hostname: 'account.albelli.de' }),
    ).toBe(false);
  });

  it('is off when the configuration does not list the flag', () => {
    expect(isFeatureEnabled('PhotoManagementDownloadEnabled', { featureFlags, hostname: 'localhost' })).toBe(
      false,
    );
  });

  it('follows the query string over the configuration, both ways', () => {
    const off = flagOverridesFromQuery('?PhotoManagementAlbumViewEnabled=false');
    const on = flagOverridesFromQuery('PhotoManagementDownloadEnabled=true');
    expect(
      isFeatureEnabled('PhotoManagementAlbumViewEnabled', {
        overrides: off,
        featureFlags,
        hostname: 'localhost',
      }),
    ).toBe(false);
    expect(
      isFeatureEnabled('PhotoManagementDownloadEnabled', {
        overrides: on,
        featureFlags,
        hostname: 'localhost',
      }),
    ).toBe(true);
  });

  it('ignores a query value that is neither true nor false', () => {
    const overrides = flagOverridesFromQuery('PhotoManagementAlbumViewEnabled=maybe');
    expect(overrides.PhotoManagementAlbumViewEnabled).toBeUndefined();
    expect(
      isFeatureEnabled('PhotoManagementAlbumViewEnabled', { overrides, featureFlags, hostname: 'localhost' }),
    ).toBe(true);
  });

  it('accepts the booleans the router has already parsed from the search string', () => {
    expect(
      flagOverridesSearchSchema.parse({ PhotoManagementAlbumViewEnabled: false })
        .PhotoManagementAlbumViewEnabled,
    ).toBe(false);
  });
});
