import { createFileRoute } from '@tanstack/react-router';
import { EmailChangedPage } from '@/features/account-lifecycle';

/** Where a confirmed e-mail change lands, signed out (outer route without sign-in). */
export const Route = createFileRoute('/change-email-success')({
  staticData: { pageTitle: 'emailChange.successTitle' },
  component: EmailChangedPage,
});
