import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { useApi } from '@/lib/api/use-api';
import { USER_COUNTS_QUERY_KEY } from './keys';

const count = z.int().check(z.nonnegative());

/** Account counts (`UserCounts` of openapi/services/photo.yaml). */
export const userCountsSchema = z.object({ photosCount: count, albumsCount: count });
export type UserCounts = z.infer<typeof userCountsSchema>;

/** GET /users: how many photos and albums the user has. */
export async function getUserCounts({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<UserCounts> {
  const { data } = await api.photo.GET('/users', { signal });
  return userCountsSchema.parse(data);
}

export const getUserCountsQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: USER_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => getUserCounts({ api, signal }),
  });

/** The counts for the photo area's tabs; the tabs show no number until they arrive (or if they fail). */
export function useUserCounts() {
  return useQuery(getUserCountsQueryOptions(useApi()));
}
