import { createFileRoute } from '@tanstack/react-router';
import { ChangeEmailPage } from '@/features/account-lifecycle';
import { requireAudience } from '@/lib/routing/guards';

/** "Change email address" of a business account (account-area.md section 2); other accounts: not found. */
export const Route = createFileRoute('/_account/settings_/b2b_/email')({
  staticData: { pageTitle: 'pageTitle.changeEmail' },
  beforeLoad: ({ context }) => requireAudience(context.user, 'business'),
  component: ChangeEmailPage,
});
