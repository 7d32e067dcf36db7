import { createFileRoute } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { TokenLinkPending } from '@/components/token-link/token-link-pending';
import {
  confirmationLinkSchema,
  confirmEmailChange,
  type ConfirmationLink,
} from '@/features/account-lifecycle';
import { TOKEN_LINK_PENDING_MS, tokenLinkLoader, tokenLinkSearch } from '@/lib/token-link/token-link';

/**
 * The e-mail change link (account-area.md section 2, a signed-in route): ?confirmation-token= is sent once to
 * the identity service; on success the user is signed out towards /change-email-success, otherwise the error
 * page (src/lib/token-link).
 */
/** Sends the link's token (a declaration of its own: the split loader's code has no type annotations). */
const sendLink = (link: ConfirmationLink, { api, auth }: RouterContext) =>
  confirmEmailChange({ api, auth, link });

export const Route = createFileRoute('/change-email-confirmation')({
  validateSearch: tokenLinkSearch('confirmation-token'),
  staticData: { pageTitle: 'emailChange.confirmTitle' },
  beforeLoad: async ({ context, location }) => ({ user: await context.auth.ensureSignedIn(location.href) }),
  pendingMs: TOKEN_LINK_PENDING_MS,
  loader: tokenLinkLoader({
    schema: confirmationLinkSchema,
    send: sendLink,
    successTo: '/change-email-success',
    errorTo: '/change-email-error',
  }),
  pendingComponent: () => <TokenLinkPending labelId="emailChange.confirming" />,
});
