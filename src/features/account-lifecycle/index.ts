/**
 * The account-lifecycle feature's public module: the e-mail change (request page, confirmation link and its
 * outcome pages) and the account deletion's confirmation link and outcome pages (account-area.md sections 2, 4).
 * The request page is lazy; the outcome pages are small and load with their routes.
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export { confirmationLinkSchema, type ConfirmationLink } from './api/confirmation-link';
export { confirmEmailChange } from './api/confirm-email-change';
export { confirmAccountDeletion } from './api/confirm-account-deletion';
export {
  AccountDeletedPage,
  AccountDeletionFailedPage,
  EmailChangedPage,
  EmailChangeFailedPage,
} from './components/outcome-pages';

/** /settings/email and /settings/b2b/email: the e-mail change request form. */
export const ChangeEmailPage = lazyRouteComponent(
  () => import('./components/change-email-page'),
  'ChangeEmailPage',
);
