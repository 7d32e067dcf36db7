import { createFileRoute } from '@tanstack/react-router';
import { AccountDeletedPage } from '@/features/account-lifecycle';

/** Where a confirmed account deletion lands, signed out (outer route without sign-in). */
export const Route = createFileRoute('/account-deleted')({
  staticData: { pageTitle: 'accountDeletion.successTitle' },
  component: AccountDeletedPage,
});
