/** The query keys of the export feature: every queryKey and cache write of the feature uses these. */
export const EXPORT_QUERY_KEY = ['export'] as const;

/** One export (its page). */
export const exportQueryKey = (backupId: string) => [...EXPORT_QUERY_KEY, backupId] as const;
