import { createFileRoute } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { TokenLinkPending } from '@/components/token-link/token-link-pending';
import { confirmSubscription, subscriptionLinkSchema } from '@/features/newsletter';
import { TOKEN_LINK_PENDING_MS, tokenLinkLoader, tokenLinkSearch } from '@/lib/token-link/token-link';

/**
 * The newsletter double opt-in link (account-area.md section 2, outer route without sign-in):
 * ?confirmation-token=&email= is sent once to the e-mail gateway, then success or error (src/lib/token-link).
 */
/** Sends the link's token (a declaration of its own: the split loader's code has no type annotations). */
const sendLink = (link: Parameters<typeof confirmSubscription>[0]['link'], { api }: RouterContext) =>
  confirmSubscription({ api, link });

export const Route = createFileRoute('/subscription-confirmation')({
  validateSearch: tokenLinkSearch('confirmation-token', 'email'),
  staticData: { pageTitle: 'newsletter.confirmTitle' },
  pendingMs: TOKEN_LINK_PENDING_MS,
  loader: tokenLinkLoader({
    schema: subscriptionLinkSchema,
    send: sendLink,
    successTo: '/subscription-confirmation-success',
    errorTo: '/subscription-confirmation-error',
  }),
  pendingComponent: () => <TokenLinkPending labelId="newsletter.confirming" />,
});
