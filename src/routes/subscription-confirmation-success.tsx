import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionConfirmedPage } from '@/features/newsletter';

/** Where a confirmed double opt-in link lands (outer route without sign-in). */
export const Route = createFileRoute('/subscription-confirmation-success')({
  staticData: { pageTitle: 'newsletter.successTitle' },
  component: SubscriptionConfirmedPage,
});
