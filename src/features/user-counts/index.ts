/**
 * Public module of the user-counts feature: how many photos and albums the account has (GET photo /users).
 * The photos feature (tabs, deletes) and the albums feature (copying into a new album) both read or change it,
 * so it is a feature of its own that imports neither (ADR 010).
 */
import type { ApiClients } from '@/lib/api/clients';
import { getUserCountsQueryOptions } from './api/get-user-counts';

export {
  getUserCountsQueryOptions,
  userCountsSchema,
  useUserCounts,
  type UserCounts,
} from './api/get-user-counts';

/** The counts' query options for the routes' loaders (the one loader shape of the routes; same query). */
export const loadUserCountsQueryOptions = async (api: ApiClients) => getUserCountsQueryOptions(api);
export { USER_COUNTS_QUERY_KEY } from './api/keys';
export { refreshUserCounts } from './api/refresh-user-counts';
