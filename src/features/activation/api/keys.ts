/** The query keys of the activation feature: every queryKey, invalidation and cache write of the feature uses these. */
export const ACTIVATION_STATUS_QUERY_KEY = ['activation', 'status'] as const;
