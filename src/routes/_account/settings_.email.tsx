import { createFileRoute } from '@tanstack/react-router';
import { ChangeEmailPage } from '@/features/account-lifecycle';

/** "Change email address" (account-area.md section 2): the request form of the e-mail change. */
export const Route = createFileRoute('/_account/settings_/email')({
  staticData: { pageTitle: 'pageTitle.changeEmail' },
  component: ChangeEmailPage,
});
