import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useApi } from '@/lib/api/use-api';
import { customerQueryOptions } from '../api/customer-query';

/**
 * account-area.md section 4: "If the customer's account is marked deleted, send the user to logout." The account
 * layout renders this: it reads the profile (GET customers/me) next to the page, without holding the page back;
 * a profile with accountDeleted true goes to /logout. No profile (404) or a failed read changes nothing. The query is
 * the one the business status banner reads too (customer-query.ts): one GET customers/me per page load.
 */
export function AccountDeletedGuard() {
  const customer = useQuery({ ...customerQueryOptions(useApi()), retryOnMount: false });
  return customer.data?.accountDeleted ? <Navigate to="/logout" replace /> : null;
}
