/**
 * The account-lifecycle feature's public module: the e-mail change (request page, confirmation link and its
 * outcome pages) and the account deletion's confirmation link and outcome pages (account-area.md sections 2, 4).
 * It is in the entry chunk (the token routes' loaders import it), so the calls and pages load on first use.
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { ApiClients } from '@/lib/api/clients';
import type { AuthService } from '@/lib/auth/auth-service';
import type { ConfirmationLink } from './api/confirmation-link';

/** What a confirmation link's call takes: the API clients, the signed-in session and the link. */
export interface ConfirmLinkInput {
  api: ApiClients;
  auth: AuthService;
  link: ConfirmationLink;
}

export { confirmationLinkSchema, type ConfirmationLink } from './api/confirmation-link';

/** Confirms the e-mail change of the link, then signs out towards /change-email-success. */
export async function confirmEmailChange(input: ConfirmLinkInput) {
  const confirm = await import('./api/confirm-email-change');
  return confirm.confirmEmailChange(input);
}

/** Confirms the account deletion of the link, then signs out towards /account-deleted. */
export async function confirmAccountDeletion(input: ConfirmLinkInput) {
  const confirm = await import('./api/confirm-account-deletion');
  return confirm.confirmAccountDeletion(input);
}

const outcomePages = () => import('./components/outcome-pages');
export const EmailChangedPage = lazyPage(outcomePages, 'EmailChangedPage');
export const EmailChangeFailedPage = lazyPage(outcomePages, 'EmailChangeFailedPage');
export const AccountDeletedPage = lazyPage(outcomePages, 'AccountDeletedPage');
export const AccountDeletionFailedPage = lazyPage(outcomePages, 'AccountDeletionFailedPage');

/** /settings/email and /settings/b2b/email: the e-mail change request form. */
export const ChangeEmailPage = lazyPage(() => import('./components/change-email-page'), 'ChangeEmailPage');
