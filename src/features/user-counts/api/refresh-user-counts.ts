import type { QueryClient } from '@tanstack/react-query';
import { USER_COUNTS_QUERY_KEY } from './keys';

/** Asks the counts again (at once when shown, else when next shown): after photos or albums were added or removed. */
export function refreshUserCounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: USER_COUNTS_QUERY_KEY, exact: true });
}
