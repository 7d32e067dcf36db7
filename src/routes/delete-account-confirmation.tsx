import { createFileRoute } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { TokenLinkPending } from '@/components/token-link/token-link-pending';
import { confirmAccountDeletion, confirmationLinkSchema } from '@/features/account-lifecycle';
import { tokenLinkRoute, tokenLinkSearch } from '@/lib/token-link/token-link';

/**
 * The account deletion link (account-area.md section 2, a signed-in route): ?confirmation-token= is sent once to
 * the identity service; on success the user is signed out towards /account-deleted, otherwise the error page.
 */
export const Route = createFileRoute('/delete-account-confirmation')({
  validateSearch: tokenLinkSearch('confirmation-token'),
  staticData: { pageTitle: 'accountDeletion.confirmTitle' },
  beforeLoad: async ({ context, location }) => ({ user: await context.auth.ensureSignedIn(location.href) }),
  ...tokenLinkRoute({
    schema: confirmationLinkSchema,
    send: (link, { api, auth }: RouterContext) => confirmAccountDeletion({ api, auth, link }),
    successTo: '/account-deleted',
    errorTo: '/delete-account-error',
  }),
  pendingComponent: () => <TokenLinkPending labelId="accountDeletion.confirming" />,
});
