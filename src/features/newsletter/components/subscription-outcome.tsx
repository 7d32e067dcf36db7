import { OutcomePage } from '@/components/token-link/outcome-page';
import { RetryTokenLink } from '@/components/token-link/retry-token-link';

/** /subscription-confirmation-success: "Success!" (account-area.md section 2, "Other screens"). */
export function SubscriptionConfirmedPage() {
  return (
    <OutcomePage outcome="success" titleId="newsletter.successTitle" messageId="newsletter.successMessage" />
  );
}

/**
 * /subscription-confirmation-error: "Your subscription failed" with Try again (the link once more). The spec's
 * contact-customer-care link needs the channel's public configuration (ContactUs), which the app does not load
 * yet.
 */
export function SubscriptionFailedPage({ hasLink }: { hasLink: boolean }) {
  return (
    <OutcomePage
      outcome="error"
      titleId="newsletter.errorTitle"
      messageId="newsletter.errorMessage"
      actions={<RetryTokenLink linkTo="/subscription-confirmation" hasLink={hasLink} />}
    />
  );
}
