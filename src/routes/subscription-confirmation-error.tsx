import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionFailedPage } from '@/features/newsletter';
import { tokenLinkSearch } from '@/lib/token-link/token-link';

/** Where a refused or malformed double opt-in link lands, with the link's query for Try again. */
export const Route = createFileRoute('/subscription-confirmation-error')({
  validateSearch: tokenLinkSearch('confirmation-token', 'email'),
  staticData: { pageTitle: 'newsletter.errorTitle' },
  component: SubscriptionErrorRoute,
});

function SubscriptionErrorRoute() {
  const hasLink = Route.useSearch({ select: (search) => !!search['confirmation-token'] });
  return <SubscriptionFailedPage hasLink={hasLink} />;
}
