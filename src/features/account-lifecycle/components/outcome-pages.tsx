/**
 * Where the e-mail change and account deletion links end (account-area.md section 2, "Other screens"): the
 * success pages (signed out by then) and the error pages with Try again and the contact-customer-care link.
 */
import { SettingsBackLink } from '@/components/settings-back-link';
import { OutcomePage } from '@/components/token-link/outcome-page';
import { RetryTokenLink } from '@/components/token-link/retry-token-link';
import { ExternalLink, Link } from '@/components/ui/link';
import { useChannel } from '@/lib/channel/channel-state';
import { useT } from '@/lib/i18n/i18n-provider';
import { shopLinks } from '@/lib/channel/shop-links';

/** /change-email-success: "Your e-mail address has been changed!", log in with the new address, or continue. */
export function EmailChangedPage() {
  const t = useT();
  const links = shopLinks(useChannel());
  return (
    <OutcomePage
      outcome="success"
      titleId="emailChange.successTitle"
      messageId="emailChange.successMessage"
      actions={
        <>
          <Link to="/" variant="button">
            {t('emailChange.logIn')}
          </Link>
          <ExternalLink href={links.main}>{t('emailChange.continue')}</ExternalLink>
        </>
      }
    />
  );
}

/** /change-email-error: "Your email wasn't changed", Try again (the link once more), contact customer care. */
export function EmailChangeFailedPage({ hasLink }: { hasLink: boolean }) {
  return (
    <OutcomePage
      outcome="error"
      titleId="emailChange.errorTitle"
      messageId="emailChange.errorMessage"
      actions={<ErrorActions linkTo="/change-email-confirmation" hasLink={hasLink} />}
    />
  );
}

/** /account-deleted: "Your account has been successfully deleted", Create an account, View products. */
export function AccountDeletedPage() {
  const t = useT();
  const links = shopLinks(useChannel());
  return (
    <OutcomePage
      outcome="success"
      titleId="accountDeletion.successTitle"
      messageId="accountDeletion.successMessage"
      actions={
        <>
          <ExternalLink href={links.main} variant="button">
            {t('accountDeletion.createAccount')}
          </ExternalLink>
          <ExternalLink href={links.allProducts}>{t('accountDeletion.viewProducts')}</ExternalLink>
        </>
      }
    />
  );
}

/** /delete-account-error: "Your account couldn't be deleted", Try again, contact customer care. */
export function AccountDeletionFailedPage({ hasLink }: { hasLink: boolean }) {
  return (
    <OutcomePage
      outcome="error"
      titleId="accountDeletion.errorTitle"
      messageId="accountDeletion.errorMessage"
      actions={<ErrorActions linkTo="/delete-account-confirmation" hasLink={hasLink} />}
    />
  );
}

function ErrorActions({
  linkTo,
  hasLink,
}: {
  linkTo: '/change-email-confirmation' | '/delete-account-confirmation';
  hasLink: boolean;
}) {
  const t = useT();
  return (
    <>
      <RetryTokenLink linkTo={linkTo} hasLink={hasLink} />
      {/* The message says "request a new link in your settings": the way there (issue 23). */}
      <SettingsBackLink labelId="accountLifecycle.toSettings" />
      <ExternalLink href={shopLinks(useChannel()).contactUs}>{t('accountLifecycle.contactUs')}</ExternalLink>
    </>
  );
}
