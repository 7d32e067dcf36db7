/**
 * The feature flags of the spec (my-photos.md section 6, account-area.md section 6).
 * Each is read from the query string first (`?PhotoManagementAlbumViewEnabled=true`),
 * otherwise from the host-name list of /config.json `featureFlags`.
 * The timeline and download flag names are not spelled out in the documents; they follow the same pattern (assumed).
 */
export const FEATURE_FLAGS = [
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementOrderPrintsEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementUploadViewEnabled',
  'PhotoManagementDownloadEnabled',
  'PhotoManagementQrCodeUploadEnabled',
  'PhotoManagementReactivationEnabled',
  'PhotoManagementUseReactivationMockData',
  'PhotoManagementPhotoExportEnabled',
  'PhotoManagementFeatureFlagControl',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Flags a local configuration leaves off unless asked for: mock data and the developer toggle. */
export const FLAGS_OFF_BY_DEFAULT: readonly FeatureFlag[] = [
  'PhotoManagementUseReactivationMockData',
  'PhotoManagementFeatureFlagControl',
];
