/**
 * The query keys of the user-counts feature (GET photo /users: photosCount, albumsCount). Every query, cache
 * write and invalidation of the counts uses these; other features reach them through `@/features/user-counts`.
 */
export const USER_COUNTS_QUERY_KEY = ['user-counts'] as const;
