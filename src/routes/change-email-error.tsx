import { createFileRoute } from '@tanstack/react-router';
import { EmailChangeFailedPage } from '@/features/account-lifecycle';
import { tokenLinkSearch } from '@/lib/token-link/token-link';

/** Where a refused, used, expired or malformed e-mail change link lands, with the link's query for Try again. */
export const Route = createFileRoute('/change-email-error')({
  validateSearch: tokenLinkSearch('confirmation-token'),
  staticData: { pageTitle: 'emailChange.errorTitle' },
  component: ChangeEmailErrorRoute,
});

function ChangeEmailErrorRoute() {
  const hasLink = Route.useSearch({ select: (search) => !!search['confirmation-token'] });
  return <EmailChangeFailedPage hasLink={hasLink} />;
}
