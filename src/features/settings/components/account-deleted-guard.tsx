import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useApi } from '@/lib/api/use-api';
import { getCustomerQueryOptions } from '../api/get-customer';

/**
 * account-area.md section 4: "If the customer's account is marked deleted, send the user to logout." The account
 * layout renders this: it reads the profile (GET customers/me) next to the page, without holding the page back;
 * a profile with accountDeleted true goes to /logout. No profile (404) or a failed read changes nothing.
 */
export function AccountDeletedGuard() {
  const customer = useQuery({ ...getCustomerQueryOptions(useApi()), retryOnMount: false });
  return customer.data?.accountDeleted ? <Navigate to="/logout" replace /> : null;
}
