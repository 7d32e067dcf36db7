import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api/use-api';
import { customerQueryOptions } from './customer-query';

/** The profile for a page whose loader loaded it (a failure the loader just had is shown, not asked again). */
export function useCustomer() {
  return useQuery({ ...customerQueryOptions(useApi()), retryOnMount: false });
}
