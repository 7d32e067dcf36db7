/** The query keys of the storage-status feature: every queryKey of the feature uses these. */
export const STORAGE_STATUS_QUERY_KEY = ['storage-status'] as const;

/** The account information, from the service or (with the mock-data flag) the built-in mock status. */
export const accountInformationQueryKey = (source: 'mock' | 'service') =>
  [...STORAGE_STATUS_QUERY_KEY, 'account-information', source] as const;
