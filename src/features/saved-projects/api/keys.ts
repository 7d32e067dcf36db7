/** The query keys of the saved-projects feature: every queryKey and invalidation of the feature uses these. */
export const SAVED_PROJECTS_QUERY_KEY = ['saved-projects'] as const;

/** One page of the signed-in account's saved projects. */
export const savedProjectsPageKey = (accountId: string, page: number) =>
  [...SAVED_PROJECTS_QUERY_KEY, accountId, page] as const;
