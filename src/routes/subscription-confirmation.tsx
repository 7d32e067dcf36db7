import { createFileRoute } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { TokenLinkPending } from '@/components/token-link/token-link-pending';
import { confirmSubscription, subscriptionLinkSchema } from '@/features/newsletter';
import { tokenLinkRoute, tokenLinkSearch } from '@/lib/token-link/token-link';

/**
 * The newsletter double opt-in link (account-area.md section 2, outer route without sign-in):
 * ?confirmation-token=&email= is sent once to the e-mail gateway, then success or error (src/lib/token-link).
 */
export const Route = createFileRoute('/subscription-confirmation')({
  validateSearch: tokenLinkSearch('confirmation-token', 'email'),
  staticData: { pageTitle: 'newsletter.confirmTitle' },
  ...tokenLinkRoute({
    schema: subscriptionLinkSchema,
    send: (link, { api }: RouterContext) => confirmSubscription({ api, link }),
    successTo: '/subscription-confirmation-success',
    errorTo: '/subscription-confirmation-error',
  }),
  pendingComponent: () => <TokenLinkPending labelId="newsletter.confirming" />,
});
