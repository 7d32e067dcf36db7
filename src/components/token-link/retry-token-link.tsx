import { useNavigate } from '@tanstack/react-router';
import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';
import type { AppPath } from '@/lib/token-link/token-link';

/**
 * Try again on a token link's error page: opens the link's page again with the query the error route received
 * (tokenLinkLoader redirects there with it), replacing the error page, so the token is sent once more, by the
 * user's choice. Not shown when the error page has no query to retry with.
 */
export function RetryTokenLink({ linkTo, hasLink }: { linkTo: AppPath; hasLink: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  if (!hasLink) return null;
  return (
    <NativeButton onPress={() => void navigate({ to: linkTo, search: true, replace: true })}>
      {t('common.tryAgain')}
    </NativeButton>
  );
}
