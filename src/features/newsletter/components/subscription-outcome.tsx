import { OutcomePage } from '@/components/token-link/outcome-page';
import { RetryTokenLink } from '@/components/token-link/retry-token-link';
import { ExternalLink } from '@/components/ui/link';
import { useChannel } from '@/lib/channel/channel-state';
import { shopLinks } from '@/lib/channel/shop-links';
import { useT } from '@/lib/i18n/i18n-provider';

/** /subscription-confirmation-success: "Success!" (account-area.md section 2, "Other screens"). */
export function SubscriptionConfirmedPage() {
  return (
    <OutcomePage outcome="success" titleId="newsletter.successTitle" messageId="newsletter.successMessage" />
  );
}

/**
 * /subscription-confirmation-error: "Your subscription failed" with Try again (the link once more) and, as on the
 * other two token-link error pages, a link to the channel's customer care (issue 23; src/lib/channel/shop-links.ts).
 */
export function SubscriptionFailedPage({ hasLink }: { hasLink: boolean }) {
  const t = useT();
  const { contactUs } = shopLinks(useChannel());
  return (
    <OutcomePage
      outcome="error"
      titleId="newsletter.errorTitle"
      messageId="newsletter.errorMessage"
      actions={
        <>
          <RetryTokenLink linkTo="/subscription-confirmation" hasLink={hasLink} />
          <ExternalLink href={contactUs}>{t('newsletter.contactUs')}</ExternalLink>
        </>
      }
    />
  );
}
