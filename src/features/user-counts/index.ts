/**
 * Public module of the user-counts feature: how many photos and albums the account has (GET photo /users).
 * The photos feature (tabs, deletes) and the albums feature (copying into a new album) both read or change it,
 * so it is a feature of its own that imports neither (ADR 010).
 */
export {
  getUserCountsQueryOptions,
  userCountsSchema,
  useUserCounts,
  type UserCounts,
} from './api/get-user-counts';
export { USER_COUNTS_QUERY_KEY } from './api/keys';
export { refreshUserCounts } from './api/refresh-user-counts';
