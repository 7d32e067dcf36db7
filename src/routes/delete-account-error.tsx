import { createFileRoute } from '@tanstack/react-router';
import { AccountDeletionFailedPage } from '@/features/account-lifecycle';
import { tokenLinkSearch } from '@/lib/token-link/token-link';

/** Where a refused, used, expired or malformed account deletion link lands, with its query for Try again. */
export const Route = createFileRoute('/delete-account-error')({
  validateSearch: tokenLinkSearch('confirmation-token'),
  staticData: { pageTitle: 'accountDeletion.errorTitle' },
  component: DeleteAccountErrorRoute,
});

function DeleteAccountErrorRoute() {
  const hasLink = Route.useSearch({ select: (search) => !!search['confirmation-token'] });
  return <AccountDeletionFailedPage hasLink={hasLink} />;
}
